import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "pg";
import * as tar from "tar";
import { createDataSource } from "../../db/data-source";
import { runMigrationsOnce } from "../../db/migrate";
import { emptyDatabase, occupants, serverMajor, withClient } from "./backup-database";
import { findPostgresTool, runTool, toolConnection } from "./postgres-tools";
import { DATABASE_DUMP, UPLOADS } from "./take-backup";

export interface RestoreResult {
  /** The uploaded files put back. */
  uploads: number;
  /** The migrations that ran after the restore (a backup from an older version), in order. */
  migrations: string[];
}

/**
 * Puts a backup (take-backup.ts) back: the database with pg_restore into an empty database (or,
 * with force, one emptied first), the uploads into uploadDir, then the app's migrations, so a
 * backup from an older version comes back in the current one's shape. The app must be stopped.
 */
export async function restoreBackup(
  file: string,
  places: { databaseUrl: string; uploadDir: string },
  options: { force: boolean },
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const staging = await mkdtemp(path.join(tmpdir(), "ruchi-restore-"));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const dump = path.join(staging, DATABASE_DUMP);
    if (!existsSync(dump)) throw new Error(`${file} is not a Ruchi backup: it holds no ${DATABASE_DUMP}`);
    const major = await withClient(places.databaseUrl, async (client) => {
      const found = await occupants(client);
      if (found.length > 0 && !options.force) {
        throw new Error(
          `The database is not empty (${found.slice(0, 5).join(", ")}${found.length > 5 ? ", …" : ""}). ` +
            "Restore into an empty database, or pass --force to drop its public and pgboss schemas first.",
        );
      }
      if (found.length > 0) await emptyDatabase(client);
      return serverMajor(client);
    });
    const pgRestore = await findPostgresTool("pg_restore", major);
    const { dbname, env } = toolConnection(places.databaseUrl);
    const restore = ["--no-owner", "--no-acl", "--exit-on-error"];
    await runTool(pgRestore, [...restore, "--single-transaction", "--section=pre-data", "--section=data", "--dbname", dbname, dump], env);
    const postData = await runTool(pgRestore, [...restore, "--section=post-data", "--file=-", dump]);
    await withClient(places.databaseUrl, (client) => runPostData(client, postData));
    const uploads = await putUploadsBack(path.join(staging, UPLOADS), places.uploadDir);
    return { uploads, migrations: await migrate(places.databaseUrl) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The indexes, keys and triggers, run here rather than by pg_restore: pg_restore empties the
 * search_path, and earthdistance's earth_box (the restaurants' delivery-area index) calls cube's
 * functions unqualified, so it fails there. The dump names every object with its schema, so the
 * extensions' schema on the path changes nothing else. psql's \restrict lines are not SQL.
 */
async function runPostData(client: Client, script: string): Promise<void> {
  const sql = script
    .split("\n")
    .filter((line) => !line.startsWith("\\") && !/^SELECT pg_catalog\.set_config\('search_path'/.test(line))
    .join("\n");
  await client.query(`BEGIN;\nSET LOCAL search_path = public, pg_catalog;\n${sql}\nCOMMIT;`);
}

async function putUploadsBack(from: string, uploadDir: string): Promise<number> {
  await mkdir(uploadDir, { recursive: true });
  if (!existsSync(from)) return 0;
  await cp(from, uploadDir, { recursive: true });
  return (await readdir(from, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
}

async function migrate(databaseUrl: string): Promise<string[]> {
  const dataSource = createDataSource({ url: databaseUrl });
  await dataSource.initialize();
  try {
    return (await runMigrationsOnce(dataSource)).map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
