import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { TEST_ADMIN_DATABASE_URL, commitsWithoutFlush, databaseUrl } from "./test-env";

async function asAdmin(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of its own (no migrations, no template), for the tests that migrate one themselves. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  await asAdmin(commitsWithoutFlush(name));
  return { url: databaseUrl(name), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
