import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDate, formatRupees } from "../../common/formatters";
import type { AdminOpsDashboardQuery } from "../../gql/graphql";
import { COUNTED_STATUSES, ordersHref } from "../orders/order-list-params";
import { barPercent, dayOfMonth, scaleTopOf } from "./chart-scale";
import styles from "./dashboard.module.css";

type Day = AdminOpsDashboardQuery["dashboard"]["days"][number];

/** Where a day's bar leads: that day's counted orders (the ones the figures add up). */
export const dayHref = (date: string) => ordersHref({ date, statuses: COUNTED_STATUSES });

/**
 * One bar chart of the last 14 days, drawn with CSS. Every bar is a link to that day's orders
 * whose name says the day's figures, so the chart is readable without seeing it; the table
 * beside it (DayTable) gives every number too.
 */
export function DayChart({ days, metric, today }: { days: Day[]; metric: "orders" | "revenue"; today: string }) {
  const { t } = useTranslation();
  const values = days.map((day) => (metric === "orders" ? day.orders : day.revenue));
  const top = scaleTopOf(values);
  const topLabel = metric === "orders" ? String(top) : formatRupees(top);
  const title = metric === "orders" ? t("adminOps.dashboard.ordersPerDay") : t("adminOps.dashboard.revenuePerDay");

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div className={styles.plot}>
        <span className={styles.axisTop} aria-hidden="true">
          {topLabel}
        </span>
        <ol className={styles.bars}>
          {days.map((day, index) => (
            <li key={day.date} className={styles.barSlot}>
              <Link
                to={dayHref(day.date)}
                className={day.date === today ? `${styles.barLink} ${styles.today}` : styles.barLink}
                aria-label={t("adminOps.dashboard.dayLabel", {
                  date: formatDate(day.date),
                  count: day.orders,
                  revenue: formatRupees(day.revenue),
                })}
              >
                <span className={styles.barTrack}>
                  <span
                    className={metric === "orders" ? styles.barOrders : styles.barRevenue}
                    style={{ height: `${barPercent(values[index] ?? 0, top)}%` }}
                  />
                </span>
                <span className={styles.dayTick} aria-hidden="true">
                  {dayOfMonth(day.date)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

/** The chart's figures as a table: the accessible (and exact) view of the same 14 days. */
export function DayTable({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.dayTable}>
      <caption className="sr-only">{t("adminOps.dashboard.lastDays")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("adminOps.dashboard.date")}</th>
          <th scope="col">{t("adminOps.dashboard.orders")}</th>
          <th scope="col">{t("adminOps.dashboard.revenue")}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.date}>
            <th scope="row">
              <Link to={dayHref(day.date)}>{formatDate(day.date)}</Link>
            </th>
            <td>{day.orders}</td>
            <td>{formatRupees(day.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
