import { Client } from "pg";
import { TEST_ADMIN_DATABASE_URL } from "./test-env";

/** Drops this run's template database. */
export default async function globalTeardown(): Promise<void> {
  const name = process.env.RUCHI_TEST_TEMPLATE;
  if (!name) return;
  const admin = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
