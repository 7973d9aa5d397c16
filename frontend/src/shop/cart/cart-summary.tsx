import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import styles from "./cart.module.css";

/** The cart's figures as the price summary shows them. */
export const CartSummaryFragment = graphql(`
  fragment CartSummary_Cart on Cart {
    id
    itemsTotal
    deliveryCharge
    total
  }
`);

/** Items Total, Delivery Charges (₹30, 0 when empty) and Total Amount (docs/architecture.md#screens, #constants). */
export function CartSummary(props: { cart: FragmentType<typeof CartSummaryFragment> }) {
  const { t } = useTranslation();
  const { data: cart, complete } = useFragment({ fragment: CartSummaryFragment, fragmentName: "CartSummary_Cart", from: props.cart });
  if (!complete) return null;
  return (
    <dl className={styles.summary}>
      <div className={styles.summaryRow}>
        <dt>{t("cart.itemsTotal")}</dt>
        <dd>{formatRupees(cart.itemsTotal)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>{t("cart.deliveryCharges")}</dt>
        <dd>{formatRupees(cart.deliveryCharge)}</dd>
      </div>
      <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
        <dt>{t("cart.totalAmount")}</dt>
        <dd>{formatRupees(cart.total)}</dd>
      </div>
    </dl>
  );
}

/** Why the cart cannot be ordered now, or null when it can (or is empty). */
export function checkoutBlocker(
  cart: { canCheckout: boolean; itemCount: number; restaurantIsOpenNow?: boolean | null; restaurantName?: string | null },
  t: TFunction,
): string | null {
  if (cart.canCheckout || cart.itemCount === 0) return null;
  if (cart.restaurantIsOpenNow === false) return t("cart.restaurantClosed", { restaurant: cart.restaurantName ?? "" });
  return t("cart.itemsUnavailable");
}
