import { Client } from "pg";
import { QUEUE_SCHEMA } from "../../db/job-queue";

/** Runs fn on a connection of its own to the database (the tools and the checks around them, outside the app's pool). */
export async function withClient<T>(databaseUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: "ruchi-backups" });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's major version (18 for 18.1): the pg_dump and pg_restore to use (postgres-tools.ts). */
export async function serverMajor(client: Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** What a restore would collide with: the tables in public, and the job queue's schema. */
export async function occupants(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT 'table public.' || tablename AS name FROM pg_tables WHERE schemaname = 'public'
     UNION ALL SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname = $1
     ORDER BY name`,
    [QUEUE_SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** --force: drops everything the app keeps (public with its extensions, the job queue) and leaves an empty public. */
export async function emptyDatabase(client: Client): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${QUEUE_SCHEMA} CASCADE`);
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
