import path from "node:path";
import type { JobQueue } from "../../db/job-queue";
import type { Logger } from "../../common/logger";
import { pruneBackups } from "./prune-backups";
import { takeBackup, type BackupPlaces } from "./take-backup";

export const BACKUPS_QUEUE = "backups";
/** Every night at 03:00 India time, before the retention sweep (03:30) deletes old rows. */
const BACKUPS_CRON = "0 3 * * *";

/**
 * The nightly backup (docs/architecture.md#backups): a scheduled job on the durable queue, so with
 * several nodes one of them takes it (pg-boss files each occurrence once, job-queue.ts); then the
 * backups the keep policy no longer keeps are deleted.
 */
export class BackupsService {
  constructor(private readonly deps: BackupPlaces & { jobs: JobQueue; logger: Logger }) {}

  /** Takes a backup and prunes the old ones; answers the new file. */
  async backUp(now: Date = new Date()): Promise<string> {
    const { file, bytes } = await takeBackup(this.deps, now);
    const removed = await pruneBackups(this.deps.backupDir, now);
    this.deps.logger.info({ file: path.basename(file), bytes, removed }, "backups: backup taken");
    return file;
  }

  /** Puts the nightly backup on the queue's schedule (idempotent: every node does it at start) and works it. */
  async start(): Promise<void> {
    const { jobs } = this.deps;
    if (!jobs.running) return;
    await jobs.schedule(BACKUPS_QUEUE, BACKUPS_CRON, {}, { tz: "Asia/Kolkata", key: "nightly" });
    await jobs.work(BACKUPS_QUEUE, { pollingIntervalSeconds: 10, concurrency: 1 }, async () => {
      await this.backUp();
    });
  }

  stop(): Promise<void> {
    return this.deps.jobs.offWork(BACKUPS_QUEUE);
  }
}
