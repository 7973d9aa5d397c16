import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import type { EntityManager } from "typeorm";
import type { Logger } from "../../common/logger";

/** pg-boss keeps its tables in a schema of its own, in Ruchi's database. */
export const QUEUE_SCHEMA = "pgboss";
export const ATTEMPT_QUEUE = "webhook-attempts";

/** One attempt of one delivery, due at the job's start time. */
export interface AttemptJob {
  deliveryId: string;
  /** A superadmin asked for it (redeliverWebhook). */
  redelivery: boolean;
}

export interface WebhookQueueDeps {
  databaseUrl: string;
  logger: Logger;
}

export interface QueueWorkOptions {
  pollingIntervalSeconds: number;
  /** The longest an attempt's request may take (its timeout). */
  attemptTimeoutMs: number;
}

/** Past its timeout, how much longer an attempt's job may stay active before the queue takes its node for dead and hands the job on. */
const NODE_DEATH_SECONDS = 30;
/** Past its timeout, how long a stopping node waits for an attempt to record its outcome. */
const RECORDING_MS = 5000;

/** Attempts running at once on each node: one slow receiver does not hold up the others. */
const ATTEMPTS_PER_NODE = 4;
/** Retries of a job whose handler failed (the database away, the node killed mid-attempt). */
const JOB_RETRIES = 5;

/**
 * The durable queue of delivery attempts (pg-boss on PostgreSQL): an attempt is a job due at a
 * time, written in the same transaction as the delivery row that expects it, so a commit holds
 * both or neither, and a restart or another node picks up whatever is due.
 */
export class WebhookQueue {
  private boss: PgBoss | null = null;
  private attemptTimeoutMs = 10_000;

  constructor(private readonly deps: WebhookQueueDeps) {}

  async start(options: QueueWorkOptions, handle: (job: AttemptJob, jobId: string) => Promise<void>): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.deps.databaseUrl,
      schema: QUEUE_SCHEMA,
      // Fetching and settling jobs only: the attempts themselves use the app's own pool.
      max: 3,
      application_name: "ruchi-webhooks",
      schedule: false,
    });
    boss.on("error", (error) => this.deps.logger.error({ err: error }, "webhook queue error"));
    await boss.start();
    try {
      await boss.createQueue(ATTEMPT_QUEUE);
      this.attemptTimeoutMs = options.attemptTimeoutMs;
      await boss.work<AttemptJob>(
        ATTEMPT_QUEUE,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, localConcurrency: ATTEMPTS_PER_NODE, batchSize: 1 },
        async ([job]) => {
          if (job) await handle(job.data, job.id);
        },
      );
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
  }

  /**
   * Queues an attempt due at `at` inside the caller's transaction, under the given job id (the
   * delivery row names it, so a job the delivery no longer expects is known to be stale).
   */
  async schedule(tx: EntityManager, job: AttemptJob, at: Date, jobId: string = randomUUID()): Promise<string> {
    const boss = this.boss;
    if (!boss) throw new Error("The webhook queue is not running");
    const runner = tx.queryRunner;
    if (!runner) throw new Error("A webhook attempt is queued inside a transaction");
    await boss.send(ATTEMPT_QUEUE, job, {
      id: jobId,
      startAfter: at,
      expireInSeconds: Math.ceil(this.attemptTimeoutMs / 1000) + NODE_DEATH_SECONDS,
      retryLimit: JOB_RETRIES,
      retryDelay: 5,
      retryBackoff: true,
      db: { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records }) },
    });
    return jobId;
  }

  /** Waits for the attempts in flight (each ends within its timeout), then closes the queue's connections. */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: true, timeout: this.attemptTimeoutMs + RECORDING_MS });
  }
}
