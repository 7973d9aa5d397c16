import type { EntityManager } from "typeorm";
import { runSql } from "../../db/sql-query";
import type { CorrectedAccount } from "./ledger-correction.inputs";

/** An order's restaurant and rider (null for a deleted restaurant or an order no rider took); undefined: no such order. */
export async function orderParties(
  tx: EntityManager,
  orderId: string,
): Promise<{ restaurantId: string | null; riderId: string | null } | undefined> {
  const [order] = await runSql<{ restaurantId: string | null; riderId: string | null }>(tx, {
    text: `SELECT restaurant_id AS "restaurantId", rider_id AS "riderId" FROM orders WHERE id = $1`,
    values: [orderId],
  });
  return order;
}

export async function restaurantExists(tx: EntityManager, restaurantId: string): Promise<boolean> {
  const rows = await runSql(tx, { text: `SELECT 1 FROM restaurants WHERE id = $1`, values: [restaurantId] });
  return rows.length > 0;
}

export async function riderExists(tx: EntityManager, riderId: string): Promise<boolean> {
  const rows = await runSql(tx, { text: `SELECT 1 FROM users WHERE id = $1 AND role = 'rider'`, values: [riderId] });
  return rows.length > 0;
}

/** What people call the corrected account's holder (the audit trail's name): the restaurant's name or the rider's. */
export async function accountHolderName(
  tx: EntityManager,
  account: CorrectedAccount,
  parties: { restaurantId: string | null; riderId: string | null },
): Promise<string | null> {
  const [holder] = await runSql<{ name: string }>(
    tx,
    account === "RESTAURANT"
      ? { text: `SELECT name FROM restaurants WHERE id = $1`, values: [parties.restaurantId] }
      : { text: `SELECT user_name AS name FROM users WHERE id = $1`, values: [parties.riderId] },
  );
  return holder?.name ?? null;
}

/** One correction booked on a restaurant, as its statement lists it. */
export interface CorrectionLineRow {
  at: Date;
  amountPaise: number;
  note: string | null;
}

/** A restaurant's corrections booked in [from, to), oldest first, at most `limit`. */
export function restaurantCorrections(
  db: EntityManager,
  restaurantId: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<CorrectionLineRow[]> {
  return runSql<CorrectionLineRow>(db, {
    text: `SELECT at, amount_paise::float8 AS "amountPaise", note FROM ledger_entries
            WHERE account = 'RESTAURANT' AND kind = 'CORRECTION' AND restaurant_id = $1 AND at >= $2 AND at < $3
            ORDER BY at, id LIMIT $4`,
    values: [restaurantId, from, to, limit],
  });
}
