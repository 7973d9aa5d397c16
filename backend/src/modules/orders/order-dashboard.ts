import type { DataSource } from "typeorm";
import { paiseToRupees } from "../../common/money";
import { runSql } from "../../db/sql-query";
import { BY_STATUS_SQL, DAYS_SQL, TOP_ITEMS_SQL, type DayRow, type StatusRow, type TopItemRow } from "./order-dashboard-sql";
import { ORDER_STATUSES } from "./order-status";
import type { OrderDashboard } from "./order.types";

/** The dashboard's figures in three statements, whatever the number of orders. */
export async function loadOrderDashboard(dataSource: DataSource): Promise<OrderDashboard> {
  const [days, statuses, topItems] = await Promise.all([
    runSql<DayRow>(dataSource, DAYS_SQL),
    runSql<StatusRow>(dataSource, BY_STATUS_SQL),
    runSql<TopItemRow>(dataSource, TOP_ITEMS_SQL),
  ]);
  const counts = new Map(statuses.map((row) => [row.status, row.count]));
  const dayFigures = days.map((row) => ({ date: row.date, orders: row.orders, revenue: paiseToRupees(Number(row.revenue)) }));
  const today = dayFigures[dayFigures.length - 1]!;
  return {
    today: today.date,
    ordersToday: today.orders,
    revenueToday: today.revenue,
    days: dayFigures,
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    waitingForAction: counts.get("pending") ?? 0,
    topItems: topItems.map((row) => ({
      menuItemId: row.menuItemId,
      name: row.name,
      quantity: row.quantity,
      revenue: paiseToRupees(Number(row.revenue)),
    })),
  };
}
