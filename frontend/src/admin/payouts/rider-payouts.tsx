import { useQuery } from "@apollo/client/react";
import { Button, type TableColumnsType } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { formatDate, formatRupees } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { STATEMENT_CARDS_CLASS, statementPeriod } from "../../common/statements/restaurant-statements";
import { graphql } from "../../gql";
import type { RiderPayoutRow_RiderWeekFragment } from "../../gql/graphql";
import list from "../common/list-page.module.css";
import styles from "./rider-payouts.module.css";

const MarkRiderPaidDialog = lazy(() => import("./mark-rider-paid-dialog"));

/** What a rider's week shows on the Payouts page. */
export const RiderPayoutRowFragment = graphql(`
  fragment RiderPayoutRow_RiderWeek on RiderWeek {
    id
    riderId
    riderName
    weekStart
    weekEnd
    isClosed
    deliveries
    distanceKm
    fees
    tips
    total
    paidOn
    paidReference
  }
`);

const AdminRiderPayoutsDocument = graphql(`
  query AdminRiderPayouts($from: String!, $to: String!) {
    riderPayouts(from: $from, to: $to) {
      id
      ...RiderPayoutRow_RiderWeek @unmask
    }
  }
`);

type RiderWeekRow = RiderPayoutRow_RiderWeekFragment;

/**
 * The Payouts page's riders (docs/money.md#riders-pay): each rider's weeks of the same 12 weeks as
 * the restaurants', the unpaid first, oldest first, as the server orders them: deliveries, their
 * fees, tips and total; superadmins record a closed week's payment once.
 */
export function RiderPayouts({ wide }: { wide: boolean }) {
  const { t: r } = useTranslation("translation", { keyPrefix: "adminPayouts.riders" });
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [period] = useState(statementPeriod);
  const [paying, setPaying] = useState<RiderWeekRow | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminRiderPayoutsDocument, { variables: period, fetchPolicy: "cache-and-network" });
  const rows: RiderWeekRow[] = data?.riderPayouts ?? [];

  const name = (row: RiderWeekRow) => row.riderName ?? r("deletedRider");
  const week = (row: RiderWeekRow) => t("statements.weekOf", { from: formatDate(row.weekStart), to: formatDate(row.weekEnd) });
  const status = (row: RiderWeekRow) =>
    row.paidOn ? (
      <span className={styles.paid}>
        {row.paidReference
          ? r("paidOnWithReference", { day: formatDate(row.paidOn), reference: row.paidReference })
          : formatDate(row.paidOn)}
      </span>
    ) : (
      <span className={styles.unpaid}>{r("unpaid")}</span>
    );
  const action = (row: RiderWeekRow) => {
    if (row.paidOn || user?.role !== "SUPERADMIN") return null;
    if (!row.isClosed) return <span className={list.muted}>{p("weekOpen")}</span>;
    return (
      <Button size="small" onClick={() => setPaying(row)} aria-label={p("markPaidOf", { week: week(row), name: name(row) })}>
        {p("markPaid")}
      </Button>
    );
  };
  const money = (key: "fees" | "tips" | "total") => ({
    title: r(key),
    dataIndex: key,
    align: "right" as const,
    render: (value: number) => (key === "total" ? <strong>{formatRupees(value)}</strong> : formatRupees(value)),
  });

  const columns: TableColumnsType<RiderWeekRow> = [
    { title: r("rider"), key: "rider", render: (_, row) => <strong>{name(row)}</strong> },
    { title: r("week"), key: "week", render: (_, row) => <span className={styles.nowrap}>{week(row)}</span> },
    { title: r("deliveries"), dataIndex: "deliveries", align: "right" },
    { title: r("distance"), dataIndex: "distanceKm", align: "right", render: (km: number) => r("distanceKm", { km }) },
    money("fees"),
    money("tips"),
    money("total"),
    { title: r("paid"), key: "paid", render: (_, row) => status(row) },
    { title: <span className="sr-only">{p("markPaid")}</span>, key: "action", render: (_, row) => action(row) },
  ];

  return (
    <section className={styles.section} aria-labelledby="payouts-riders">
      <h2 id="payouts-riders" className={styles.heading}>
        {r("heading")}
      </h2>
      <p className={list.intro}>{r("intro")}</p>
      <ListView<RiderWeekRow>
        rows={rows}
        rowKey="id"
        columns={columns}
        wide={wide}
        firstLoad={loading && !data}
        failure={error && !data ? { title: r("loadFailed"), retryLabel: r("retry"), onRetry: () => void refetch() } : null}
        emptyText={r("empty")}
        loadingLabel={r("loading")}
        classNames={{ table: list.table, empty: list.empty }}
        renderCards={(items) => (
          <ul className={STATEMENT_CARDS_CLASS}>
            {items.map((row) => (
              <li key={row.id} className={styles.card}>
                <strong>{name(row)}</strong>
                <h3>{week(row)}</h3>
                <dl>
                  <dt>{r("deliveries")}</dt>
                  <dd>{row.deliveries}</dd>
                  <dt>{r("distance")}</dt>
                  <dd>{r("distanceKm", { km: row.distanceKm })}</dd>
                  <dt>{r("fees")}</dt>
                  <dd>{formatRupees(row.fees)}</dd>
                  <dt>{r("tips")}</dt>
                  <dd>{formatRupees(row.tips)}</dd>
                  <dt>{r("total")}</dt>
                  <dd>
                    <strong>{formatRupees(row.total)}</strong>
                  </dd>
                </dl>
                {status(row)}
                {action(row)}
              </li>
            ))}
          </ul>
        )}
      />
      {paying && (
        <Suspense fallback={null}>
          <MarkRiderPaidDialog week={paying} riderName={name(paying)} weekLabel={week(paying)} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </section>
  );
}
