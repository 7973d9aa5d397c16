import type { LedgerAccount, LedgerKind } from "./ledger-postings";

/**
 * A period's books in the words of docs/money.md: what was collected, and where it went. They
 * balance when collected = restaurants' shares + commission + delivery fees + tips + taxes −
 * coupons borne by the service (+ the service's differences at the door and corrections) +
 * riders' fees − the same fees paid by the service, i.e.
 * when all entries sum to zero, and no single order's entries fail to.
 */
export interface LedgerBalance {
  collectedPaise: number;
  restaurantSharesPaise: number;
  commissionPaise: number;
  deliveryFeesPaise: number;
  tipsPaise: number;
  /** The riders' fees for their deliveries (RIDER DELIVERY_FEE, docs/money.md#riders-pay). */
  riderFeesPaise: number;
  /** Negative: the same fees, paid by the service (SERVICE RIDER_FEE). */
  serviceRiderFeesPaise: number;
  taxesPaise: number;
  /** Negative: the coupons the service bore. */
  serviceDiscountsPaise: number;
  /** The service's differences at the door (collected − bill), the counters' cash restaurants owe it, and its side of corrections. */
  serviceAdjustmentsPaise: number;
  /** The right side: shares + commission + fees + tips + riders' fees + taxes + the service's discounts, riders' fees and adjustments. */
  sharesPaise: number;
  /** Every entry's sum: zero when the books balance. */
  differencePaise: number;
  /** Orders whose own entries do not sum to zero (at most 50). */
  unbalancedOrderIds: string[];
  balanced: boolean;
}

export function ledgerBalance(
  totals: ReadonlyArray<{ account: string; kind: string; paise: string }>,
  unbalancedOrderIds: string[],
): LedgerBalance {
  const sum = (match: (account: LedgerAccount, kind: LedgerKind) => boolean) =>
    totals
      .filter((row) => match(row.account as LedgerAccount, row.kind as LedgerKind))
      .reduce((paise, row) => paise + Number(row.paise), 0);
  const balance = {
    collectedPaise: -sum((account) => account === "CUSTOMER"),
    restaurantSharesPaise: sum((account) => account === "RESTAURANT"),
    commissionPaise: sum((account, kind) => account === "SERVICE" && kind === "COMMISSION"),
    deliveryFeesPaise: sum((account, kind) => account === "SERVICE" && kind === "DELIVERY_FEE"),
    tipsPaise: sum((account, kind) => account === "RIDER" && kind !== "DELIVERY_FEE"),
    riderFeesPaise: sum((account, kind) => account === "RIDER" && kind === "DELIVERY_FEE"),
    serviceRiderFeesPaise: sum((account, kind) => account === "SERVICE" && kind === "RIDER_FEE"),
    taxesPaise: sum((account) => account === "GST"),
    serviceDiscountsPaise: sum((account, kind) => account === "SERVICE" && kind === "SERVICE_DISCOUNT"),
    serviceAdjustmentsPaise: sum(
      (account, kind) => account === "SERVICE" && (kind === "COLLECTION_DIFFERENCE" || kind === "CORRECTION" || kind === "COUNTER_CASH"),
    ),
    differencePaise: sum(() => true),
    unbalancedOrderIds,
  };
  const shares =
    balance.restaurantSharesPaise +
    balance.commissionPaise +
    balance.deliveryFeesPaise +
    balance.tipsPaise +
    balance.riderFeesPaise +
    balance.serviceRiderFeesPaise +
    balance.taxesPaise +
    balance.serviceDiscountsPaise +
    balance.serviceAdjustmentsPaise;
  return {
    ...balance,
    sharesPaise: shares,
    balanced: balance.differencePaise === 0 && shares === balance.collectedPaise && unbalancedOrderIds.length === 0,
  };
}
