import type { BillLines_BillFragment } from "../../gql/graphql";
import { cartBillView, EMPTY_CART_BILL } from "./cart-bill-view";

const line = (kind: BillLines_BillFragment["lines"][number]["kind"], amount: number) => ({
  __typename: "BillLine" as const,
  kind,
  label: kind,
  amount,
});
const bill = (total: number, ...lines: ReturnType<typeof line>[]): BillLines_BillFragment => ({ __typename: "Bill", lines, total });

describe("cartBillView", () => {
  const served = bill(230, line("ITEMS", 240), line("DELIVERY_FEE", 30), line("DISCOUNT", -60), line("TIP", 20));

  it("shows the server's bill as it is when its items line is the cart's items total", () => {
    expect(cartBillView(240, served)).toEqual({ bill: served, expectedItemsTotal: null });
  });

  it("names the expected items total while a quantity change is on its way (the bill is still the last answer's)", () => {
    expect(cartBillView(360, served)).toEqual({ bill: served, expectedItemsTotal: 360 });
    expect(cartBillView(0, served)).toEqual({ bill: served, expectedItemsTotal: 0 });
  });

  it("shows an empty cart's bill as Items Total, Delivery Charges and Total Amount at ₹0", () => {
    expect(cartBillView(0, bill(0))).toEqual({ bill: EMPTY_CART_BILL, expectedItemsTotal: null });
    expect(EMPTY_CART_BILL.lines.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["ITEMS", 0],
      ["DELIVERY_FEE", 0],
    ]);
    expect(EMPTY_CART_BILL.total).toBe(0);
  });

  it("waits for the server when items came into a cart whose last bill was empty (a dish added on a menu)", () => {
    const empty = bill(0);
    expect(cartBillView(120, empty)).toEqual({ bill: empty, expectedItemsTotal: 120 });
  });
});
