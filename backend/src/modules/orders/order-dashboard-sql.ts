import type { SqlQuery } from "../../db/sql-query";
import { FAILED_BY, FAILURES_FROM } from "./delivery-failure-sql";
import type { OrderStatus } from "./order-status";

// The admin dashboard's aggregates, written by hand (loaded by order-dashboard.ts): a series of
// days joined to each day's figures, the counts by status, and a ranking over order lines.

export const DASHBOARD_DAYS = 14;
export const TOP_ITEMS = 5;

/** Counted orders: delivered and still active ones. Rejected and cancelled orders earned nothing. */
const COUNTED = `status NOT IN ('rejected', 'cancelled')`;
/** Midnight in Asia/Kolkata, DASHBOARD_DAYS - 1 days ago, as timestamptz (the orders_created_at_idx bound). */
const WINDOW_START = `(((now() AT TIME ZONE 'Asia/Kolkata')::date - ${DASHBOARD_DAYS - 1})::timestamp AT TIME ZONE 'Asia/Kolkata')`;

export const DAYS_SQL: SqlQuery = {
  values: [],
  text: `
  WITH days AS (
    SELECT generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - ${DASHBOARD_DAYS - 1},
                           (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day')::date AS day
  ), figures AS (
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*) AS orders, sum(total_paise - tip_paise) AS revenue
      FROM orders
     WHERE created_at >= ${WINDOW_START} AND ${COUNTED}
     GROUP BY 1
  )
  SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(f.orders, 0)::int AS orders, COALESCE(f.revenue, 0)::bigint AS revenue
    FROM days d LEFT JOIN figures f ON f.day = d.day
   ORDER BY d.day`,
};

export const BY_STATUS_SQL: SqlQuery = {
  values: [],
  text: `SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
};

// Lines of a deleted menu item (menu_item_id NULL) are told apart by their name.
export const TOP_ITEMS_SQL: SqlQuery = {
  values: [],
  text: `
  SELECT ol.menu_item_id AS "menuItemId", (array_agg(ol.name ORDER BY o.created_at DESC))[1] AS name,
         sum(ol.quantity)::int AS quantity, sum(ol.quantity * ol.unit_price_paise)::bigint AS revenue
    FROM order_lines ol
    JOIN orders o ON o.id = ol.order_id
   WHERE o.created_at >= ${WINDOW_START} AND o.${COUNTED}
   GROUP BY ol.menu_item_id, CASE WHEN ol.menu_item_id IS NULL THEN ol.name END
   ORDER BY quantity DESC, revenue DESC, name
   LIMIT ${TOP_ITEMS}`,
};

/**
 * Each rider's deliveries in the window (picked up → door, in minutes, summed so that the
 * average over all riders weighs each delivery once) and failed deliveries: the history's moves to
 * delivery_failed in the window, counted for the rider who reported them (delivery-failure-sql.ts FAILED_BY).
 */
export const RIDER_FIGURES_SQL: SqlQuery = {
  values: [],
  text: `
  WITH delivered AS (
    SELECT rider_id, count(*)::int AS deliveries, count(picked_up_at)::int AS timed,
           COALESCE(sum(extract(epoch FROM delivered_at - picked_up_at) / 60), 0)::float8 AS minutes
      FROM orders
     WHERE status = 'delivered' AND rider_id IS NOT NULL AND delivered_at >= ${WINDOW_START}
     GROUP BY rider_id
  ), failed AS (
    SELECT ${FAILED_BY} AS rider_id, count(*)::int AS failures
      FROM ${FAILURES_FROM}
     WHERE c.to_status = 'delivery_failed' AND c.created_at >= ${WINDOW_START} AND ${FAILED_BY} IS NOT NULL
     GROUP BY 1
  )
  SELECT u.id AS "riderId", u.user_name AS name, COALESCE(d.deliveries, 0) AS deliveries, COALESCE(f.failures, 0) AS "failedDeliveries",
         COALESCE(d.timed, 0) AS timed, COALESCE(d.minutes, 0) AS minutes
    FROM delivered d FULL JOIN failed f ON f.rider_id = d.rider_id
    JOIN users u ON u.id = COALESCE(d.rider_id, f.rider_id)
   ORDER BY deliveries DESC, u.user_name, u.id`,
};

export interface DayRow {
  date: string;
  orders: number;
  revenue: string;
}
export interface StatusRow {
  status: OrderStatus;
  count: number;
}
export interface RiderFiguresRow {
  riderId: string;
  name: string;
  deliveries: number;
  failedDeliveries: number;
  timed: number;
  minutes: number;
}
export interface TopItemRow {
  menuItemId: string | null;
  name: string;
  quantity: number;
  revenue: string;
}
