import type { DataSource, Migration } from "typeorm";

/** The advisory lock key every Ruchi node takes while it migrates (any constant of our own). */
const MIGRATION_LOCK_KEY = "ruchi:migrations";

/**
 * Runs the pending migrations, one node at a time: nodes started together (`docker compose up
 * --scale app=3`, a rolling deploy) would otherwise all find the same migrations pending and
 * apply them at once, and all but one fail. The lock is a session-level PostgreSQL advisory lock
 * held on a connection of its own while the migrations run on others; the next node then finds
 * nothing pending.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<Migration[]> {
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.query(`SELECT pg_advisory_lock(hashtext($1))`, [MIGRATION_LOCK_KEY]);
    try {
      return await dataSource.runMigrations();
    } finally {
      await lockHolder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
  }
}
