import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";
import { LedgerEntry } from "./ledger-entry.entity";
import type { LedgerPosting, PaymentCollectionMethod } from "./ledger-postings";

/** Whether the order's coupon (if any) was limited to some restaurants: they bear its discount. */
export async function discountBorneByRestaurant(tx: EntityManager, orderId: string): Promise<boolean> {
  const rows = await runSql<{ restaurantBorne: boolean }>(tx, {
    text: `SELECT cardinality(c.restaurant_ids) > 0 AS "restaurantBorne"
             FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id
            WHERE r.order_id = $1`,
    values: [orderId],
  });
  return rows[0]?.restaurantBorne ?? false;
}

/** The restaurant's own commission rate, null when it pays the default. */
export async function commissionPercentOf(tx: EntityManager, restaurantId: string): Promise<number | null> {
  const rows = await runSql<{ percent: string }>(tx, {
    text: `SELECT percent FROM restaurant_commissions WHERE restaurant_id = $1`,
    values: [restaurantId],
  });
  return rows[0] ? Number(rows[0].percent) : null;
}

/** Where the restaurant is, for the rider's distance; null once it was deleted. */
export async function restaurantLocation(tx: EntityManager, restaurantId: string): Promise<{ latitude: number; longitude: number } | null> {
  const rows = await runSql<{ latitude: number; longitude: number }>(tx, {
    text: `SELECT latitude::float8 AS latitude, longitude::float8 AS longitude FROM restaurants WHERE id = $1`,
    values: [restaurantId],
  });
  return rows[0] ?? null;
}

export interface PostingParties {
  orderId: string | null;
  restaurantId: string | null;
  riderId: string | null;
  method: PaymentCollectionMethod | null;
  note?: string | null;
  createdBy?: string | null;
}

/** Writes the postings as entries, in the caller's transaction, at its time; answers each entry's id and time, in order. */
export async function insertPostings(
  tx: EntityManager,
  postings: readonly LedgerPosting[],
  parties: PostingParties,
): Promise<Array<{ id: string; at: Date }>> {
  if (postings.length === 0) return [];
  const result = await tx.getRepository(LedgerEntry).insert(
    postings.map((posting) => ({
      account: posting.account,
      kind: posting.kind,
      amountPaise: String(posting.amountPaise),
      orderId: parties.orderId,
      restaurantId: parties.restaurantId,
      riderId: posting.account === "RIDER" || posting.kind === "COLLECTED" ? parties.riderId : null,
      method: posting.kind === "COLLECTED" ? parties.method : null,
      distanceKm: posting.distanceKm === undefined || posting.distanceKm === null ? null : String(posting.distanceKm),
      note: parties.note ?? null,
      createdBy: parties.createdBy ?? null,
    })),
  );
  return result.generatedMaps.map((row) => ({ id: String(row.id), at: row.at as Date }));
}

export interface LedgerTotalRow {
  account: string;
  kind: string;
  paise: string;
}

/** The sums of a period's entries, by account and kind. */
export function ledgerTotals(db: EntityManager, from: Date, to: Date): Promise<LedgerTotalRow[]> {
  return runSql<LedgerTotalRow>(db, {
    text: `SELECT account, kind, sum(amount_paise)::text AS paise FROM ledger_entries
            WHERE at >= $1 AND at < $2 GROUP BY account, kind ORDER BY account, kind`,
    values: [from, to],
  });
}

/** Orders whose entries in the period do not sum to zero (none, when the books are right); at most `limit`. */
export async function unbalancedOrders(db: EntityManager, from: Date, to: Date, limit: number): Promise<string[]> {
  const rows = await runSql<{ orderId: string }>(db, {
    text: `SELECT order_id AS "orderId" FROM ledger_entries
            WHERE at >= $1 AND at < $2 AND order_id IS NOT NULL
            GROUP BY order_id HAVING sum(amount_paise) <> 0 ORDER BY order_id LIMIT $3`,
    values: [from, to, limit],
  });
  return rows.map((row) => row.orderId);
}
