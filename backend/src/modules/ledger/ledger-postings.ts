import { basisPoints, halfUpPaise } from "../../common/money";

/**
 * Who an entry's money belongs to. Each order's entries sum to zero: the customer's payment is
 * the one negative side (money in), every other account a share of it.
 */
export const LEDGER_ACCOUNTS = ["CUSTOMER", "RESTAURANT", "SERVICE", "GST", "RIDER"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = [
  /** What the customer paid at the door (negative: money in), by cash or UPI. */
  "COLLECTED",
  /** The food's value as sold, before any discount (the restaurant's side). */
  "FOOD",
  /** A coupon limited to some restaurants: they bear it (negative, the restaurant's side). */
  "RESTAURANT_DISCOUNT",
  /** The service's commission: taken from the restaurant (negative) and earned by the service. */
  "COMMISSION",
  /** GST on the commission: taken from the restaurant (negative) and owed by the service. */
  "COMMISSION_TAX",
  /** The delivery fee, the service's. */
  "DELIVERY_FEE",
  /** A coupon for every restaurant: the service bears it (negative, the service's side). */
  "SERVICE_DISCOUNT",
  /** The bill's GST lines, owed by the service. */
  "TAX",
  /** The tip, the rider's. */
  "TIP",
  /** Collected less (or more) than the bill at the door: the service's difference. */
  "COLLECTION_DIFFERENCE",
  /** A later correction: one entry on the corrected account and its counterpart on the service. */
  "CORRECTION",
  /** A pickup paid at the restaurant's counter: the restaurant holds the cash (negative), owed to the service. */
  "COUNTER_CASH",
  /** The rider's fee for the delivery (RIDER DELIVERY_FEE), paid by the service (negative, the service's side). */
  "RIDER_FEE",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYMENT_COLLECTIONS = ["CASH", "UPI"] as const;
export type PaymentCollectionMethod = (typeof PAYMENT_COLLECTIONS)[number];

/** GST on the service's commission (a service the service sells to the restaurant), once a GSTIN is set. */
export const COMMISSION_TAX_PERCENT = 18;

export interface LedgerPosting {
  account: LedgerAccount;
  kind: LedgerKind;
  amountPaise: number;
  /** The rider's fee only: the distance it was worked out on, in km to a tenth (null: unknown). */
  distanceKm?: number | null;
}

/** A rider's fee for one delivery, fixed when it is delivered (rider-fee.ts). */
export interface RiderFee {
  paise: number;
  distanceKm: number | null;
}

/** What a delivered order's money was, in paise, as the order keeps it (orders' bill columns). */
export interface DeliveredOrderMoney {
  itemsPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  /** Who bears the discount: a coupon for some restaurants is theirs, one for all the service's. */
  discountBorneBy: "RESTAURANT" | "SERVICE";
  taxPaise: number;
  tipPaise: number;
  totalPaise: number;
  /** What was taken at the door; null: the bill's total. */
  collectedPaise: number | null;
  /** Who holds the cash: a rider or the office, or the restaurant (a pickup paid at its counter). */
  collectedBy: "DELIVERY" | "COUNTER";
  commissionPercent: number;
  /** A GSTIN was set at the delivery: the commission bears GST. */
  gstRegistered: boolean;
  /** What the rider who delivered it earns, paid by the service; null: no rider (a pickup). */
  riderFee: RiderFee | null;
}

/**
 * The entries of one delivered order (docs/money.md): pure, integer paise, summing to zero. The
 * commission is the rate on the food the restaurant sold after its own discount, rounded half up
 * once; its GST likewise.
 */
export function deliveredOrderPostings(money: DeliveredOrderMoney): LedgerPosting[] {
  const restaurantDiscount = money.discountBorneBy === "RESTAURANT" ? money.discountPaise : 0;
  const serviceDiscount = money.discountPaise - restaurantDiscount;
  const commissionBase = money.itemsPaise - restaurantDiscount;
  const commission = halfUpPaise(commissionBase * basisPoints(money.commissionPercent), 10_000);
  const commissionTax = money.gstRegistered ? halfUpPaise(commission * COMMISSION_TAX_PERCENT, 100) : 0;
  const collected = money.collectedPaise ?? money.totalPaise;

  const postings: LedgerPosting[] = [
    { account: "CUSTOMER", kind: "COLLECTED", amountPaise: -collected },
    { account: "RESTAURANT", kind: "FOOD", amountPaise: money.itemsPaise },
    { account: "RESTAURANT", kind: "RESTAURANT_DISCOUNT", amountPaise: -restaurantDiscount },
    { account: "RESTAURANT", kind: "COMMISSION", amountPaise: -commission },
    { account: "RESTAURANT", kind: "COMMISSION_TAX", amountPaise: -commissionTax },
    { account: "SERVICE", kind: "COMMISSION", amountPaise: commission },
    { account: "SERVICE", kind: "DELIVERY_FEE", amountPaise: money.deliveryFeePaise },
    { account: "SERVICE", kind: "SERVICE_DISCOUNT", amountPaise: -serviceDiscount },
    { account: "SERVICE", kind: "COLLECTION_DIFFERENCE", amountPaise: collected - money.totalPaise },
    { account: "GST", kind: "TAX", amountPaise: money.taxPaise },
    { account: "GST", kind: "COMMISSION_TAX", amountPaise: commissionTax },
    { account: "RIDER", kind: "TIP", amountPaise: money.tipPaise },
    // The service pays the rider's fee out of its share (docs/money.md#riders-pay).
    ...(money.riderFee
      ? ([
          { account: "RIDER", kind: "DELIVERY_FEE", amountPaise: money.riderFee.paise, distanceKm: money.riderFee.distanceKm },
          { account: "SERVICE", kind: "RIDER_FEE", amountPaise: -money.riderFee.paise },
        ] as const)
      : []),
    // The restaurant keeps the counter's cash: it is owed to the service, which pays each their share.
    ...(money.collectedBy === "COUNTER"
      ? ([
          { account: "RESTAURANT", kind: "COUNTER_CASH", amountPaise: -collected },
          { account: "SERVICE", kind: "COUNTER_CASH", amountPaise: collected },
        ] as const)
      : []),
  ];
  // Zero amounts say nothing: a statement reads the same without them. The rider's fee is kept
  // even at zero: it counts the delivery and keeps its distance for the rider's earnings.
  return postings.filter((posting) => posting.amountPaise !== 0 || (posting.account === "RIDER" && posting.kind === "DELIVERY_FEE"));
}

/** The sum of entries: zero for every order and every period the books balance over. */
export const postingsSum = (postings: ReadonlyArray<{ amountPaise: number }>): number =>
  postings.reduce((sum, posting) => sum + posting.amountPaise, 0);
