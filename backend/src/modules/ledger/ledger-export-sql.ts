import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";

/** One ledger entry as the accountant's file lists it (docs/money.md). */
export interface LedgerExportRow {
  id: string;
  /** India's local time, YYYY-MM-DD HH:MM:SS. */
  at: string;
  account: string;
  kind: string;
  amountPaise: number;
  method: string | null;
  orderId: string | null;
  restaurantId: string | null;
  restaurantName: string | null;
  riderId: string | null;
  riderName: string | null;
  note: string | null;
}

/** The period's entries in the order they were written, at most `limit` (the caller asks one more to know the period holds too many). */
export function ledgerExportRows(db: EntityManager, from: Date, to: Date, limit: number): Promise<LedgerExportRow[]> {
  return runSql<LedgerExportRow>(db, {
    text: `SELECT e.id::text AS id, to_char(e.at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') AS at,
                  e.account, e.kind, e.amount_paise::float8 AS "amountPaise", e.method,
                  e.order_id AS "orderId", e.restaurant_id AS "restaurantId", r.name AS "restaurantName",
                  e.rider_id AS "riderId", u.user_name AS "riderName", e.note
             FROM ledger_entries e
             LEFT JOIN restaurants r ON r.id = e.restaurant_id
             LEFT JOIN users u ON u.id = e.rider_id
            WHERE e.at >= $1 AND e.at < $2
            ORDER BY e.at, e.id
            LIMIT $3`,
    values: [from, to, limit],
  });
}
