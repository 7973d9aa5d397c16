import type { BillLines_BillFragment } from "../../gql/graphql";

/**
 * An empty cart's bill has no lines; the sheet still shows the spec's three figures at ₹0
 * (docs/architecture.md#screens: no delivery charge for an empty cart).
 */
export const EMPTY_CART_BILL: BillLines_BillFragment = {
  __typename: "Bill",
  lines: [
    { __typename: "BillLine", kind: "ITEMS", label: "", amount: 0 },
    { __typename: "BillLine", kind: "DELIVERY_FEE", label: "", amount: 0 },
  ],
  total: 0,
};

export interface CartBillView {
  bill: BillLines_BillFragment;
  /** A quantity change is on its way: the bill's items line is shown at this expected total, the rest greyed. */
  expectedItemsTotal: number | null;
}

/**
 * What the cart's summary shows of the cart's last bill and its items total: the bill, unless
 * the cart is empty (EMPTY_CART_BILL); and, when the items total no longer matches the bill's
 * items line (an optimistic quantity change wrote the first and left the second), that total.
 */
export function cartBillView(itemsTotal: number, bill: BillLines_BillFragment): CartBillView {
  const shown = bill.lines.length === 0 && itemsTotal === 0 ? EMPTY_CART_BILL : bill;
  const itemsLine = shown.lines.find((line) => line.kind === "ITEMS");
  const changing = itemsLine ? itemsLine.amount !== itemsTotal : itemsTotal > 0;
  return { bill: shown, expectedItemsTotal: changing ? itemsTotal : null };
}
