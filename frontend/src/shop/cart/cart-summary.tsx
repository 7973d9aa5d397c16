import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { BillLines } from "../../common/orders/bill-lines";
import { graphql } from "../../gql";
import type { Fulfilment } from "../../gql/graphql";
import { cartBillView } from "./cart-bill-view";

/**
 * The cart's bill as the sheet and checkout show it (`$addressId`: checkout's chosen address,
 * null on the sheet), and its items total, which a quantity change moves before the server answers.
 */
export const CartSummaryFragment = graphql(`
  fragment CartSummary_Cart on Cart {
    id
    itemsTotal
    bill(addressId: $addressId, fulfilment: $fulfilment) {
      ...BillLines_Bill @unmask
    }
  }
`);

/**
 * The server's bill (docs/architecture.md#pricing) under the spec's words: 'Items Total',
 * 'Delivery Charges', any discount, taxes and tip between, and 'Total Amount'
 * (docs/architecture.md#screens). While a quantity change is on its way the items total is the
 * expected one and the rest, which only the server can price, is greyed until it answers.
 */
export function CartSummary(props: {
  cart: FragmentType<typeof CartSummaryFragment>;
  addressId: string | null;
  /** Checkout's delivery or pick up; none on the sheet (a delivery). */
  fulfilment?: Fulfilment;
  /** The bill of another address is on its way: every figure is greyed. */
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const { data: cart, complete } = useFragment({
    fragment: CartSummaryFragment,
    fragmentName: "CartSummary_Cart",
    from: props.cart,
    variables: { addressId: props.addressId, fulfilment: props.fulfilment },
  });
  if (!complete) return null;
  const { bill, expectedItemsTotal } = cartBillView(cart.itemsTotal, cart.bill);
  return (
    <BillLines
      bill={bill}
      labels={{ ITEMS: t("cartSheet.itemsTotal"), DELIVERY_FEE: t("cartSheet.deliveryCharges") }}
      totalLabel={t("cartSheet.totalAmount")}
      amounts={expectedItemsTotal === null ? undefined : { ITEMS: expectedItemsTotal }}
      pending={expectedItemsTotal !== null || props.pending}
    />
  );
}
