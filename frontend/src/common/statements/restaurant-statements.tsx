import type { FragmentType } from "@apollo/client";
import { useFragment, useQuery } from "@apollo/client/react";
import type { TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { graphql } from "../../gql";
import type { RestaurantStatementList_StatementFragment } from "../../gql/graphql";
import { formatDate, formatRupees } from "../formatters";
import { indiaDay, indiaDayBefore } from "../india-day";
import { ListView } from "../list-view";
import { pathTo } from "../../routes";
import styles from "./restaurant-statements.module.css";

/** What a statement's row shows. */
export const RestaurantStatementListFragment = graphql(`
  fragment RestaurantStatementList_Statement on RestaurantStatement {
    id
    restaurantId
    weekStart
    weekEnd
    isClosed
    ordersDelivered
    foodValue
    restaurantDiscounts
    commission
    commissionTax
    corrections
    collectedAtCounter
    payable
    paidOn
    paidReference
  }
`);

const RestaurantStatementsDocument = graphql(`
  query RestaurantStatements($restaurantId: ID!, $from: String!, $to: String!) {
    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {
      id
      ...RestaurantStatementList_Statement
    }
  }
`);

/** The list that holds statements' cards on phones. */
export const STATEMENT_CARDS_CLASS = styles.cards;

/** The weeks a statements list covers: the last twelve, this one included. */
export const STATEMENT_WEEKS_SHOWN = 12;

export type StatementRow = RestaurantStatementList_StatementFragment;
type MoneyColumn = "foodValue" | "restaurantDiscounts" | "commission" | "commissionTax" | "corrections" | "collectedAtCounter" | "payable";
const CARD_FIGURES = [
  "ordersDelivered",
  "foodValue",
  "restaurantDiscounts",
  "commission",
  "commissionTax",
  "corrections",
  "collectedAtCounter",
] as const;

/** The printable page of one restaurant-week (routes.ts: statementPrint). */
export const statementPrintPath = (row: Pick<StatementRow, "restaurantId" | "weekStart">): string =>
  pathTo("statementPrint", { restaurantId: row.restaurantId, weekStart: row.weekStart });

/** The days of the last STATEMENT_WEEKS_SHOWN weeks, in India, for a statements query. */
export function statementPeriod(): { from: string; to: string } {
  const to = indiaDay();
  return { from: indiaDayBefore(to, STATEMENT_WEEKS_SHOWN * 7 - 1), to };
}

/** The statements of a list answer, read through their fragment (complete or none). */
export function useStatementRows(refs: ReadonlyArray<FragmentType<typeof RestaurantStatementListFragment>>): StatementRow[] {
  const { data, complete } = useFragment({
    fragment: RestaurantStatementListFragment,
    fragmentName: "RestaurantStatementList_Statement",
    from: [...refs],
  });
  return complete ? data : [];
}

/**
 * A statement's columns and card, as the kitchen and the office's Payouts read them: the week,
 * its orders, the money (rupees) and whether it was paid.
 */
export function useStatementView() {
  const { t } = useTranslation();
  const week = (row: StatementRow) => t("statements.weekOf", { from: formatDate(row.weekStart), to: formatDate(row.weekEnd) });
  const status = (row: StatementRow) =>
    row.paidOn ? (
      <span className={styles.paid}>
        {t("statements.paid", { date: formatDate(row.paidOn) })}
        {row.paidReference && <span className={styles.reference}>{t("statements.paidReference", { reference: row.paidReference })}</span>}
      </span>
    ) : (
      <span className={styles.unpaid}>{t("statements.unpaid")}</span>
    );
  const money = (key: MoneyColumn) => ({
    title: t(`statements.${key}`),
    dataIndex: key,
    align: "right" as const,
    render: (value: number) => formatRupees(value),
  });
  // The printable page, in a tab of its own: the list (a drawer, the Payouts page) stays as it was.
  const printLink = (row: StatementRow) => (
    <Link
      to={statementPrintPath(row)}
      target="_blank"
      rel="noopener"
      className={styles.nowrap}
      aria-label={t("statements.printOf", { week: week(row) })}
    >
      {t("statements.print")}
    </Link>
  );
  const columns: TableColumnsType<StatementRow> = [
    { title: t("statements.week"), key: "week", render: (_, row) => <span className={styles.nowrap}>{week(row)}</span> },
    { title: t("statements.orders"), dataIndex: "ordersDelivered", align: "right" },
    money("foodValue"),
    money("restaurantDiscounts"),
    money("commission"),
    money("commissionTax"),
    money("corrections"),
    money("collectedAtCounter"),
    { ...money("payable"), render: (value: number) => <strong>{formatRupees(value)}</strong> },
    { title: t("statements.status"), key: "status", render: (_, row) => status(row) },
    { title: <span className="sr-only">{t("statements.print")}</span>, key: "print", render: (_, row) => printLink(row) },
  ];
  /** A phone's card of one statement: `heading` over the week (a restaurant's name), `action` under its status. */
  const card = (row: StatementRow, extra: { heading?: ReactNode; action?: ReactNode } = {}) => (
    <li key={row.id} className={styles.card}>
      {extra.heading}
      <h3 className={styles.cardWeek}>{week(row)}</h3>
      <dl>
        {CARD_FIGURES.map((key) => (
          <div key={key}>
            <dt>{t(key === "ordersDelivered" ? "statements.orders" : `statements.${key}`)}</dt>
            <dd>{key === "ordersDelivered" ? row.ordersDelivered : formatRupees(row[key])}</dd>
          </div>
        ))}
        <div className={styles.payable}>
          <dt>{t("statements.payable")}</dt>
          <dd>{formatRupees(row.payable)}</dd>
        </div>
      </dl>
      {status(row)}
      {printLink(row)}
      {extra.action}
    </li>
  );
  return { columns, card };
}

/**
 * A restaurant's weekly statements (docs/money.md), newest week first: read only, as the server
 * computes them from the ledger. A table on wide screens, cards on phones.
 */
export function RestaurantStatements({ restaurantId, wide }: { restaurantId: string; wide: boolean }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(RestaurantStatementsDocument, {
    variables: { restaurantId, ...statementPeriod() },
    fetchPolicy: "cache-and-network",
  });
  const rows = [...useStatementRows(data?.restaurantStatements ?? [])].reverse();
  const { columns, card } = useStatementView();

  return (
    <div className={styles.statements}>
      <p className={styles.intro}>{t("statements.intro")}</p>
      <ListView<StatementRow>
        rows={rows}
        rowKey="id"
        columns={columns}
        wide={wide}
        firstLoad={loading && !data}
        failure={
          error && !data ? { title: t("statements.loadFailed"), retryLabel: t("statements.retry"), onRetry: () => void refetch() } : null
        }
        emptyText={t("statements.empty")}
        loadingLabel={t("statements.loading")}
        renderCards={(items) => <ul className={styles.cards}>{items.map((row) => card(row))}</ul>}
      />
    </div>
  );
}
