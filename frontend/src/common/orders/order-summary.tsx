import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatOrderNumber } from "../formatters";
import { graphql } from "../../gql";
import { OrderStatusBadge } from "./order-status-badge";
import styles from "./order-details.module.css";

/** The order's facts at the top of 'Order Details'. */
export const OrderSummaryFragment = graphql(`
  fragment OrderSummary_Order on Order {
    id
    createdAt
    status
    restaurantName
    rejectionReason
    deliverAt
  }
`);

/** Order ID, when it was placed, for when it is scheduled (an order for later), its status badge, the restaurant, and why staff rejected it. */
export function OrderSummary(props: { order: FragmentType<typeof OrderSummaryFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderSummaryFragment, fragmentName: "OrderSummary_Order", from: props.order });
  if (!complete) return null;
  return (
    <>
      <dl className={styles.summary}>
        <div>
          <dt>{t("account.orderId")}</dt>
          <dd className={styles.strong}>{t("account.orderNumber", { number: formatOrderNumber(order.id) })}</dd>
        </div>
        <div>
          <dt>{t("account.placedOn")}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        {order.deliverAt && (
          <div>
            <dt>{t("account.scheduledFor")}</dt>
            <dd className={styles.strong}>{formatDateTime(order.deliverAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t("account.orderStatus")}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t("account.restaurant")}</dt>
          <dd>{order.restaurantName}</dd>
        </div>
      </dl>
      {order.rejectionReason && <p className={styles.reason}>{t("account.rejectionReason", { reason: order.rejectionReason })}</p>}
    </>
  );
}
