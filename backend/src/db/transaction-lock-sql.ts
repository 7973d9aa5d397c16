import type { EntityManager } from "typeorm";

/**
 * Serialises the transactions that take the same key, until each commits or rolls back: a
 * PostgreSQL advisory lock, for writers with no one row to lock (a count, a max(position) or
 * "the current set" stays true until commit). The ORM has no such call, hence the SQL.
 */
export async function lockUntilCommit(tx: EntityManager, key: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
}
