/**
 * Where the tests find Postgres and Redis: DATABASE_URL / REDIS_URL when set, else the local
 * services this machine and CI run. Tests fail (never skip) when either is missing.
 */
export const TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/**
 * The migrated template each test file clones. Named per run (global setup puts the name in the
 * environment the test workers inherit), so runs sharing one PostgreSQL never touch each other's.
 */
export const TEMPLATE_DATABASE = process.env.RUCHI_TEST_TEMPLATE ?? "ruchi_test_template";

export function databaseUrl(name: string): string {
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Test databases are thrown away, so their commits need not wait for the disk: about a third of
 * a commit's time on this machine. Set per database, never on the server; the fault soak runs
 * its own embedded PostgreSQL, which keeps the default.
 */
export const commitsWithoutFlush = (database: string) => `ALTER DATABASE ${database} SET synchronous_commit = off`;
