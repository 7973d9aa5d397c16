import { halfUpPaise } from "../../common/money";
import { bill, billPaiseOf } from "../../modules/cart/bill";
import type { Charges } from "../../modules/charges/charges";
import { deliveredOrderPostings, type PaymentCollectionMethod } from "../../modules/ledger/ledger-postings";
import { riderDistanceKm, riderFeePaise } from "../../modules/ledger/rider-fee";
import type { OrderStatus } from "../../modules/orders/order-status";
import type { SqlRow } from "./bulk-insert";
import { DEMO_TOWN } from "./demo-town";
import { SHORT_CHANGE_NOTE } from "./demo-history-words";

export interface HistoryItem {
  id: string;
  restaurantId: string;
  name: string;
  image: string;
  offerPricePaise: number;
  originalPricePaise: number;
}

export interface HistoryCoupon {
  id: string;
  code: string;
  kind: "PERCENT" | "FLAT";
  percent: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
  /** Limited to some restaurants: they bear the discount (ledger-sql.ts discountBorneByRestaurant). */
  restaurantBorne: boolean;
}

/** One order of the demo history, as decided by the plan (demo-history-plan.ts). */
export interface OrderDraft {
  id: string;
  customer: { id: string; phone: string };
  address: { id: string; line: string; pincode: string; latitude: number; longitude: number };
  restaurant: { id: string; name: string };
  lines: Array<{ item: HistoryItem; quantity: number }>;
  distanceKm: number;
  fulfilment: "delivery" | "pickup";
  status: OrderStatus;
  /** When the customer placed it. */
  placedAt: Date;
  /** Ordered for later: the slot; the order waited as scheduled until 45 minutes before it. */
  deliverAt: Date | null;
  riderId: string | null;
  payAtDoorBy: PaymentCollectionMethod;
  upiReference: string | null;
  upiConfirmedAt: Date | null;
  tipPaise: number;
  coupon: HistoryCoupon | null;
  /** The customer had no change: ₹10 less collected (a COLLECTION_DIFFERENCE in the books). */
  shortChange: boolean;
  preparationMinutes: number;
  rideMinutes: number;
  reason: string | null;
}

export interface OrderRows {
  order: SqlRow;
  lines: SqlRow[];
  changes: SqlRow[];
  ledger: SqlRow[];
  redemption: SqlRow | null;
  deliveredAt: Date | null;
  /** Cash the rider holds from it, until a handover settles it. */
  cashPaise: number | null;
}

const MINUTE = 60_000;
/** A scheduled order goes to its kitchen this long before its slot (scheduled-release.ts does it in the app). */
export const SCHEDULED_LEAD_MINUTES = 45;

const DELIVERY_WALK: OrderStatus[] = ["pending", "confirmed", "preparing", "ready_for_pickup", "out_for_delivery", "delivered"];
const PICKUP_WALK: OrderStatus[] = ["pending", "confirmed", "preparing", "ready_for_pickup", "delivered"];

/** The statuses the order went through to reach its own, as the state machine allows (order-state-machine.ts). */
function walkTo(draft: OrderDraft): OrderStatus[] {
  const start: OrderStatus[] = draft.deliverAt ? ["scheduled"] : [];
  if (draft.status === "scheduled") return start;
  if (draft.status === "rejected" || draft.status === "cancelled") return [...start, "pending", draft.status];
  if (draft.status === "delivery_failed") return [...start, ...DELIVERY_WALK.slice(0, 5), "delivery_failed"];
  const walk = draft.fulfilment === "pickup" ? PICKUP_WALK : DELIVERY_WALK;
  return [...start, ...walk.slice(0, walk.indexOf(draft.status) + 1)];
}

/** Minutes after the kitchen's start (pending) at which each step happened. */
function minutesOf(status: OrderStatus, draft: OrderDraft): number {
  const ready = 4 + draft.preparationMinutes;
  switch (status) {
    case "confirmed":
      return 2;
    case "preparing":
      return 4;
    case "ready_for_pickup":
      return ready;
    case "out_for_delivery":
      return ready + 3;
    case "delivered":
      return draft.fulfilment === "pickup" ? ready + 12 : ready + 3 + draft.rideMinutes;
    case "delivery_failed":
      return ready + 13 + draft.rideMinutes;
    case "rejected":
      return 3;
    case "cancelled":
      return 1;
    default:
      return 0;
  }
}

function discountOf(coupon: HistoryCoupon | null, itemsPaise: number): number {
  if (!coupon) return 0;
  if (coupon.kind === "FLAT") return coupon.amountPaise ?? 0;
  const off = halfUpPaise(itemsPaise * (coupon.percent ?? 0), 100);
  return coupon.maxDiscountPaise === null ? off : Math.min(off, coupon.maxDiscountPaise);
}

/**
 * The rows of one order: the order with its bill (cart/bill.ts, so every figure is the app's),
 * its lines, its status history, its coupon's redemption and, once delivered, its ledger
 * entries from the ledger's own postings (ledger-postings.ts), dated at the delivery.
 */
export function orderRows(draft: OrderDraft, charges: Charges, fee: (itemsPaise: number) => number): OrderRows {
  const pickup = draft.fulfilment === "pickup";
  const itemsPaise = draft.lines.reduce((sum, line) => sum + line.item.offerPricePaise * line.quantity, 0);
  const discountPaise = discountOf(draft.coupon, itemsPaise);
  const { lines: billLines, totalPaise } = bill({
    itemsPaise,
    deliveryFeePaise: pickup ? null : fee(itemsPaise),
    distanceKm: pickup ? null : draft.distanceKm,
    discount: draft.coupon
      ? { code: draft.coupon.code, amountPaise: discountPaise, borneBy: draft.coupon.restaurantBorne ? "restaurant" : "service" }
      : null,
    tipPaise: pickup ? 0 : draft.tipPaise,
    tax: charges.tax,
  });

  const kitchenStart = draft.deliverAt ? new Date(draft.deliverAt.getTime() - SCHEDULED_LEAD_MINUTES * MINUTE) : draft.placedAt;
  const at = (status: OrderStatus) =>
    status === "scheduled" ? draft.placedAt : new Date(kitchenStart.getTime() + minutesOf(status, draft) * MINUTE);
  const walk = walkTo(draft);
  const reached = (status: OrderStatus) => walk.includes(status);
  const riderMoves: OrderStatus[] = ["out_for_delivery", "delivered", "delivery_failed"];
  const changes = walk.map((status, index) => ({
    order_id: draft.id,
    from_status: index === 0 ? null : walk[index - 1],
    to_status: status,
    changed_by_id:
      index === 0 || status === "cancelled" ? draft.customer.id : !pickup && riderMoves.includes(status) ? draft.riderId : null,
    reason: status === "rejected" || status === "cancelled" || status === "delivery_failed" ? draft.reason : null,
    created_at: at(status),
  }));
  const lastAt = changes[changes.length - 1]!.created_at;

  const delivered = draft.status === "delivered";
  const paidBy: PaymentCollectionMethod | null = delivered ? (pickup ? "CASH" : draft.payAtDoorBy) : null;
  const cashPaise = delivered && !pickup && paidBy === "CASH" ? totalPaise - (draft.shortChange ? 1000 : 0) : null;
  const deliveredAt = delivered ? at("delivered") : null;
  const riderId = pickup ? null : reached("ready_for_pickup") && draft.status !== "ready_for_pickup" ? draft.riderId : null;
  const accepted = reached("confirmed");

  const order: SqlRow = {
    id: draft.id,
    user_id: draft.customer.id,
    restaurant_id: draft.restaurant.id,
    restaurant_name: draft.restaurant.name,
    status: draft.status,
    payment_method: "cod",
    fulfilment: draft.fulfilment,
    items_total_paise: itemsPaise,
    delivery_charge_paise: billPaiseOf(billLines, "DELIVERY_FEE"),
    discount_paise: billPaiseOf(billLines, "DISCOUNT"),
    tax_paise: billPaiseOf(billLines, "TAX"),
    tip_paise: billPaiseOf(billLines, "TIP"),
    total_paise: totalPaise,
    bill_lines: JSON.stringify(billLines),
    address_id: pickup ? null : draft.address.id,
    address_line: pickup ? null : draft.address.line,
    address_city: pickup ? null : DEMO_TOWN.name,
    address_pincode: pickup ? null : draft.address.pincode,
    address_phone: pickup ? null : draft.customer.phone,
    address_notes: "",
    address_latitude: pickup ? null : draft.address.latitude,
    address_longitude: pickup ? null : draft.address.longitude,
    rejection_reason: draft.status === "rejected" ? draft.reason : null,
    preparation_minutes: accepted ? draft.preparationMinutes : null,
    estimated_ready_at: accepted ? at("ready_for_pickup") : null,
    deliver_at: draft.deliverAt,
    release_at: draft.deliverAt ? kitchenStart : null,
    rider_id: riderId,
    assigned_at: riderId ? at("preparing") : null,
    picked_up_at: riderId && reached("out_for_delivery") ? at("out_for_delivery") : null,
    delivered_at: deliveredAt,
    cash_collected_paise: cashPaise,
    cash_note: draft.shortChange && cashPaise !== null ? SHORT_CHANGE_NOTE : null,
    pay_at_door_by: pickup ? "CASH" : draft.payAtDoorBy,
    paid_by: paidBy,
    upi_reference: paidBy === "UPI" ? draft.upiReference : null,
    upi_confirmed_at: paidBy === "UPI" ? draft.upiConfirmedAt : null,
    delivery_failure_reason: draft.status === "delivery_failed" ? draft.reason : null,
    cash_handover_id: null,
    created_at: draft.placedAt,
    updated_at: lastAt,
  };

  const lines = draft.lines.map(({ item, quantity }, position) => ({
    order_id: draft.id,
    menu_item_id: item.id,
    name: item.name,
    image: item.image,
    unit_price_paise: item.offerPricePaise,
    original_price_paise: item.originalPricePaise,
    quantity,
    position,
    options: "[]",
  }));

  const redemption = draft.coupon
    ? {
        coupon_id: draft.coupon.id,
        user_id: draft.customer.id,
        order_id: draft.id,
        created_at: draft.placedAt,
        // A rejected or cancelled order gives its coupon back.
        released_at: draft.status === "rejected" || draft.status === "cancelled" ? lastAt : null,
      }
    : null;

  return {
    order,
    lines,
    changes,
    ledger: delivered ? ledgerRows(draft, order, charges, deliveredAt!) : [],
    redemption,
    deliveredAt,
    cashPaise,
  };
}

/** The delivered order's entries as insertPostings (ledger-sql.ts) writes them, at the delivery's time. */
function ledgerRows(draft: OrderDraft, order: SqlRow, charges: Charges, at: Date): SqlRow[] {
  const pickup = draft.fulfilment === "pickup";
  const km = riderDistanceKm(draft.distanceKm);
  const riderId = order.rider_id as string | null;
  const method = order.paid_by as PaymentCollectionMethod;
  const postings = deliveredOrderPostings({
    itemsPaise: order.items_total_paise as number,
    deliveryFeePaise: order.delivery_charge_paise as number,
    discountPaise: order.discount_paise as number,
    discountBorneBy: draft.coupon?.restaurantBorne ? "RESTAURANT" : "SERVICE",
    taxPaise: order.tax_paise as number,
    tipPaise: order.tip_paise as number,
    totalPaise: order.total_paise as number,
    collectedPaise: method === "UPI" ? null : (order.cash_collected_paise as number | null),
    collectedBy: pickup ? "COUNTER" : "DELIVERY",
    commissionPercent: charges.payouts.defaultCommissionPercent,
    gstRegistered: charges.tax.gstin !== null,
    riderFee: pickup || !riderId ? null : { paise: riderFeePaise(charges.riderPay, km), distanceKm: km },
  });
  return postings.map((posting) => ({
    at,
    account: posting.account,
    kind: posting.kind,
    amount_paise: String(posting.amountPaise),
    order_id: draft.id,
    restaurant_id: draft.restaurant.id,
    rider_id: posting.account === "RIDER" || posting.kind === "COLLECTED" ? riderId : null,
    method: posting.kind === "COLLECTED" ? method : null,
    distance_km: posting.distanceKm === undefined || posting.distanceKm === null ? null : String(posting.distanceKm),
  }));
}
