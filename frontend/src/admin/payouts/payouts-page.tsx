import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import { useQuery } from "@apollo/client/react";
import { Button, Grid, type TableColumnsType } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { formatDate } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { PageTitle } from "../../common/page-title";
import {
  STATEMENT_CARDS_CLASS,
  statementPeriod,
  useStatementRows,
  useStatementView,
  type StatementRow,
} from "../../common/statements/restaurant-statements";
import { graphql } from "../../gql";
import { downloadCsv } from "../common/csv-file";
import list from "../common/list-page.module.css";
import { PAYOUT_CSV_COLUMNS, payoutsCsv, payoutsCsvFileName, type PayoutCsvRow } from "./payouts-csv";
import { RiderPayouts } from "./rider-payouts";
import styles from "./payouts.module.css";

const MarkPaidDialog = lazy(() => import("./mark-paid-dialog"));
const CorrectionDialog = lazy(() => import("./correction-dialog"));
const LedgerCsvDialog = lazy(() => import("./ledger-csv-dialog"));

const AdminPayoutStatementsDocument = graphql(`
  query AdminPayoutStatements($from: String!, $to: String!) {
    payoutStatements(from: $from, to: $to) {
      id
      restaurantName
      ...RestaurantStatementList_Statement
    }
  }
`);

type PayoutRow = StatementRow & { restaurantName: string };

/**
 * /admin/payouts: what Ruchi owes each restaurant, week by week (docs/money.md), the unpaid weeks
 * first, oldest first, as the server orders them; a CSV for the accountant; superadmins record a
 * closed week's payment with its bank or UPI reference.
 */
export function PayoutsPage() {
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // Eleven columns beside the panel's menu: a table from 1,600 px, cards below.
  const wide = Grid.useBreakpoint().xxl ?? false;
  const [period] = useState(statementPeriod);
  const [paying, setPaying] = useState<PayoutRow | null>(null);
  const [correcting, setCorrecting] = useState<{ id: string; name: string } | null>(null);
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const superadmin = user?.role === "SUPERADMIN";
  const { data, loading, error, refetch } = useQuery(AdminPayoutStatementsDocument, {
    variables: period,
    fetchPolicy: "cache-and-network",
  });
  const answers = data?.payoutStatements ?? [];
  const names = new Map(answers.map((answer) => [answer.id, answer.restaurantName ?? p("deletedRestaurant")]));
  const rows: PayoutRow[] = useStatementRows(answers).map((row) => ({ ...row, restaurantName: names.get(row.id) ?? "" }));
  const { columns, card } = useStatementView();
  const week = (row: PayoutRow) => t("statements.weekOf", { from: formatDate(row.weekStart), to: formatDate(row.weekEnd) });

  const payment = (row: PayoutRow) => {
    if (row.paidOn || !superadmin) return null;
    if (!row.isClosed) return <span className={styles.muted}>{p("weekOpen")}</span>;
    return (
      <Button size="small" onClick={() => setPaying(row)} aria-label={p("markPaidOf", { week: week(row), name: row.restaurantName })}>
        {p("markPaid")}
      </Button>
    );
  };
  // A correction is booked now, in this week, whichever week's row it is made from (docs/money.md).
  const action = (row: PayoutRow) =>
    superadmin ? (
      <span className={styles.actions}>
        {payment(row)}
        <Button
          size="small"
          onClick={() => setCorrecting({ id: row.restaurantId, name: row.restaurantName })}
          aria-label={p("correction.openOf", { name: row.restaurantName })}
        >
          {p("correction.open")}
        </Button>
      </span>
    ) : null;

  const payoutColumns: TableColumnsType<PayoutRow> = [
    { title: p("restaurant"), dataIndex: "restaurantName", render: (name: string) => <strong>{name}</strong> },
    ...(columns as TableColumnsType<PayoutRow>),
    { title: <span className="sr-only">{p("markPaid")}</span>, key: "action", render: (_, row) => action(row) },
  ];

  const download = () => {
    const csvRows: PayoutCsvRow[] = rows.map((row) => ({
      restaurant: row.restaurantName,
      weekStart: row.weekStart,
      weekEnd: row.weekEnd,
      ordersDelivered: row.ordersDelivered,
      foodValue: row.foodValue,
      restaurantDiscounts: row.restaurantDiscounts,
      commission: row.commission,
      commissionTax: row.commissionTax,
      corrections: row.corrections,
      collectedAtCounter: row.collectedAtCounter,
      payable: row.payable,
      paidOn: row.paidOn ?? null,
      paidReference: row.paidReference ?? null,
    }));
    const headers = Object.fromEntries(PAYOUT_CSV_COLUMNS.map((key) => [key, p(`csv.${key}`)])) as Record<keyof PayoutCsvRow, string>;
    downloadCsv(payoutsCsv(csvRows, headers), payoutsCsvFileName(period));
  };

  return (
    <div className={list.page}>
      <PageTitle page={p("title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{p("title")}</h1>
        <span className={styles.actions}>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={download} disabled={rows.length === 0}>
            {p("downloadCsv")}
          </Button>
          {superadmin && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setLedgerOpen(true)}>
              {p("ledger.open")}
            </Button>
          )}
        </span>
      </div>
      <p className={list.intro}>{p("intro")}</p>
      <ListView<PayoutRow>
        rows={rows}
        rowKey="id"
        columns={payoutColumns}
        wide={wide}
        firstLoad={loading && !data}
        failure={
          error && !data ? { title: t("statements.loadFailed"), retryLabel: t("statements.retry"), onRetry: () => void refetch() } : null
        }
        emptyText={t("statements.empty")}
        loadingLabel={t("statements.loading")}
        classNames={{ table: list.table, empty: list.empty }}
        scrollsSideways
        renderCards={(items) => (
          <ul className={STATEMENT_CARDS_CLASS}>
            {items.map((row) => card(row, { heading: <strong>{row.restaurantName}</strong>, action: action(row) }))}
          </ul>
        )}
      />
      <RiderPayouts wide={wide} />
      {paying && (
        <Suspense fallback={null}>
          <MarkPaidDialog statement={paying} restaurantName={paying.restaurantName} week={week(paying)} onClose={() => setPaying(null)} />
        </Suspense>
      )}
      {correcting && (
        <Suspense fallback={null}>
          <CorrectionDialog restaurant={correcting} onClose={() => setCorrecting(null)} />
        </Suspense>
      )}
      {ledgerOpen && (
        <Suspense fallback={null}>
          <LedgerCsvDialog onClose={() => setLedgerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
