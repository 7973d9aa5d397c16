import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { backupFileName } from "./backup-name";
import { serverMajor, withClient } from "./backup-database";
import { findPostgresTool, runTool, toolConnection } from "./postgres-tools";

export interface BackupPlaces {
  databaseUrl: string;
  uploadDir: string;
  backupDir: string;
}

/** Inside a backup: what it is, the database, and the uploads under uploads/. */
export const MANIFEST = "manifest.json";
export const DATABASE_DUMP = "database.dump";
export const UPLOADS = "uploads";

/**
 * Writes one backup file to backupDir (docs/architecture.md#backups): a tar (the npm package tar)
 * holding a pg_dump custom-format dump of the whole database (the app's tables and the job queue)
 * and the uploaded pictures. Written under a .partial name and renamed when complete, so a file
 * named like a backup is a whole one.
 */
export async function takeBackup(places: BackupPlaces, now: Date = new Date()): Promise<{ file: string; bytes: number }> {
  await mkdir(places.backupDir, { recursive: true });
  const file = path.join(places.backupDir, backupFileName(now));
  if (existsSync(file)) throw new Error(`A backup named ${path.basename(file)} exists already`);
  const staging = await mkdtemp(path.join(places.backupDir, ".staging-"));
  const partial = `${file}.partial`;
  try {
    const major = await withClient(places.databaseUrl, serverMajor);
    const pgDump = await findPostgresTool("pg_dump", major);
    const { dbname, env } = toolConnection(places.databaseUrl);
    await runTool(pgDump, ["--format=custom", "--file", path.join(staging, DATABASE_DUMP), "--dbname", dbname], env);
    await writeFile(path.join(staging, MANIFEST), JSON.stringify({ app: "ruchi", takenAt: now.toISOString(), postgresMajor: major }));
    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST, DATABASE_DUMP]);
    const uploads = existsSync(places.uploadDir) ? await readdir(places.uploadDir) : [];
    if (uploads.length > 0) await tar.replace({ file: partial, cwd: places.uploadDir, prefix: UPLOADS, portable: true }, uploads);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
