import "reflect-metadata";
import { pruneBackups } from "../modules/backups/prune-backups";
import { takeBackup } from "../modules/backups/take-backup";
import { withDatabaseUrl } from "./with-database";

/** npm run backup: one backup file in BACKUP_DIR now, then the keep policy's prune (docs/architecture.md#backups). */
withDatabaseUrl(async (databaseUrl, config) => {
  const { file, bytes } = await takeBackup({ databaseUrl, uploadDir: config.uploadDir, backupDir: config.backupDir });
  const removed = await pruneBackups(config.backupDir);
  process.stdout.write(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)\n`);
  if (removed.length > 0) process.stdout.write(`Removed older backups the policy does not keep: ${removed.join(", ")}\n`);
});
