/**
 * The bill's settings as the server uses them, money in integer paise (docs/architecture.md#pricing).
 * The defaults keep the spec's flat ₹30 and no tax lines until a superadmin sets a GSTIN.
 */
export interface DeliveryCharges {
  /** What delivery costs up to baseDistanceKm. */
  baseFeePaise: number;
  baseDistanceKm: number;
  /** Added for every started kilometre beyond baseDistanceKm. */
  perKmFeePaise: number;
  /** The items' value from which delivery is free; null: never. */
  freeAbovePaise: number | null;
}

export interface TaxCharges {
  /** null: no tax is charged, the bill is a bill of supply. */
  gstin: string | null;
  legalName: string;
  address: string;
  /** GST on food, split in CGST and SGST halves; at most two decimals. */
  foodTaxPercent: number;
  /** GST on the delivery fee, split likewise. */
  deliveryTaxPercent: number;
  /** Menu prices already hold the tax: no TAX lines are added. */
  pricesIncludeTax: boolean;
}

/** What the service keeps of a restaurant's sales (docs/money.md). */
export interface PayoutCharges {
  /** The commission of a restaurant without a rate of its own, in percent (at most two decimals). */
  defaultCommissionPercent: number;
  /** The service's UPI id (a VPA, name@bank) customers pay at the door; null: UPI at the door is off. */
  upiId: string | null;
  /** The name a payer's UPI app shows for upiId; set with it. */
  upiPayeeName: string | null;
}

/** What a rider earns per delivery (docs/money.md#riders-pay), by the delivery fee's distance rule. */
export interface RiderPayCharges {
  /** Earned for a delivery up to riderBaseDistanceKm. */
  riderBaseFeePaise: number;
  riderBaseDistanceKm: number;
  /** Added for every started kilometre beyond riderBaseDistanceKm. */
  riderPerKmFeePaise: number;
}

export interface Charges {
  delivery: DeliveryCharges;
  tax: TaxCharges;
  payouts: PayoutCharges;
  riderPay: RiderPayCharges;
}

export const DEFAULT_DELIVERY_CHARGES: DeliveryCharges = {
  baseFeePaise: 3000,
  baseDistanceKm: 3,
  perKmFeePaise: 0,
  freeAbovePaise: null,
};

export const DEFAULT_TAX_CHARGES: TaxCharges = {
  gstin: null,
  legalName: "",
  address: "",
  foodTaxPercent: 5,
  deliveryTaxPercent: 18,
  pricesIncludeTax: false,
};

export const DEFAULT_PAYOUT_CHARGES: PayoutCharges = {
  defaultCommissionPercent: 15,
  upiId: null,
  upiPayeeName: null,
};

export const DEFAULT_RIDER_PAY_CHARGES: RiderPayCharges = {
  riderBaseFeePaise: 3000,
  riderBaseDistanceKm: 3,
  riderPerKmFeePaise: 800,
};

/** Every setting at its default: a shop nobody has configured yet. */
export const DEFAULT_CHARGES: Charges = {
  delivery: DEFAULT_DELIVERY_CHARGES,
  tax: DEFAULT_TAX_CHARGES,
  payouts: DEFAULT_PAYOUT_CHARGES,
  riderPay: DEFAULT_RIDER_PAY_CHARGES,
};
