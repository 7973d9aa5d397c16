import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees, formatTime } from "../../common/formatters";
import { paiseOf } from "../../common/rupees";
import { graphql } from "../../gql";
import styles from "../rider.module.css";

/** What the "Delivered today" list shows of an order: its number, how it ended, the cash taken and the tip in it. */
export const RiderDeliveredTodayFragment = graphql(`
  fragment RiderDeliveredToday_Order on Order {
    id
    shortId
    status
    cashCollected
    paidBy
    total
    tip
    deliveredAt
    updatedAt
  }
`);

/** Today's ended deliveries, newest first: delivered (with the cash collected, or paid by UPI) or not delivered. */
export function DeliveredToday({ orders }: { orders: readonly (FragmentType<typeof RiderDeliveredTodayFragment> & { id: string })[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="rider-today">
      <h2 id="rider-today" className={styles.sectionHeading}>
        {t("rider.today.heading")}
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{t("rider.today.empty")}</p>
      ) : (
        <ul className={styles.todayList}>
          {orders.map((order) => (
            <DeliveredTodayRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeliveredTodayRow(props: { order: FragmentType<typeof RiderDeliveredTodayFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: RiderDeliveredTodayFragment,
    fragmentName: "RiderDeliveredToday_Order",
    from: props.order,
  });
  if (!complete) return null;
  const delivered = order.status === "DELIVERED";
  return (
    <li className={styles.todayRow}>
      <span className={styles.todayNumber}>{t("rider.order.number", { number: order.shortId })}</span>
      <span className={`${styles.todayStatus} ${delivered ? styles.todayDelivered : styles.todayFailed}`}>
        {t(`rider.order.status.${order.status}`)}
      </span>
      <span className={styles.todayTime}>{formatTime(order.deliveredAt ?? order.updatedAt)}</span>
      <span className={styles.todayCash}>
        {delivered && order.paidBy === "UPI"
          ? t("rider.today.paidByUpi", { amount: formatRupees(order.total) })
          : delivered && order.cashCollected !== null && order.cashCollected !== undefined
            ? paiseOf(order.tip) > 0
              ? t("rider.today.collectedWithTip", { amount: formatRupees(order.cashCollected), tip: formatRupees(order.tip) })
              : t("rider.today.collected", { amount: formatRupees(order.cashCollected) })
            : t("rider.today.noCash")}
      </span>
    </li>
  );
}
