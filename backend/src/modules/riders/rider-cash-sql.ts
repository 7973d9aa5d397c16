import type { SqlQuery } from "../../db/sql-query";
import { FAILED_BY, FAILURES_FROM } from "../orders/delivery-failure-sql";
import { OWED_CASH, RIDER_COLUMNS, UNSETTLED_CASH, type RiderRow } from "./rider-sql";

const DAY_START = `($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
const DAY_END = `(($1::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

export interface CashDayRow extends RiderRow {
  deliveries: number;
  failedDeliveries: number;
  expectedPaise: string;
  tipsPaise: string;
  collectedPaise: string;
  handedOverPaise: string;
}

/**
 * Each rider's cash for one day in Asia/Kolkata ($1, YYYY-MM-DD), in one statement: the day's
 * deliveries with the totals of those paid in cash owed to the office (tips left out: the rider keeps them; a UPI payment went
 * to the service's account, docs/money.md#upi-at-the-door), the cash tips and the cash collected, failed deliveries (the history's moves to
 * delivery_failed the rider reported, or the office marked on the rider's order), the day's handovers, and what the rider holds now. One
 * rider ($2: a rider, or anyone who ever delivered), or every rider plus anyone still holding
 * cash from before a change of role.
 */
export function cashDaySql(date: string, riderId: string | null): SqlQuery {
  return {
    values: [date, riderId],
    text: `
    SELECT ${RIDER_COLUMNS},
           d.deliveries, d.expected AS "expectedPaise", d.tips AS "tipsPaise", d.collected AS "collectedPaise",
           (SELECT count(*) FROM ${FAILURES_FROM}
             WHERE ${FAILED_BY} = u.id AND c.to_status = 'delivery_failed' AND c.created_at >= ${DAY_START} AND c.created_at < ${DAY_END})::int AS "failedDeliveries",
           (SELECT COALESCE(sum(h.amount_paise), 0) FROM cash_handovers h
             WHERE h.rider_id = u.id AND h.created_at >= ${DAY_START} AND h.created_at < ${DAY_END})::bigint AS "handedOverPaise"
      FROM users u
      LEFT JOIN riders r ON r.user_id = u.id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS deliveries,
               COALESCE(sum(o.total_paise - o.tip_paise) FILTER (WHERE o.paid_by = 'CASH'), 0)::bigint AS expected,
               COALESCE(sum(o.tip_paise) FILTER (WHERE o.paid_by = 'CASH'), 0)::bigint AS tips,
               COALESCE(sum(o.cash_collected_paise), 0)::bigint AS collected
          FROM orders o
         WHERE o.rider_id = u.id AND o.status = 'delivered' AND o.delivered_at >= ${DAY_START} AND o.delivered_at < ${DAY_END}
      ) d
     WHERE ($2::uuid IS NULL OR u.id = $2::uuid)
       AND (u.role = 'rider' OR EXISTS (SELECT 1 FROM orders o WHERE o.rider_id = u.id AND ($2::uuid IS NOT NULL OR o.${UNSETTLED_CASH})))
     ORDER BY u.user_name, u.id`,
  };
}

export interface HandoverRow {
  id: string;
  riderId: string;
  amountPaise: number;
  expectedPaise: number;
  note: string | null;
  recordedByName: string | null;
  createdAt: Date;
}

/** The day's handovers of these riders, oldest first, with who recorded them. */
export function dayHandoversSql(date: string, riderIds: readonly string[]): SqlQuery {
  return {
    values: [date, [...riderIds]],
    text: `
    SELECT h.id, h.rider_id AS "riderId", h.amount_paise AS "amountPaise", h.expected_paise AS "expectedPaise", h.note,
           u.user_name AS "recordedByName", h.created_at AS "createdAt"
      FROM cash_handovers h LEFT JOIN users u ON u.id = h.recorded_by_id
     WHERE h.rider_id = ANY($2::uuid[]) AND h.created_at >= ${DAY_START} AND h.created_at < ${DAY_END}
     ORDER BY h.created_at, h.id`,
  };
}

/** Settles the rider's unsettled cash into the handover; answers what it came to. */
export function settleCashSql(handoverId: string, riderId: string): SqlQuery {
  return {
    values: [handoverId, riderId],
    text: `
    WITH settled AS (
      UPDATE orders SET cash_handover_id = $1 WHERE rider_id = $2 AND ${UNSETTLED_CASH} RETURNING ${OWED_CASH} AS owed
    )
    SELECT COALESCE(sum(owed), 0)::bigint AS "expectedPaise", count(*)::int AS orders FROM settled`,
  };
}
