import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { useFragment } from "@apollo/client/react";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupees } from "../../common/formatters";
import { paiseOf } from "../../common/rupees";
import { graphql } from "../../gql";
import { RiderAction } from "./rider-action";
import { cashDifferencePaise } from "./rider-assignment";
import styles from "./orders.module.css";

/** Who delivers the order, when, and (delivered) the cash the rider collected, or (failed) why not. */
export const OrderDeliveryFragment = graphql(`
  fragment OrderDelivery_Order on Order {
    id
    status
    fulfilment
    total
    tip
    rider {
      id
      name
      phone
    }
    assignedAt
    pickedUpAt
    deliveredAt
    cashCollected
    cashNote
    deliveryFailureReason
    payAtDoorBy
    paidBy
    upiReference
    upiConfirmedAt
  }
`);

/**
 * The 'Delivery' section of the staff's 'Order Details' (admins and superadmins alike): the
 * rider with the assign/reassign action, the customer's tip for the rider (in the total, the
 * rider's own, out of the cash owed to the office), the times, the rider's reason when the delivery
 * failed, and for a delivered order the cash collected against the total with the rider's note, or the
 * UPI payment's reference (docs/money.md#upi-at-the-door).
 * Read from the cache by id: for admins the order list fetched it.
 */
export function OrderDelivery({ orderId, onStale }: { orderId: string; onStale: () => void }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderDeliveryFragment,
    fragmentName: "OrderDelivery_Order",
    from: { __typename: "Order", id: orderId },
  });
  if (!complete) return null;
  const headingId = `order-delivery-${order.id}`;
  const difference =
    order.cashCollected === null || order.cashCollected === undefined ? 0 : cashDifferencePaise(order.cashCollected, order.total);

  return (
    <section aria-labelledby={headingId} className={styles.delivery}>
      <h2 id={headingId} className={styles.dialogHeading}>
        {t("adminRiders.delivery.title")}
      </h2>
      {order.status === "DELIVERY_FAILED" && (
        <Alert
          type="error"
          showIcon
          className={styles.notice}
          title={t("adminRiders.delivery.failedTitle")}
          description={
            <div className={styles.failure}>
              <p className={styles.plain}>
                {order.deliveryFailureReason
                  ? t("adminRiders.delivery.failureReason", { reason: order.deliveryFailureReason })
                  : t("adminRiders.delivery.noReason")}
              </p>
              <p className={styles.plain}>{t("adminRiders.delivery.failedHint")}</p>
            </div>
          }
        />
      )}
      {order.fulfilment === "PICKUP" && (
        <p>
          <span className={styles.pickupTag}>{t("adminOps.orders.pickupTag")}</span> {t("adminOps.orders.pickupNote")}
        </p>
      )}
      <dl className={styles.pairs}>
        {order.fulfilment !== "PICKUP" && (
          <div>
            <dt>{t("adminRiders.delivery.rider")}</dt>
            <dd className={styles.riderLine}>
              {order.rider ? (
                <span className={styles.strong}>{order.rider.name}</span>
              ) : (
                <span className={styles.muted}>{t("adminRiders.delivery.noRider")}</span>
              )}
              <RiderAction order={order} onStale={onStale} />
            </dd>
          </div>
        )}
        {order.rider?.phone && (
          <div>
            <dt>{t("adminRiders.delivery.phone")}</dt>
            <dd>
              <a href={`tel:+91${order.rider.phone}`}>{order.rider.phone}</a>
            </dd>
          </div>
        )}
        {paiseOf(order.tip) > 0 && (
          <div className={styles.wide}>
            <dt>{t("adminRiders.delivery.tip")}</dt>
            <dd className={styles.stack}>
              <span className={styles.strong}>{formatRupees(order.tip)}</span>
              <span className={styles.muted}>{t("adminRiders.delivery.tipHint")}</span>
            </dd>
          </div>
        )}
        {order.assignedAt && (
          <div>
            <dt>{t("adminRiders.delivery.assignedAt")}</dt>
            <dd>{formatDateTime(order.assignedAt)}</dd>
          </div>
        )}
        {order.pickedUpAt && (
          <div>
            <dt>{t("adminRiders.delivery.pickedUpAt")}</dt>
            <dd>{formatDateTime(order.pickedUpAt)}</dd>
          </div>
        )}
        {order.deliveredAt && (
          <div>
            <dt>{t("adminRiders.delivery.deliveredAt")}</dt>
            <dd>{formatDateTime(order.deliveredAt)}</dd>
          </div>
        )}
      </dl>
      {order.status !== "DELIVERED" && order.payAtDoorBy === "UPI" && <p>{t("adminRiders.delivery.paysByUpi")}</p>}
      {order.status === "DELIVERED" && order.paidBy === "UPI" && (
        <dl className={`${styles.pairs} ${styles.cash}`}>
          <div>
            <dt>{t("adminRiders.delivery.paidByUpi")}</dt>
            <dd className={styles.strong}>{formatRupees(order.total)}</dd>
          </div>
          <div>
            <dt>{t("adminRiders.delivery.upiReference")}</dt>
            <dd className={styles.stack}>
              <span>{order.upiReference}</span>
              <span className={styles.muted}>
                {order.upiConfirmedAt
                  ? t("adminRiders.delivery.upiConfirmed", { time: formatDateTime(order.upiConfirmedAt) })
                  : t("adminRiders.delivery.upiNotConfirmed")}
              </span>
            </dd>
          </div>
        </dl>
      )}
      {order.status === "DELIVERED" && order.cashCollected !== null && order.cashCollected !== undefined && (
        <dl className={`${styles.pairs} ${styles.cash}`}>
          <div>
            <dt>{t("adminRiders.delivery.orderTotal")}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
          <div>
            <dt>{t("adminRiders.delivery.cashCollected")}</dt>
            <dd className={styles.stack}>
              <span className={styles.strong}>{formatRupees(order.cashCollected)}</span>
              {difference < 0 && (
                <span className={styles.short}>
                  <WarningOutlined aria-hidden /> {t("adminRiders.delivery.short", { amount: formatRupees(-difference / 100) })}
                </span>
              )}
              {difference > 0 && (
                <span className={styles.muted}>{t("adminRiders.delivery.over", { amount: formatRupees(difference / 100) })}</span>
              )}
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>{t("adminRiders.delivery.cashNote")}</dt>
            <dd>{order.cashNote ? order.cashNote : <span className={styles.muted}>{t("adminRiders.delivery.noNote")}</span>}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
