import type { DataSource } from "typeorm";
import { paiseToRupees } from "../../common/money";
import { runSql } from "../../db/sql-query";
import {
  BY_STATUS_SQL,
  DAYS_SQL,
  RIDER_FIGURES_SQL,
  TOP_ITEMS_SQL,
  type DayRow,
  type RiderFiguresRow,
  type StatusRow,
  type TopItemRow,
} from "./order-dashboard-sql";
import { ORDER_STATUSES } from "./order-status";
import type { OrderDashboard } from "./order.types";

const averageOf = (minutes: number, count: number): number | null => (count === 0 ? null : Math.round((minutes / count) * 10) / 10);

/** The dashboard's figures in four statements, whatever the number of orders. */
export async function loadOrderDashboard(dataSource: DataSource): Promise<OrderDashboard> {
  const [days, statuses, topItems, riders] = await Promise.all([
    runSql<DayRow>(dataSource, DAYS_SQL),
    runSql<StatusRow>(dataSource, BY_STATUS_SQL),
    runSql<TopItemRow>(dataSource, TOP_ITEMS_SQL),
    runSql<RiderFiguresRow>(dataSource, RIDER_FIGURES_SQL),
  ]);
  const sum = (pick: (row: RiderFiguresRow) => number) => riders.reduce((total, row) => total + pick(row), 0);
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
    riders: riders.map((row) => ({
      riderId: row.riderId,
      name: row.name,
      deliveries: row.deliveries,
      failedDeliveries: row.failedDeliveries,
      averageMinutesToDoor: averageOf(row.minutes, row.timed),
    })),
    averageMinutesToDoor: averageOf(
      sum((row) => row.minutes),
      sum((row) => row.timed),
    ),
    failedDeliveries: sum((row) => row.failedDeliveries),
  };
}
