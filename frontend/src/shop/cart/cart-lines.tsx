import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { Fulfilment } from "../../gql/graphql";
import { CartLineItem } from "./cart-line-item";
import { useCartLineActions } from "./use-cart-line-actions";
import styles from "./cart.module.css";

/** The cart's lines, in the cart's order. */
export const CartLinesFragment = graphql(`
  fragment CartLines_Cart on Cart {
    id
    items {
      id
      ...CartLineItem_CartLine
    }
  }
`);

/**
 * The cart's lines with their quantity buttons, as the cart sheet and checkout list them. Each
 * change answers with the whole cart, so the lines, the totals and the badge follow it.
 */
export function CartLines(props: {
  cart: FragmentType<typeof CartLinesFragment>;
  /** No changes now (the order is being placed). */
  disabled?: boolean;
  /** The address whose bill a change answers with: checkout's chosen one; none on the sheet. */
  addressId?: string | null;
  /** Checkout's delivery or pick up, whose bill a change answers with; none on the sheet. */
  fulfilment?: Fulfilment;
  /** After a change the server accepted. */
  onChanged?: () => void;
  label?: string;
}) {
  const { data: cart, complete } = useFragment({ fragment: CartLinesFragment, fragmentName: "CartLines_Cart", from: props.cart });
  const actions = useCartLineActions(cart.id, props.addressId ?? null, props.onChanged, props.fulfilment);
  if (!complete) return null;
  return (
    <ul className={styles.lines} aria-label={props.label}>
      {cart.items.map((line) => (
        <CartLineItem key={line.id} line={line} actions={actions} disabled={props.disabled ?? false} />
      ))}
    </ul>
  );
}
