import { graphql } from "../gql";
import type { DeliverySettingsInput, TaxSettingsInput } from "../gql/graphql";

/** The bill's settings and the tip, as several test files send them (see operations.ts for the convention). */

export const BILL_FIELDS = graphql(`
  fragment BillFields on Bill { total lines { kind label amount } }
`);

export const DELIVERY_SETTINGS = graphql(`
  query DeliverySettings { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove } }
`);

export const TAX_SETTINGS = graphql(`
  query TaxSettings { taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }
`);

export const UPDATE_DELIVERY_SETTINGS = graphql(`
  mutation UpdateDeliverySettings($input: DeliverySettingsInput!) {
    updateDeliverySettings(input: $input) { baseFee baseDistanceKm perKmFee freeAbove }
  }
`);

export const UPDATE_TAX_SETTINGS = graphql(`
  mutation UpdateTaxSettings($input: TaxSettingsInput!) {
    updateTaxSettings(input: $input) { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax }
  }
`);

export const SET_CART_TIP = graphql(`
  mutation SetCartTip($amount: Float!) { setCartTip(amount: $amount) { tip total bill { ...BillFields } } }
`);

/** The settings' defaults: the spec's flat ₹30, and no GSTIN (no tax lines). */
export const FLAT: DeliverySettingsInput = { baseFee: 30, baseDistanceKm: 3, perKmFee: 0, freeAbove: null };
export const NO_TAX: TaxSettingsInput = {
  gstin: null,
  legalName: "",
  address: "",
  foodTaxPercent: 5,
  deliveryTaxPercent: 18,
  pricesIncludeTax: false,
};
