import { isRupeeAmount, toSentRupees } from "../../common/rupees";
import type { RiderPaySettingsInput } from "../../gql/graphql";
import { exampleFee } from "./charges-form-values";

/** The riders' pay form; a box left empty is null (the form refuses it before sending). */
export interface RiderPayFormValues {
  riderBaseFee: number | null;
  riderBaseDistanceKm: number | null;
  riderPerKmFee: number | null;
}

/** A required number the form has already checked; NaN makes the server refuse it rather than guess. */
const num = (value: number | null) => (value === null ? Number.NaN : value);
const money = (value: number) => (isRupeeAmount(value, Number.MAX_SAFE_INTEGER) ? toSentRupees(value) : value);

export function riderPayValuesToInput(values: RiderPayFormValues): RiderPaySettingsInput {
  return {
    riderBaseFee: money(num(values.riderBaseFee)),
    riderBaseDistanceKm: num(values.riderBaseDistanceKm),
    riderPerKmFee: money(num(values.riderPerKmFee)),
  };
}

/**
 * What a rider earns for a delivery at a distance, for the card's example: the server's rule is the
 * delivery fee's (backend ledger/rider-fee.ts), never free, so the delivery fee's example serves.
 */
export const exampleRiderFee = (values: RiderPayFormValues, distanceKm: number): number | null =>
  exampleFee(
    { baseFee: values.riderBaseFee, baseDistanceKm: values.riderBaseDistanceKm, perKmFee: values.riderPerKmFee, freeAbove: null },
    distanceKm,
  );
