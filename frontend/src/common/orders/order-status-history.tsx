import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../formatters";
import { graphql } from "../../gql";
import { orderStatusLabelKey } from "./order-status";
import styles from "./order-details.module.css";

/** Every change of the order's status, oldest first; who made it is given to staff only. */
export const OrderStatusHistoryFragment = graphql(`
  fragment OrderStatusHistory_Order on Order {
    id
    statusHistory {
      changedAt
      toStatus
      reason
      changedByName
    }
  }
`);

/** 'Status History': each status with its time, who set it (staff see it) and the reason given. */
export function OrderStatusHistory(props: { order: FragmentType<typeof OrderStatusHistoryFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderStatusHistoryFragment,
    fragmentName: "OrderStatusHistory_Order",
    from: props.order,
  });
  if (!complete || order.statusHistory.length === 0) return null;
  return (
    <section aria-labelledby={`order-history-${order.id}`}>
      <h3 id={`order-history-${order.id}`} className={styles.heading}>
        {t("account.statusHistory")}
      </h3>
      <ol className={styles.history}>
        {order.statusHistory.map((step) => (
          <li key={`${step.toStatus}-${step.changedAt}`}>
            <span className={styles.strong}>{t(orderStatusLabelKey(step.toStatus))}</span>{" "}
            <time dateTime={step.changedAt} className={styles.muted}>
              {formatDateTime(step.changedAt)}
            </time>
            {step.changedByName && <span className={styles.muted}> · {t("account.changedBy", { name: step.changedByName })}</span>}
            {step.reason && <span className={styles.stepReason}>{t("account.statusReason", { reason: step.reason })}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
