import { useTranslation } from "react-i18next";
import { badgeLabel } from "../orders/new-orders-badge";
import styles from "./admin-layout.module.css";

/**
 * The new-orders badge: a number (or "99+") seen by eyes, and ", 3 new orders" added to the
 * name of the link or button it sits in for screen readers. Nothing when there are none.
 */
export function NewOrdersCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const label = badgeLabel(count, t("liveOrders.adminFeed.newOrdersOverflow"));
  if (label === null) return null;
  return (
    <>
      <span className={styles.newBadge} aria-hidden="true">
        {label}
      </span>
      <span className="sr-only">, {t("liveOrders.adminFeed.newOrders", { count })}</span>
    </>
  );
}
