import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { databaseAway } from "../../common/database-away";
import type { Logger } from "../../common/logger";
import type { JobQueue } from "../../db/job-queue";
import type { Language } from "../../i18n/language";
import type { OrderEvent } from "./order-events";
import { orderFromSnapshot, orderSnapshot, type OrderSnapshot } from "./order-live-events";

export const ORDER_EFFECTS_QUEUE = "order-effects";

/**
 * An order event with what its effects need besides: the language of the request that made it
 * (when it speaks for the customer), and the effect's own id, the same on every run of it (a
 * webhook event made from it is made once).
 */
export type OrderEffect = OrderEvent & { requestLanguage: Language | null; effectId: string };

/** An effect of order events on the world outside the order (e-mails, pushes, webhooks): it may run more than once after a fault. */
export type OrderEffectListener = (effect: OrderEffect) => void | Promise<void>;

export interface OrderEffectSettings {
  /** How long the node that made a change has to carry out its effects before the queue runs them again, on any node. */
  safetyNetSeconds: number;
  pollingIntervalSeconds: number;
}

export const DEFAULT_ORDER_EFFECT_SETTINGS: OrderEffectSettings = { safetyNetSeconds: 30, pollingIntervalSeconds: 2 };

interface EffectJob {
  listener: string;
  /** The effect as JSON: the order as a snapshot, the time as ISO text. */
  effect: Omit<OrderEffect, "order" | "at"> & { order: OrderSnapshot; at: string };
}

/** Runs of a failed effect, each later than the last (from 5 s, doubling): over an hour in all. */
const RETRIES = 10;
/** An effect's run that takes longer is taken for a dead node's and handed on. */
const RUN_SECONDS = 120;
/** Effects of one kind running at once on each node, from the queue (the node that made the change runs its own at once). */
const RUNS_PER_NODE = 2;

/**
 * The effects of order events, carried out at least once: in the transaction of the change, one
 * job per effect is queued, due `safetyNetSeconds` later (db/job-queue.ts); right after the commit
 * the node runs every effect and drops the job of each that succeeded. A node that dies after
 * the commit, or a database that goes away before an effect could read what it needs, leaves the
 * job, and the queue runs that effect again on any node, retrying with growing delays. A repeat
 * happens only after such a fault, or when the node took longer than the safety net. Without a running queue (it could not start) the effects run
 * once, right after the commit on the node that made the change: the mails and pushes still go
 * out, only without the retry after a fault.
 */
export class OrderEffects {
  private readonly listeners = new Map<string, OrderEffectListener>();
  private readonly settings: OrderEffectSettings;

  constructor(private readonly deps: { jobs: JobQueue | null; logger: Logger; settings?: Partial<OrderEffectSettings> }) {
    this.settings = { ...DEFAULT_ORDER_EFFECT_SETTINGS, ...deps.settings };
  }

  /** Adds an effect under a name of its own (the name travels with its jobs). */
  on(name: string, listener: OrderEffectListener): void {
    if (this.listeners.has(name)) throw new Error(`An order effect named ${name} is already there`);
    this.listeners.set(name, listener);
  }

  /** Inside the change's transaction: the effect, and a job per listener to run it should this node not. */
  async record(
    tx: EntityManager,
    event: OrderEvent,
    requestLanguage: Language | null,
  ): Promise<{ effect: OrderEffect; jobs: Map<string, string> }> {
    const effect: OrderEffect = { ...event, requestLanguage, effectId: randomUUID() };
    const jobs = new Map<string, string>();
    const queue = this.deps.jobs;
    if (!queue?.running) return { effect, jobs };
    const at = new Date(Date.now() + this.settings.safetyNetSeconds * 1000);
    // The order as the live updates carry it between nodes (its dates as ISO text).
    const data = { ...effect, order: orderSnapshot(effect.order), at: effect.at.toISOString() };
    const names = [...this.listeners.keys()];
    const sent = names.map((listener): { data: EffectJob } => ({ data: { listener, effect: data } }));
    const ids = await queue.send(tx, ORDER_EFFECTS_QUEUE, sent, { at, expireInSeconds: RUN_SECONDS, retryLimit: RETRIES });
    names.forEach((name, index) => jobs.set(name, ids[index]!));
    return { effect, jobs };
  }

  /** After the commit: every effect now; the job of each that succeeded is dropped. */
  async carryOut({ effect, jobs }: { effect: OrderEffect; jobs: Map<string, string> }): Promise<void> {
    await Promise.all(
      [...this.listeners].map(async ([name, listener]) => {
        const jobId = jobs.get(name);
        try {
          await listener(effect);
        } catch (error) {
          const next = jobId ? "the job queue runs it again" : "not retried: no job queue";
          // A database away for a moment is what the job is there for: a warning, not a bug.
          const level = databaseAway(error) ? "warn" : "error";
          this.deps.logger[level]({ err: error, effect: name, orderId: effect.order.id }, `order effect failed; ${next}`);
          return;
        }
        if (jobId) {
          await this.deps.jobs
            ?.remove(ORDER_EFFECTS_QUEUE, jobId)
            .catch((error: unknown) =>
              this.deps.logger.warn(
                { err: error, effect: name, orderId: effect.order.id },
                "could not drop a done order effect's job: it will run again",
              ),
            );
        }
      }),
    );
  }

  /** This node's share of the effects left to the queue. */
  async start(): Promise<void> {
    const queue = this.deps.jobs;
    if (!queue?.running) return;
    await queue.work<EffectJob>(
      ORDER_EFFECTS_QUEUE,
      { pollingIntervalSeconds: this.settings.pollingIntervalSeconds, concurrency: RUNS_PER_NODE },
      async (job) => {
        const listener = this.listeners.get(job.listener);
        // An effect this version no longer has: nothing left to do.
        if (!listener) return;
        await listener({ ...job.effect, order: orderFromSnapshot(job.effect.order), at: new Date(job.effect.at) } as OrderEffect);
      },
    );
  }

  stop(): Promise<void> {
    return this.deps.jobs?.offWork(ORDER_EFFECTS_QUEUE) ?? Promise.resolve();
  }
}
