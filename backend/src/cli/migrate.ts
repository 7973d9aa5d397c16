import { withDatabase } from "./with-database";

/** npm run db:migrate: applies the pending migrations (the server also does on start). */
withDatabase(async () => {
  process.stdout.write("Migrations are up to date.\n");
});
