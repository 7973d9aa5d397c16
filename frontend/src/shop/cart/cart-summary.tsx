import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import type { ShopCart } from "./cart-documents";
import styles from "./cart.module.css";

/** Items Total, Delivery Charges (₹30, 0 when empty) and Total Amount (spec §2, §9). */
export function CartSummary({ cart }: { cart: Pick<ShopCart, "itemsTotal" | "deliveryCharge" | "total"> }) {
  const { t } = useTranslation();
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
  cart: Pick<ShopCart, "canCheckout" | "items" | "restaurantIsOpenNow" | "restaurantName" | "hasUnavailableItems">,
  t: TFunction,
): string | null {
  if (cart.canCheckout || cart.items.length === 0) return null;
  if (cart.restaurantIsOpenNow === false) return t("cart.restaurantClosed", { restaurant: cart.restaurantName ?? "" });
  return t("cart.itemsUnavailable");
}
