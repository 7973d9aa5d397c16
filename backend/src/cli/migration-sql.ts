import "reflect-metadata";
import { loadConfig } from "../config";
import { createDataSource } from "../db/data-source";
import { runMigrationsOnce } from "../db/migrate";

/**
 * Prints the SQL that would bring the database at DATABASE_URL (after its migrations) in line
 * with the entities: the starting point of a new migration. Prints nothing when they agree.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error("Set DATABASE_URL to a scratch database");
  const dataSource = createDataSource({ url: config.databaseUrl });
  await dataSource.initialize();
  await runMigrationsOnce(dataSource);
  const sql = await dataSource.driver.createSchemaBuilder().log();
  for (const query of sql.upQueries) console.log(`${query.query};`);
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
