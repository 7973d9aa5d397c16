import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import type { EntityManager } from "typeorm";
import { databaseAway } from "../common/database-away";
import type { Logger } from "../common/logger";

/** pg-boss keeps its tables in a schema of its own, in Ruchi's database. */
export const QUEUE_SCHEMA = "pgboss";

export interface WorkOptions {
  pollingIntervalSeconds: number;
  /** Jobs of the queue running at once on this node. */
  concurrency: number;
}

export interface JobToSend {
  data: object;
  id?: string;
}

export interface SendOptions {
  /** Due at; now when absent. */
  at?: Date;
  /** How long the job may stay active before the queue takes its node for dead and hands it on. */
  expireInSeconds: number;
  /** Retries of a job whose handler failed (the database away, the node killed mid-job), with a growing delay. */
  retryLimit: number;
}

/**
 * Ruchi's durable jobs (pg-boss on PostgreSQL), one per process for every queue (the webhooks'
 * attempts, the orders' effects): a job is written in the same transaction as the rows that expect
 * it, so a commit holds both or neither, and any node works whatever is due, a restarted one too.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly created = new Set<string>();

  constructor(private readonly deps: { databaseUrl: string; logger: Logger }) {}

  get running(): boolean {
    return this.boss !== null;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({
      connectionString: this.deps.databaseUrl,
      schema: QUEUE_SCHEMA,
      // Fetching and settling jobs only: the jobs themselves use the app's own pool.
      max: 3,
      application_name: "ruchi-jobs",
      // The timekeeper: schedules (meal-reminders) fire once per occurrence, whichever node claims the pass.
      schedule: true,
    });
    boss.on("error", (error) => {
      // A database away for a moment (a restart, a failover): pg-boss tries again by itself.
      if (databaseAway(error)) this.deps.logger.warn({ err: error.message }, "job queue: the database is away");
      else this.deps.logger.error({ err: error }, "job queue error");
    });
    await boss.start();
    this.boss = boss;
  }

  /** Starts working a queue on this node (creating it the first time). */
  async work<T extends object>(queue: string, options: WorkOptions, handle: (data: T, jobId: string) => Promise<void>): Promise<void> {
    const boss = this.started();
    await this.create(boss, queue);
    await boss.work<T>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, localConcurrency: options.concurrency, batchSize: 1 },
      async ([job]) => {
        if (job) await handle(job.data, job.id);
      },
    );
  }

  /**
   * Sends a job to `queue` at every occurrence of `cron` in the time zone `tz`, under `key` (one
   * schedule per queue and key; calling it again with the same key replaces it, so every node may
   * call it at start). pg-boss's timekeeper files each occurrence under one singleton key, so any
   * number of nodes send one job per occurrence; an occurrence missed while no node ran is skipped.
   */
  async schedule(queue: string, cron: string, data: object, options: { tz: string; key: string }): Promise<void> {
    const boss = this.started();
    await this.create(boss, queue);
    await boss.schedule(queue, cron, data, { tz: options.tz, key: options.key, retryLimit: 2, expireInSeconds: 15 * 60 });
  }

  /** Stops working a queue on this node, after the jobs in hand; its jobs wait for a node that works it. */
  async offWork(queue: string): Promise<void> {
    await this.boss?.offWork(queue, { wait: true });
  }

  /** Queues jobs inside the caller's transaction, in one statement; returns their ids, in order. */
  async send(tx: EntityManager, queue: string, jobs: readonly JobToSend[], options: SendOptions): Promise<string[]> {
    const boss = this.started();
    const runner = tx.queryRunner;
    if (!runner) throw new Error("A job is queued inside a transaction");
    const ids = jobs.map((job) => job.id ?? randomUUID());
    await this.create(boss, queue);
    await boss.insert(
      queue,
      jobs.map((job, index) => ({
        id: ids[index],
        data: job.data,
        startAfter: options.at,
        expireInSeconds: options.expireInSeconds,
        retryLimit: options.retryLimit,
        retryDelay: 5,
        retryBackoff: true,
      })),
      { db: { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records }) } },
    );
    return ids;
  }

  /** Drops a job that is no longer needed (done some other way). */
  async remove(queue: string, id: string): Promise<void> {
    await this.started().deleteJob(queue, id);
  }

  /** Waits up to `timeoutMs` for the jobs in flight, then closes the queue's connections. */
  async stop(timeoutMs: number): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    this.created.clear();
    if (boss) await boss.stop({ graceful: true, timeout: timeoutMs });
  }

  private async create(boss: PgBoss, queue: string): Promise<void> {
    if (this.created.has(queue)) return;
    await boss.createQueue(queue);
    this.created.add(queue);
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error("The job queue is not running");
    return this.boss;
  }
}
