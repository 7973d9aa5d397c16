import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";

/** One week of a restaurant's entries, summed by kind, in paise. */
export interface StatementWeekRow {
  weekStart: string;
  ordersDelivered: number;
  foodPaise: number;
  restaurantDiscountPaise: number;
  commissionPaise: number;
  commissionTaxPaise: number;
  correctionPaise: number;
  payablePaise: number;
  paidOn: string | null;
  paidReference: string | null;
}

const KOLKATA_WEEK = `date_trunc('week', e.at AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * The restaurant's weeks that have entries between the instants, with their payments: one
 * statement, read from the ledger each time (so a week reads the same however often it is read).
 */
export function statementWeekRows(db: EntityManager, restaurantId: string, from: Date, to: Date): Promise<StatementWeekRow[]> {
  return runSql<StatementWeekRow>(db, {
    text: `SELECT w.week_start::text AS "weekStart", w.orders::int AS "ordersDelivered", w.food::bigint::float8 AS "foodPaise",
                  w.discount::bigint::float8 AS "restaurantDiscountPaise", w.commission::bigint::float8 AS "commissionPaise",
                  w.commission_tax::bigint::float8 AS "commissionTaxPaise", w.correction::bigint::float8 AS "correctionPaise",
                  w.payable::bigint::float8 AS "payablePaise", p.paid_on::text AS "paidOn", p.reference AS "paidReference"
             FROM (SELECT ${KOLKATA_WEEK} AS week_start,
                          count(DISTINCT e.order_id) FILTER (WHERE e.kind = 'FOOD') AS orders,
                          coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'FOOD'), 0) AS food,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'RESTAURANT_DISCOUNT'), 0) AS discount,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'COMMISSION'), 0) AS commission,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'COMMISSION_TAX'), 0) AS commission_tax,
                          coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'CORRECTION'), 0) AS correction,
                          sum(e.amount_paise) AS payable
                     FROM ledger_entries e
                    WHERE e.account = 'RESTAURANT' AND e.restaurant_id = $1 AND e.at >= $2 AND e.at < $3
                    GROUP BY 1) w
             LEFT JOIN statement_payments p ON p.restaurant_id = $1 AND p.week_start = w.week_start
            ORDER BY w.week_start`,
    values: [restaurantId, from, to],
  });
}
