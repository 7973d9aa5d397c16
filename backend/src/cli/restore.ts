import "reflect-metadata";
import path from "node:path";
import { restoreBackup } from "../modules/backups/restore-backup";
import { withDatabaseUrl } from "./with-database";

const USAGE = "Usage: npm run restore -- <backup file> [--force]   (--force drops the database's public and pgboss schemas first)";

/** npm run restore -- <file> [--force]: a backup back into an empty database, then the migrations (docs/architecture.md#backups). */
withDatabaseUrl(async (databaseUrl, config) => {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) throw new Error(USAGE);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  const { uploads, migrations } = await restoreBackup(file, { databaseUrl, uploadDir: config.uploadDir }, { force });
  process.stdout.write(`Restored ${file}: the database and ${uploads} uploaded file(s) into ${config.uploadDir}\n`);
  process.stdout.write(
    migrations.length > 0
      ? `Migrations run (the backup was from an older version): ${migrations.join(", ")}\n`
      : "Migrations: none pending (the backup is from this version)\n",
  );
});
