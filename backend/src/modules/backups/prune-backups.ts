import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { backupTakenAt } from "./backup-name";
import { backupsToKeep, type BackupFile } from "./backup-policy";

/** The backups in backupDir, by their names (other files are not backups and are left alone). */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  if (!existsSync(backupDir)) return [];
  const backups: BackupFile[] = [];
  for (const name of await readdir(backupDir)) {
    const takenAt = backupTakenAt(name);
    if (takenAt) backups.push({ name, takenAt });
  }
  return backups;
}

/** Deletes the backups the keep policy (backup-policy.ts) does not keep as of `now`; returns their names. */
export async function pruneBackups(backupDir: string, now: Date = new Date()): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const keep = backupsToKeep(backups, now);
  const removed = backups.map((backup) => backup.name).filter((name) => !keep.has(name));
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return removed.sort();
}
