import type { DataSource, EntityManager } from "typeorm";
import type { JobQueue } from "../../db/job-queue";
import type { Logger } from "../../common/logger";

/** One kind of row that has served its purpose: deletes those as of `now`, returns how many. */
export interface RetentionSweep {
  /** Names the kind in the log and in sweep()'s answer, e.g. "webhook deliveries". */
  name: string;
  sweep(db: EntityManager, now: Date): Promise<number>;
}

export const RETENTION_QUEUE = "retention";
/** Every night at 03:30 India time, when the town sleeps. */
const RETENTION_CRON = "30 3 * * *";

/**
 * Keeps tables from growing forever (docs/architecture.md#retention). Each module hands over its
 * own sweeps (which rows it no longer needs), so this one names no table; a daily job on the durable
 * queue runs them, on one node only (pg-boss files each occurrence once, job-queue.ts).
 */
export class RetentionService {
  private readonly sweeps: RetentionSweep[] = [];

  constructor(private readonly deps: { dataSource: DataSource; jobs: JobQueue; logger: Logger }) {}

  add(sweep: RetentionSweep): void {
    if (this.sweeps.some((known) => known.name === sweep.name)) throw new Error(`Two retention sweeps are named "${sweep.name}"`);
    this.sweeps.push(sweep);
  }

  /** Runs every sweep, each in a transaction of its own (one that fails leaves the others done); the rows deleted by name. */
  async sweep(now: Date = new Date()): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    const failures: unknown[] = [];
    for (const { name, sweep } of this.sweeps) {
      try {
        deleted[name] = await this.deps.dataSource.transaction((tx) => sweep(tx, now));
      } catch (error) {
        this.deps.logger.error({ err: error, sweep: name }, "retention: a sweep failed");
        failures.push(error);
      }
    }
    this.deps.logger.info({ deleted }, "retention: old rows deleted");
    // The job fails, so the queue retries it; sweeps that ran delete nothing more the second time.
    if (failures.length > 0) throw new AggregateError(failures, "retention: some sweeps failed");
    return deleted;
  }

  /** Puts the nightly sweep on the queue's schedule (idempotent: every node does it at start) and works it. */
  async start(): Promise<void> {
    const { jobs } = this.deps;
    if (!jobs.running) return;
    await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: "Asia/Kolkata", key: "nightly" });
    await jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds: 10, concurrency: 1 }, async () => {
      await this.sweep();
    });
  }

  stop(): Promise<void> {
    return this.deps.jobs.offWork(RETENTION_QUEUE);
  }
}

/** Runs one DELETE and answers how many rows it removed (TypeORM answers a DELETE with [rows, count]). */
export async function deleteCount(db: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
  const [, affected] = (await db.query(sql, parameters)) as [unknown, number];
  return affected;
}
