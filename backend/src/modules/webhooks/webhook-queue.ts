import type { EntityManager } from "typeorm";
import type { JobQueue } from "../../db/job-queue";

export const ATTEMPT_QUEUE = "webhook-attempts";

/** One attempt of one delivery, due at the job's start time. */
export interface AttemptJob {
  deliveryId: string;
  /** A superadmin asked for it (redeliverWebhook). */
  redelivery: boolean;
}

export interface QueueWorkOptions {
  pollingIntervalSeconds: number;
  /** The longest an attempt's request may take (its timeout). */
  attemptTimeoutMs: number;
}

/** Past its timeout, how much longer an attempt's job may stay active before the queue takes its node for dead and hands the job on. */
const NODE_DEATH_SECONDS = 30;

/** Attempts running at once on each node: one slow receiver does not hold up the others. */
const ATTEMPTS_PER_NODE = 4;
/** Retries of a job whose handler failed (the database away, the node killed mid-attempt). */
const JOB_RETRIES = 5;

/**
 * The delivery attempts, on the process's durable job queue (db/job-queue.ts): an attempt is a job
 * due at a time, written in the same transaction as the delivery row that expects it.
 */
export class WebhookQueue {
  private attemptTimeoutMs = 10_000;

  constructor(private readonly jobs: JobQueue) {}

  /** Starts this node's share of the attempts. */
  async start(options: QueueWorkOptions, handle: (job: AttemptJob, jobId: string) => Promise<void>): Promise<void> {
    this.attemptTimeoutMs = options.attemptTimeoutMs;
    await this.jobs.work<AttemptJob>(
      ATTEMPT_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, concurrency: ATTEMPTS_PER_NODE },
      handle,
    );
  }

  /**
   * Queues an attempt due at `at` inside the caller's transaction, under the given job id (the
   * delivery row names it, so a job the delivery no longer expects is known to be stale).
   */
  async schedule(tx: EntityManager, job: AttemptJob, at: Date, jobId?: string): Promise<string> {
    const [id] = await this.jobs.send(tx, ATTEMPT_QUEUE, [{ data: job, id: jobId }], {
      at,
      expireInSeconds: Math.ceil(this.attemptTimeoutMs / 1000) + NODE_DEATH_SECONDS,
      retryLimit: JOB_RETRIES,
    });
    return id!;
  }

  /** Stops this node's share after the attempts in flight (each ends within its timeout); queued ones wait for a node. */
  stop(): Promise<void> {
    return this.jobs.offWork(ATTEMPT_QUEUE);
  }
}
