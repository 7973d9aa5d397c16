import { useQuery } from "@apollo/client/react";
import { Alert, Button, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { formatRupees } from "../../common/formatters";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { PushOptIn } from "../../common/push/push-opt-in";
import { orderStatusLabelKey } from "../../common/orders/order-status";
import { OrderStatusBadge } from "../../common/orders/order-status-badge";
import { useOrderFeed } from "../orders/live-orders";
import { COUNTED_STATUSES, ordersHref } from "../orders/order-list-params";
import { AdminOpsDashboardDocument } from "./dashboard-documents";
import { DayChart, dayHref, DayTable } from "./day-chart";
import { DeliveriesCard } from "./deliveries-card";
import { MoneyCard } from "./money-card";
import styles from "./dashboard.module.css";

/**
 * The figures are asked again whenever an order is placed or moved on (live); and this often in
 * case the live connection cannot be made at all.
 */
const REFRESH_MS = 120_000;

/**
 * /admin/dashboard: today's orders and revenue, the orders waiting for action, orders by status,
 * the last 14 days, the riders' deliveries and the best sellers. Every figure links to the order list it counts.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const { data, error, refetch } = useQuery(AdminOpsDashboardDocument, { fetchPolicy: "cache-and-network", pollInterval: REFRESH_MS });
  const dashboard = data?.dashboard;
  useOrderFeed(() => void refetch().catch(() => undefined));

  let body;
  if (error && !dashboard) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, t("adminOps.dashboard.loadFailed"))}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (!dashboard) {
    body = <Skeleton active paragraph={{ rows: 10 }} aria-label={t("adminOps.dashboard.loading")} />;
  } else {
    const todayHref = dayHref(dashboard.today);
    const first = dashboard.days[0]?.date ?? dashboard.today;
    const rangeHref = ordersHref({ from: first, to: dashboard.today, statuses: COUNTED_STATUSES });
    body = (
      <>
        <section aria-labelledby="dashboard-today" className={styles.section}>
          <h2 id="dashboard-today" className={styles.sectionTitle}>
            {t("adminOps.dashboard.today")}
          </h2>
          <ul className={styles.stats}>
            <li>
              <Link to={todayHref} className={styles.stat}>
                <span className={styles.statLabel}>{t("adminOps.dashboard.ordersToday")}</span>
                <span className={styles.statValue}>{dashboard.ordersToday}</span>
              </Link>
            </li>
            <li>
              <Link to={todayHref} className={styles.stat}>
                <span className={styles.statLabel}>{t("adminOps.dashboard.revenueToday")}</span>
                <span className={styles.statValue}>{formatRupees(dashboard.revenueToday)}</span>
              </Link>
            </li>
            <li>
              <Link
                to={ordersHref({ statuses: ["PENDING"] })}
                className={dashboard.waitingForAction > 0 ? `${styles.stat} ${styles.attention}` : styles.stat}
              >
                <span className={styles.statLabel}>{t("adminOps.dashboard.waiting")}</span>
                <span className={styles.statValue}>{dashboard.waitingForAction}</span>
                <span className={styles.statHint}>{t("adminOps.dashboard.waitingHint")}</span>
              </Link>
            </li>
          </ul>
        </section>

        <MoneyCard />

        <section aria-labelledby="dashboard-days" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="dashboard-days" className={styles.sectionTitle}>
              {t("adminOps.dashboard.lastDays")}
            </h2>
            <Link to={rangeHref}>{t("adminOps.dashboard.viewRange")}</Link>
          </div>
          <p className={styles.note}>{t("adminOps.dashboard.countedNote")}</p>
          <div className={styles.charts}>
            <DayChart days={dashboard.days} metric="orders" today={dashboard.today} />
            <DayChart days={dashboard.days} metric="revenue" today={dashboard.today} />
          </div>
          <details className={styles.tableToggle}>
            <summary>{t("adminOps.dashboard.showTable")}</summary>
            <DayTable days={dashboard.days} />
          </details>
        </section>

        <DeliveriesCard dashboard={dashboard} from={first} to={dashboard.today} />

        <div className={styles.columns}>
          <section aria-labelledby="dashboard-status" className={styles.section}>
            <h2 id="dashboard-status" className={styles.sectionTitle}>
              {t("adminOps.dashboard.byStatus")}
            </h2>
            <ul className={styles.statusList}>
              {dashboard.byStatus.map((entry) => (
                <li key={entry.status}>
                  <Link
                    to={ordersHref({ statuses: [entry.status] })}
                    className={styles.statusRow}
                    aria-label={t("adminOps.dashboard.statusCount", { count: entry.count, status: t(orderStatusLabelKey(entry.status)) })}
                  >
                    <OrderStatusBadge status={entry.status} />
                    <span className={styles.statusCount}>{entry.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="dashboard-top" className={styles.section}>
            <h2 id="dashboard-top" className={styles.sectionTitle}>
              {t("adminOps.dashboard.topItems")}
            </h2>
            {dashboard.topItems.length === 0 ? (
              <p className={styles.note}>{t("adminOps.dashboard.noTopItems")}</p>
            ) : (
              <ol className={styles.topItems}>
                {dashboard.topItems.map((item) => (
                  <li key={item.menuItemId ?? item.name} className={styles.topItem}>
                    <span className={styles.topName}>{item.name}</span>
                    <span className={styles.topFigures}>
                      {t("adminOps.dashboard.units", { count: item.quantity })} · {formatRupees(item.revenue)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle page={t("admin.dashboard")} area="admin" />
      <div>
        <h1 className={styles.title}>{t("admin.dashboard")}</h1>
        {user && <p className={styles.welcome}>{t("admin.welcome", { name: user.userName })}</p>}
      </div>
      <PushOptIn audience="staff" />
      {body}
    </div>
  );
}
