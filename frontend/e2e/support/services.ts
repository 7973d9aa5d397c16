/**
 * The PostgreSQL and Redis the end-to-end run uses: DATABASE_URL / REDIS_URL when set, else the
 * local services this machine and CI run. The run fails (never skips) when either is missing.
 */
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
