import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";

/** A period's money from the ledger, in paise (docs/money.md). */
export interface MoneySummaryRow {
  collectedCashPaise: number;
  collectedUpiPaise: number;
  commissionPaise: number;
  ridersPaise: number;
  tipsPaise: number;
  restaurantsUnpaidPaise: number;
}

const KOLKATA_WEEK = `date_trunc('week', at AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * One statement: the period's collections by method, the service's commission and every RIDER
 * entry (tips, and any other share of a rider's) over [from, to); and what the restaurants' weeks
 * that meet it, [weeksFrom, weeksTo), are payable and not yet paid (statement_payments).
 */
export async function moneySummaryRow(db: EntityManager, from: Date, to: Date, weeksFrom: Date, weeksTo: Date): Promise<MoneySummaryRow> {
  const [row] = await runSql<MoneySummaryRow>(db, {
    text: `SELECT coalesce(-sum(amount_paise) FILTER (WHERE account = 'CUSTOMER' AND kind = 'COLLECTED' AND method = 'CASH'), 0)::float8 AS "collectedCashPaise",
                  coalesce(-sum(amount_paise) FILTER (WHERE account = 'CUSTOMER' AND kind = 'COLLECTED' AND method = 'UPI'), 0)::float8 AS "collectedUpiPaise",
                  coalesce(sum(amount_paise) FILTER (WHERE account = 'SERVICE' AND kind = 'COMMISSION'), 0)::float8 AS "commissionPaise",
                  coalesce(sum(amount_paise) FILTER (WHERE account = 'RIDER'), 0)::float8 AS "ridersPaise",
                  coalesce(sum(amount_paise) FILTER (WHERE account = 'RIDER' AND kind = 'TIP'), 0)::float8 AS "tipsPaise",
                  (SELECT coalesce(sum(w.payable), 0)::float8
                     FROM (SELECT restaurant_id, ${KOLKATA_WEEK} AS week_start, sum(amount_paise) AS payable
                             FROM ledger_entries
                            WHERE account = 'RESTAURANT' AND restaurant_id IS NOT NULL AND at >= $3 AND at < $4
                            GROUP BY 1, 2) w
                     LEFT JOIN statement_payments p ON p.restaurant_id = w.restaurant_id AND p.week_start = w.week_start
                    WHERE p.restaurant_id IS NULL) AS "restaurantsUnpaidPaise"
             FROM ledger_entries
            WHERE at >= $1 AND at < $2`,
    values: [from, to, weeksFrom, weeksTo],
  });
  return row;
}
