import { Client } from "pg";

/**
 * Each order the soak places carries its idempotency key in the kitchen note, so what PostgreSQL
 * holds can be counted per attempted order whatever the app did with the key: a second row for one
 * key is a duplicate even if the idempotency table knew nothing of it.
 */
export const soakTag = (idempotencyKey: string) => `soak ${idempotencyKey}`;

export interface StoredOrders {
  /** Idempotency key → the ids of the orders stored with its tag. */
  byKey: Map<string, string[]>;
  /** Idempotency key → the orders the idempotency table points the key at. */
  keyRows: Map<string, string[]>;
}

/** Reads, in the soak's own database, every order the soak's clients made and every key row. */
export async function readStoredOrders(databaseUrl: string): Promise<StoredOrders> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const orders = await db.query<{ note: string; ids: string[] }>(
      `SELECT kitchen_note AS note, array_agg(id::text ORDER BY created_at) AS ids FROM orders WHERE kitchen_note LIKE 'soak %' GROUP BY kitchen_note`,
    );
    const keys = await db.query<{ key: string; ids: string[] }>(
      `SELECT key, array_agg(order_id::text) AS ids FROM idempotency_keys GROUP BY key`,
    );
    return {
      byKey: new Map(orders.rows.map((row) => [row.note.slice("soak ".length), row.ids])),
      keyRows: new Map(keys.rows.map((row) => [row.key, row.ids])),
    };
  } finally {
    await db.end();
  }
}
