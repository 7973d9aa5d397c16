import type { AuditSnapshot } from "../audit/audit-changes";
import type { Charges } from "./charges";
import type { ChargeKind } from "./charge-setting.entity";

/**
 * Each kind of settings as the audit trail keeps it (docs/architecture.md#audit-trail): its name
 * as the entry's entityId, and its fields, money in paise. The tax settings' address is the
 * business's (printed on its invoices), kept as businessAddress: no person's address is in the trail.
 */
export const AUDITED_CHARGES: { readonly [Kind in ChargeKind]: { entityId: string; snapshot: (value: Charges[Kind]) => AuditSnapshot } } = {
  delivery: {
    entityId: "DELIVERY",
    snapshot: (delivery) => ({
      baseFeePaise: delivery.baseFeePaise,
      baseDistanceKm: delivery.baseDistanceKm,
      perKmFeePaise: delivery.perKmFeePaise,
      freeAbovePaise: delivery.freeAbovePaise,
    }),
  },
  tax: {
    entityId: "TAX",
    snapshot: (tax) => ({
      gstin: tax.gstin,
      legalName: tax.legalName,
      businessAddress: tax.address,
      foodTaxPercent: tax.foodTaxPercent,
      deliveryTaxPercent: tax.deliveryTaxPercent,
      pricesIncludeTax: tax.pricesIncludeTax,
    }),
  },
  payouts: {
    entityId: "PAYOUT",
    snapshot: (payouts) => ({
      defaultCommissionPercent: payouts.defaultCommissionPercent,
      upiId: payouts.upiId,
      upiPayeeName: payouts.upiPayeeName,
    }),
  },
  riderPay: {
    entityId: "RIDER_PAY",
    snapshot: (riderPay) => ({
      riderBaseFeePaise: riderPay.riderBaseFeePaise,
      riderBaseDistanceKm: riderPay.riderBaseDistanceKm,
      riderPerKmFeePaise: riderPay.riderPerKmFeePaise,
    }),
  },
};
