import type { DeliverySettingsInput, TaxSettingsInput } from "../../gql/graphql";
import { isRupeeAmount, paiseOf, toSentRupees } from "../../common/rupees";

/** The server's rules (backend charges/charges.inputs.ts), so the forms say no before it does. */
export const CHARGES_LIMITS = {
  feeMax: 1000,
  distanceMax: 50,
  freeAboveMax: 10_00_000,
  taxPercentMax: 28,
  legalNameMax: 200,
  addressMax: 500,
} as const;

/** 15 characters: state code, PAN, entity number, Z, check character (the server checks the character too). */
export const GSTIN_PATTERN = /^(0[1-9]|[1-3][0-9])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The delivery form; a box left empty is null (freeAbove: never free). */
export interface DeliveryFormValues {
  baseFee: number | null;
  baseDistanceKm: number | null;
  perKmFee: number | null;
  freeAbove: number | null;
}

export interface TaxFormValues {
  gstin: string;
  legalName: string;
  address: string;
  foodTaxPercent: number | null;
  deliveryTaxPercent: number | null;
  pricesIncludeTax: boolean;
}

/** A required number the form has already checked; NaN makes the server refuse it rather than guess. */
const num = (value: number | null) => (value === null ? Number.NaN : value);
const money = (value: number) => (isRupeeAmount(value, Number.MAX_SAFE_INTEGER) ? toSentRupees(value) : value);

export function deliveryValuesToInput(values: DeliveryFormValues): DeliverySettingsInput {
  return {
    baseFee: money(num(values.baseFee)),
    baseDistanceKm: num(values.baseDistanceKm),
    perKmFee: money(num(values.perKmFee)),
    freeAbove: values.freeAbove === null ? null : money(values.freeAbove),
  };
}

/** An empty GSTIN is sent as null: no tax is charged. */
export function taxValuesToInput(values: TaxFormValues): TaxSettingsInput {
  const gstin = values.gstin.trim().toUpperCase();
  return {
    gstin: gstin === "" ? null : gstin,
    legalName: values.legalName.trim(),
    address: values.address.trim(),
    foodTaxPercent: num(values.foodTaxPercent),
    deliveryTaxPercent: num(values.deliveryTaxPercent),
    pricesIncludeTax: values.pricesIncludeTax,
  };
}

export function taxSettingsToValues(settings: Omit<TaxSettingsInput, "gstin"> & { gstin?: string | null }): TaxFormValues {
  return {
    gstin: settings.gstin ?? "",
    legalName: settings.legalName,
    address: settings.address,
    foodTaxPercent: settings.foodTaxPercent,
    deliveryTaxPercent: settings.deliveryTaxPercent,
    pricesIncludeTax: settings.pricesIncludeTax,
  };
}

/** Distances the Charges page prices as an example: near, at the edge of a town, across it. */
export const EXAMPLE_DISTANCES_KM = [2, 5, 8] as const;

/**
 * The fee at a distance as the server works it out (backend cart/delivery-fee.ts), for the
 * page's example: the base fee up to the base distance, then the per-km fee for every started
 * kilometre beyond, on the distance to a tenth. Before any free-above (an example order is below
 * it). Null while a box the fee needs is empty or wrong.
 */
export function exampleFee(values: DeliveryFormValues, distanceKm: number): number | null {
  const { baseFee, baseDistanceKm, perKmFee } = values;
  if (baseFee === null || baseDistanceKm === null || perKmFee === null) return null;
  if (![baseFee, baseDistanceKm, perKmFee].every((value) => Number.isFinite(value) && value >= 0)) return null;
  const beyondTenths = Math.round(distanceKm * 10) - Math.round(baseDistanceKm * 10);
  const startedKm = Math.max(0, Math.ceil(beyondTenths / 10));
  return (paiseOf(baseFee) + startedKm * paiseOf(perKmFee)) / 100;
}
