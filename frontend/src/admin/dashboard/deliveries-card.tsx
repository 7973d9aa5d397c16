import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { graphql } from "../../gql";
import type { DeliveriesCard_OrderDashboardFragment } from "../../gql/graphql";
import { ordersHref } from "../orders/order-list-params";
import styles from "./dashboard.module.css";

/** The riders' last 14 days: failed deliveries, minutes from pick-up to the door, per rider. */
export const DeliveriesCardFragment = graphql(`
  fragment DeliveriesCard_OrderDashboard on OrderDashboard {
    failedDeliveries
    averageMinutesToDoor
    riders {
      riderId
      name
      deliveries
      failedDeliveries
      averageMinutesToDoor
    }
  }
`);

interface DeliveriesCardProps {
  dashboard: DeliveriesCard_OrderDashboardFragment;
  /** The window's first and last day (YYYY-MM-DD), for the link to its failed orders. */
  from: string;
  to: string;
}

/**
 * The dashboard's 'Deliveries' card: failed deliveries (a link to those orders) and the average
 * minutes from pick-up to the door over the last 14 days, then a table per rider.
 */
export function DeliveriesCard({ dashboard, from, to }: DeliveriesCardProps) {
  const { t } = useTranslation();
  const minutes = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t("adminRiders.dashboard.noAverage")
      : t("adminRiders.dashboard.minutes", { count: Math.round(value) });

  return (
    <section aria-labelledby="dashboard-deliveries" className={styles.section}>
      <h2 id="dashboard-deliveries" className={styles.sectionTitle}>
        {t("adminRiders.dashboard.title")}
      </h2>
      <ul className={styles.deliveryStats}>
        <li>
          <Link
            to={ordersHref({ statuses: ["DELIVERY_FAILED"], from, to })}
            className={dashboard.failedDeliveries > 0 ? `${styles.stat} ${styles.attention}` : styles.stat}
          >
            <span className={styles.statLabel}>{t("adminRiders.dashboard.failed")}</span>
            <span className={styles.statValue}>{dashboard.failedDeliveries}</span>
            <span className={styles.statHint}>{t("adminRiders.dashboard.viewFailed")}</span>
          </Link>
        </li>
        <li>
          <div className={styles.stat}>
            <span className={styles.statLabel}>{t("adminRiders.dashboard.averageToDoor")}</span>
            <span className={styles.statValue}>{minutes(dashboard.averageMinutesToDoor)}</span>
          </div>
        </li>
      </ul>
      {dashboard.riders.length === 0 ? (
        <p className={styles.note}>{t("adminRiders.dashboard.none")}</p>
      ) : (
        <table className={styles.riderTable}>
          <caption className={styles.tableCaption}>{t("adminRiders.dashboard.perRider")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("adminRiders.dashboard.rider")}</th>
              <th scope="col">{t("adminRiders.dashboard.deliveries")}</th>
              <th scope="col">{t("adminRiders.dashboard.failedColumn")}</th>
              <th scope="col">{t("adminRiders.dashboard.averageColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.riders.map((rider) => (
              <tr key={rider.riderId}>
                <th scope="row">{rider.name}</th>
                <td data-label={t("adminRiders.dashboard.deliveries")}>{rider.deliveries}</td>
                <td data-label={t("adminRiders.dashboard.failedColumn")}>{rider.failedDeliveries}</td>
                <td data-label={t("adminRiders.dashboard.averageColumn")}>{minutes(rider.averageMinutesToDoor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
