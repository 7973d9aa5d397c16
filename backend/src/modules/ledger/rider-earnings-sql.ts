import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";

/** A rider's entries summed, in paise (distance in km). */
export interface RiderEarningsRow {
  deliveries: number;
  distanceKm: number;
  feesPaise: number;
  tipsPaise: number;
  correctionsPaise: number;
  totalPaise: number;
}

/** One rider's week with its payment (the Payouts page). */
export interface RiderWeekRow extends RiderEarningsRow {
  riderId: string;
  /** Null once the account was deleted (the books keep its weeks). */
  riderName: string | null;
  weekStart: string;
  paidOn: string | null;
  paidReference: string | null;
}

// A delivery is an order with the rider's fee or tip; the distance is the fee's.
const SUMS = `count(DISTINCT e.order_id) FILTER (WHERE e.kind IN ('DELIVERY_FEE', 'TIP'))::int AS "deliveries",
              coalesce(sum(e.distance_km) FILTER (WHERE e.kind = 'DELIVERY_FEE'), 0)::float8 AS "distanceKm",
              coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'DELIVERY_FEE'), 0)::float8 AS "feesPaise",
              coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'TIP'), 0)::float8 AS "tipsPaise",
              coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'CORRECTION'), 0)::float8 AS "correctionsPaise",
              coalesce(sum(e.amount_paise), 0)::float8 AS "totalPaise"`;

/** A rider's RIDER entries between the instants, read from the ledger each time. */
export async function riderEarningsRow(db: EntityManager, riderId: string, from: Date, to: Date): Promise<RiderEarningsRow> {
  const rows = await runSql<RiderEarningsRow>(db, {
    text: `SELECT ${SUMS} FROM ledger_entries e
            WHERE e.account = 'RIDER' AND e.rider_id = $1 AND e.at >= $2 AND e.at < $3`,
    values: [riderId, from, to],
  });
  return rows[0]!;
}

/** Which weeks: one rider's, or every rider's with the unpaid ones first (the Payouts page). */
export type RiderWeekScope = { riderId: string } | { allRiders: true; limit: number };

const KOLKATA_WEEK = `date_trunc('week', e.at AT TIME ZONE 'Asia/Kolkata')::date`;

/** The riders' weeks that have entries between the instants, with their payments. */
export function riderWeekRows(db: EntityManager, scope: RiderWeekScope, from: Date, to: Date): Promise<RiderWeekRow[]> {
  const one = "riderId" in scope;
  return runSql<RiderWeekRow>(db, {
    text: `SELECT w.*, u.user_name AS "riderName", p.paid_on::text AS "paidOn", p.reference AS "paidReference"
             FROM (SELECT e.rider_id AS "riderId", ${KOLKATA_WEEK}::text AS "weekStart", ${SUMS}
                     FROM ledger_entries e
                    WHERE e.account = 'RIDER' AND e.at >= $1 AND e.at < $2
                      AND ${one ? "e.rider_id = $3" : "e.rider_id IS NOT NULL"}
                    GROUP BY 1, 2) w
             LEFT JOIN rider_payments p ON p.rider_id = w."riderId" AND p.week_start = w."weekStart"::date
             LEFT JOIN users u ON u.id = w."riderId"
            ORDER BY ${one ? `w."weekStart"` : `(p.paid_on IS NOT NULL), w."weekStart", u.user_name, w."riderId" LIMIT $3`}`,
    values: [from, to, one ? scope.riderId : scope.limit],
  });
}
