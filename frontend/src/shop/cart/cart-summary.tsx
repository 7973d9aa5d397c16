import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { BillLines } from "../../common/orders/bill-lines";
import { graphql } from "../../gql";
import type { BillLines_BillFragment } from "../../gql/graphql";

/**
 * The cart's bill as the sheet and checkout show it (`$addressId`: checkout's chosen address,
 * null on the sheet), and its items total, which a quantity change moves before the server answers.
 */
export const CartSummaryFragment = graphql(`
  fragment CartSummary_Cart on Cart {
    id
    itemsTotal
    bill(addressId: $addressId) {
      ...BillLines_Bill @unmask
    }
  }
`);

/**
 * An empty cart's bill has no lines; the sheet still shows the spec's three figures at ₹0
 * (docs/architecture.md#screens: no delivery charge for an empty cart).
 */
const EMPTY_CART_BILL: BillLines_BillFragment = {
  __typename: "Bill",
  lines: [
    { __typename: "BillLine", kind: "ITEMS", label: "", amount: 0 },
    { __typename: "BillLine", kind: "DELIVERY_FEE", label: "", amount: 0 },
  ],
  total: 0,
};

/**
 * The server's bill (docs/architecture.md#pricing) under the spec's words: 'Items Total',
 * 'Delivery Charges', any discount, taxes and tip between, and 'Total Amount'
 * (docs/architecture.md#screens). While a quantity change is on its way the items total is the
 * expected one and the rest, which only the server can price, is greyed until it answers.
 */
export function CartSummary(props: {
  cart: FragmentType<typeof CartSummaryFragment>;
  addressId: string | null;
  /** The bill of another address is on its way: every figure is greyed. */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const { data: cart, complete } = useFragment({
    fragment: CartSummaryFragment,
    fragmentName: "CartSummary_Cart",
    from: props.cart,
    variables: { addressId: props.addressId },
  });
  if (!complete) return null;
  const bill = cart.bill.lines.length === 0 && cart.itemsTotal === 0 ? EMPTY_CART_BILL : cart.bill;
  const itemsLine = bill.lines.find((line) => line.kind === "ITEMS");
  const changing = itemsLine ? itemsLine.amount !== cart.itemsTotal : cart.itemsTotal > 0;
  return (
    <BillLines
      bill={bill}
      labels={{ ITEMS: t("cartSheet.itemsTotal"), DELIVERY_FEE: t("cartSheet.deliveryCharges") }}
      totalLabel={t("cartSheet.totalAmount")}
      amounts={changing ? { ITEMS: cart.itemsTotal } : undefined}
      pending={changing || props.pending}
    />
  );
}

/** Why the cart cannot be ordered now, or null when it can (or is empty). */
export function checkoutBlocker(
  cart: {
    canCheckout: boolean;
    itemCount: number;
    itemsTotal: number;
    minimumOrderShortfall?: number | null;
    restaurantIsOpenNow?: boolean | null;
    restaurantName?: string | null;
  },
  t: TFunction,
): string | null {
  if (cart.canCheckout || cart.itemCount === 0) return null;
  if (cart.restaurantIsOpenNow === false) return t("cartSheet.restaurantClosed", { restaurant: cart.restaurantName ?? "" });
  if (typeof cart.minimumOrderShortfall === "number" && cart.minimumOrderShortfall > 0) {
    return t("cartSheet.minimumOrderShortfall", {
      missing: formatRupees(cart.minimumOrderShortfall),
      minimum: formatRupees(cart.itemsTotal + cart.minimumOrderShortfall),
    });
  }
  return t("cartSheet.itemsUnavailable");
}
