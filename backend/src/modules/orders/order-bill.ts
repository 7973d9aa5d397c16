import type { BillLineSnapshot } from "../cart/bill";
import type { Order } from "./order.entity";

/**
 * The order's bill as placed; an order placed before bills were kept (no bill_lines) had only
 * its items and the flat delivery charge, and its total is their sum.
 */
export function orderBillLines(order: Pick<Order, "billLines" | "itemsTotalPaise" | "deliveryChargePaise">): BillLineSnapshot[] {
  if (order.billLines) return order.billLines;
  return [
    { kind: "ITEMS", labelKey: "items", params: {}, amountPaise: order.itemsTotalPaise },
    { kind: "DELIVERY_FEE", labelKey: "deliveryFee", params: {}, amountPaise: order.deliveryChargePaise },
  ];
}
