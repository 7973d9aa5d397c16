import type { SqlQuery } from "../../db/sql-query";

const DAY_START = `($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
const DAY_END = `(($1::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`;
/** The day's orders paid by UPI at the door (orders_upi_delivered_at_idx). */
const DAY_UPI_ORDERS = `o.paid_by = 'UPI' AND o.delivered_at >= ${DAY_START} AND o.delivered_at < ${DAY_END}`;

export interface UpiCollectionRow {
  id: string;
  riderId: string | null;
  riderName: string | null;
  amountPaise: number;
  upiReference: string;
  deliveredAt: Date;
  confirmedAt: Date | null;
  confirmedByName: string | null;
  duplicateReference: boolean;
}

/**
 * One page of a day's UPI payments at the door ($1: YYYY-MM-DD in Asia/Kolkata), in delivery
 * order, with their rider and who confirmed them. A reference that any other order also carries,
 * on any day, is flagged: one payment cannot pay two orders (orders_upi_reference_idx).
 */
export function upiCollectionsSql(date: string, limit: number, offset: number): SqlQuery {
  return {
    values: [date, limit, offset],
    text: `
    SELECT o.id, o.rider_id AS "riderId", r.user_name AS "riderName", o.total_paise AS "amountPaise",
           o.upi_reference AS "upiReference", o.delivered_at AS "deliveredAt", o.upi_confirmed_at AS "confirmedAt",
           c.user_name AS "confirmedByName",
           EXISTS (SELECT 1 FROM orders d WHERE d.upi_reference = o.upi_reference AND d.id <> o.id) AS "duplicateReference"
      FROM orders o
      LEFT JOIN users r ON r.id = o.rider_id
      LEFT JOIN users c ON c.id = o.upi_confirmed_by_id
     WHERE ${DAY_UPI_ORDERS}
     ORDER BY o.delivered_at, o.id
     LIMIT $2 OFFSET $3`,
  };
}

/** How many UPI payments the day had, and their sum in paise. */
export function upiCollectionsTotalSql(date: string): SqlQuery {
  return {
    values: [date],
    text: `SELECT count(*)::int AS total, COALESCE(sum(o.total_paise), 0)::bigint AS "amountPaise" FROM orders o WHERE ${DAY_UPI_ORDERS}`,
  };
}
