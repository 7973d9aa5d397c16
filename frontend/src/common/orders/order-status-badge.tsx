import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../gql/graphql";
import { orderStatusLabelKey, orderStatusTone, type OrderStatusTone } from "./order-status";
import styles from "./order-status-badge.module.css";

const TONE_CLASS: Record<OrderStatusTone, string | undefined> = {
  success: styles.success,
  error: styles.error,
  default: styles.neutral,
};

/**
 * An order's status as a small coloured badge (docs/architecture.md#behaviour: confirmed green, rejected red). Solid
 * colours with white text: antd's pale Tag colours miss the 4.5:1 contrast for red and green.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${TONE_CLASS[orderStatusTone(status)] ?? ""}`}>{t(orderStatusLabelKey(status))}</span>;
}
