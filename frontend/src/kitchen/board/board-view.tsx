import { Grid, Tabs } from "antd";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BOARD_COLUMNS, ordersByColumn, type BoardColumn } from "./board-columns";
import { OrderCard, type OrderCardActions } from "./order-card";
import type { KitchenBoard_OrderFragment } from "../../gql/graphql";
import styles from "./kitchen-board.module.css";

const COLUMN_TEXT = {
  new: { title: "kitchen.columns.new", tab: "kitchen.columns.new", empty: "kitchen.columns.emptyNew" },
  preparing: { title: "kitchen.columns.preparing", tab: "kitchen.columns.preparingShort", empty: "kitchen.columns.emptyPreparing" },
  ready: { title: "kitchen.columns.ready", tab: "kitchen.columns.ready", empty: "kitchen.columns.emptyReady" },
} as const;

/**
 * The orders in three columns, New → Accepted / Preparing → Ready, side by side from 768 px (a
 * tablet on the counter); on a phone the columns are tabs, each with its count, New first.
 */
export function BoardView({
  orders,
  now,
  actions,
}: {
  orders: readonly KitchenBoard_OrderFragment[];
  now: number;
  actions: OrderCardActions;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [tab, setTab] = useState<BoardColumn>("new");
  const columns = ordersByColumn(orders);
  const title = (column: BoardColumn, short = false) =>
    t("kitchen.columns.withCount", { column: t(COLUMN_TEXT[column][short ? "tab" : "title"]), count: columns[column].length });

  const cards = (column: BoardColumn): ReactNode =>
    columns[column].length === 0 ? (
      <p className={styles.emptyColumn}>{t(COLUMN_TEXT[column].empty)}</p>
    ) : (
      <ol className={styles.cards}>
        {columns[column].map((order) => (
          <li key={order.id}>
            <OrderCard order={order} now={now} actions={actions} />
          </li>
        ))}
      </ol>
    );

  if (screens.md === false) {
    return (
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setTab(key as BoardColumn)}
        tabBarGutter={0}
        items={BOARD_COLUMNS.map((column) => ({
          key: column,
          label: <span className={column === "new" && columns.new.length > 0 ? styles.tabNew : undefined}>{title(column, true)}</span>,
          children: cards(column),
        }))}
      />
    );
  }

  return (
    <div className={styles.columns}>
      {BOARD_COLUMNS.map((column) => (
        <section key={column} className={`${styles.column} ${styles[`column_${column}`]}`} aria-labelledby={`kitchen-column-${column}`}>
          <h2 id={`kitchen-column-${column}`} className={styles.columnTitle}>
            {title(column)}
          </h2>
          {cards(column)}
        </section>
      ))}
    </div>
  );
}
