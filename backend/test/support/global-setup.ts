import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { Redis } from "ioredis";
import { createDataSource } from "../../src/db/data-source";
import { runMigrationsOnce } from "../../src/db/migrate";
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL, commitsWithoutFlush, databaseUrl } from "./test-env";

/** Builds the migrated template every test file clones its own database from; checks Redis. */
export default async function globalSetup(): Promise<void> {
  const TEMPLATE_DATABASE = `ruchi_test_template_${randomBytes(4).toString("hex")}`;
  process.env.RUCHI_TEST_TEMPLATE = TEMPLATE_DATABASE;
  const admin = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The tests need PostgreSQL at ${TEST_ADMIN_DATABASE_URL}: ${(error as Error).message}`, { cause: error });
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.query(commitsWithoutFlush(TEMPLATE_DATABASE));
  await admin.end();

  const dataSource = createDataSource({ url: databaseUrl(TEMPLATE_DATABASE) });
  await dataSource.initialize();
  await runMigrationsOnce(dataSource);
  await dataSource.destroy();

  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`The tests need Redis at ${TEST_REDIS_URL}: ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
