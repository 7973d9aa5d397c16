import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";

/** One week of a restaurant's entries, summed by kind, in paise. */
export interface StatementWeekRow {
  restaurantId: string;
  /** Null once the restaurant was deleted (the books keep its weeks). */
  restaurantName: string | null;
  weekStart: string;
  ordersDelivered: number;
  foodPaise: number;
  restaurantDiscountPaise: number;
  commissionPaise: number;
  commissionTaxPaise: number;
  correctionPaise: number;
  counterCashPaise: number;
  payablePaise: number;
  paidOn: string | null;
  paidReference: string | null;
}

/** Which weeks: one restaurant's, or every restaurant's with the unpaid ones first (the Payouts page). */
export type StatementScope = { restaurantId: string } | { allRestaurants: true; limit: number };

const KOLKATA_WEEK = `date_trunc('week', e.at AT TIME ZONE 'Asia/Kolkata')::date`;

/**
 * The weeks that have entries between the instants, with their payments: each a statement, read
 * from the ledger each time (so a week reads the same however often it is read).
 */
export function statementWeekRows(db: EntityManager, scope: StatementScope, from: Date, to: Date): Promise<StatementWeekRow[]> {
  const one = "restaurantId" in scope;
  return runSql<StatementWeekRow>(db, {
    text: `SELECT w.restaurant_id AS "restaurantId", r.name AS "restaurantName", w.week_start::text AS "weekStart",
                  w.orders::int AS "ordersDelivered", w.food::bigint::float8 AS "foodPaise",
                  w.discount::bigint::float8 AS "restaurantDiscountPaise", w.commission::bigint::float8 AS "commissionPaise",
                  w.commission_tax::bigint::float8 AS "commissionTaxPaise", w.correction::bigint::float8 AS "correctionPaise", w.counter_cash::bigint::float8 AS "counterCashPaise",
                  w.payable::bigint::float8 AS "payablePaise", p.paid_on::text AS "paidOn", p.reference AS "paidReference"
             FROM (SELECT e.restaurant_id, ${KOLKATA_WEEK} AS week_start,
                          count(DISTINCT e.order_id) FILTER (WHERE e.kind = 'FOOD') AS orders,
                          coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'FOOD'), 0) AS food,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'RESTAURANT_DISCOUNT'), 0) AS discount,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'COMMISSION'), 0) AS commission,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'COMMISSION_TAX'), 0) AS commission_tax,
                          coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'CORRECTION'), 0) AS correction,
                          coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'COUNTER_CASH'), 0) AS counter_cash,
                          sum(e.amount_paise) AS payable
                     FROM ledger_entries e
                    WHERE e.account = 'RESTAURANT' AND e.at >= $1 AND e.at < $2
                      AND ${one ? "e.restaurant_id = $3" : "e.restaurant_id IS NOT NULL"}
                    GROUP BY 1, 2) w
             LEFT JOIN statement_payments p ON p.restaurant_id = w.restaurant_id AND p.week_start = w.week_start
             LEFT JOIN restaurants r ON r.id = w.restaurant_id
            ORDER BY ${one ? "w.week_start" : `(p.paid_on IS NOT NULL), w.week_start, r.name, w.restaurant_id LIMIT $3`}`,
    values: [from, to, one ? scope.restaurantId : scope.limit],
  });
}
