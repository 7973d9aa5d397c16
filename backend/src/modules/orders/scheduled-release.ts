import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock";
import type { Logger } from "../../common/logger";
import type { JobQueue } from "../../db/job-queue";
import { Order } from "./order.entity";

export const SCHEDULED_RELEASE_QUEUE = "scheduled-orders";

/**
 * When an order placed for later goes to its kitchen as new (docs/architecture.md#orders): its
 * delivery moment less the kitchen's usual preparation, a few minutes for the kitchen to accept it,
 * and the ride. The usual preparation is the mean of the minutes the kitchen promised on its last
 * 20 accepted orders (kitchen/preparation-estimate.ts stores them), 20 minutes before it has any.
 * The ride is estimated from the straight distance (geo/distance.ts) at 15 km/h in town, plus 10
 * minutes for the rider to come and collect; without the address's position, a fixed 25 minutes;
 * a pickup has no ride.
 */
export const RELEASE_ALLOWANCES = {
  defaultPreparationMinutes: 20,
  preparationSample: 20,
  acceptMinutes: 5,
  collectMinutes: 10,
  minutesPerKm: 4,
  unknownRideMinutes: 25,
} as const;

/** The ride's minutes for a straight distance (null: the address has no position; pickup: none). */
export function rideMinutes(distanceKm: number | null, pickup = false): number {
  if (pickup) return 0;
  if (distanceKm === null) return RELEASE_ALLOWANCES.unknownRideMinutes;
  return RELEASE_ALLOWANCES.collectMinutes + Math.ceil(distanceKm * RELEASE_ALLOWANCES.minutesPerKm);
}

/** The release moment: the delivery moment less the preparation, the kitchen's accepting and the ride. */
export function releaseAtOf(deliverAt: Date, preparationMinutes: number, ride: number): Date {
  const lead = preparationMinutes + RELEASE_ALLOWANCES.acceptMinutes + ride;
  return new Date(deliverAt.getTime() - lead * 60_000);
}

/** The kitchen's usual preparation: the mean (rounded up) of its last accepted orders' promised minutes. */
export async function usualPreparationMinutes(tx: EntityManager, restaurantId: string): Promise<number> {
  const rows = (await tx.query(
    `SELECT ceil(avg("preparation_minutes"))::int AS "minutes" FROM (
       SELECT "preparation_minutes" FROM "orders"
       WHERE "restaurant_id" = $1 AND "preparation_minutes" IS NOT NULL
       ORDER BY "created_at" DESC LIMIT $2
     ) AS "recent"`,
    [restaurantId, RELEASE_ALLOWANCES.preparationSample],
  )) as Array<{ minutes: number | null }>;
  return rows[0]?.minutes ?? RELEASE_ALLOWANCES.defaultPreparationMinutes;
}

interface ReleaseJob {
  orderId: string;
}

export interface ScheduledReleaseDeps {
  dataSource: DataSource;
  jobs: JobQueue | null;
  clock: Clock;
  logger: Logger;
  /** Moves the order from scheduled to pending through the order process (the system's move): the state machine guards it. */
  release(orderId: string): Promise<void>;
}

/** A job that runs too long is taken for a dead node's and handed on. */
const RUN_SECONDS = 60;
/** A release that failed (the database away) is tried again, from 5 s, doubling. */
const RETRIES = 10;
const POLLING_SECONDS = 2;

/**
 * The release of orders placed for later, through the durable job queue (db/job-queue.ts): one
 * delayed job per order, written in the placement's transaction and due at its release moment,
 * worked by one node. A job early by the clock (a clock a test moves, or one the database's
 * differs from) is queued again for the rest of the wait; a job for an order no longer scheduled
 * (cancelled, rejected, released already) does nothing, and the move itself is the state
 * machine's, so running a job twice releases the order once.
 */
export class ScheduledReleases {
  constructor(private readonly deps: ScheduledReleaseDeps) {}

  /** Whether orders can be placed for later: the queue that releases them runs. */
  get available(): boolean {
    return this.deps.jobs?.running ?? false;
  }

  /** Inside the placement's transaction: the order's release job, due at its release moment. */
  async queue(tx: EntityManager, orderId: string, releaseAt: Date): Promise<void> {
    const jobs = this.deps.jobs;
    if (!jobs?.running) throw new Error("Orders for later need the job queue");
    // Due by the real time the clock's wait takes, or sooner when the clock may jump (tests).
    const waitMs = Math.max(0, Math.min(releaseAt.getTime() - this.deps.clock.now().getTime(), this.deps.clock.recheckMs));
    await jobs.send(tx, SCHEDULED_RELEASE_QUEUE, [{ data: { orderId } satisfies ReleaseJob }], {
      at: new Date(Date.now() + waitMs),
      expireInSeconds: RUN_SECONDS,
      retryLimit: RETRIES,
    });
  }

  async start(): Promise<void> {
    const jobs = this.deps.jobs;
    if (!jobs?.running) return;
    await jobs.work<ReleaseJob>(SCHEDULED_RELEASE_QUEUE, { pollingIntervalSeconds: POLLING_SECONDS, concurrency: 2 }, (job) =>
      this.run(job.orderId),
    );
  }

  stop(): Promise<void> {
    return this.deps.jobs?.offWork(SCHEDULED_RELEASE_QUEUE) ?? Promise.resolve();
  }

  private async run(orderId: string): Promise<void> {
    const orders = this.deps.dataSource.getRepository(Order);
    const order = await orders.findOne({ select: { id: true, status: true, releaseAt: true }, where: { id: orderId } });
    if (!order || order.status !== "scheduled" || !order.releaseAt) return;
    if (order.releaseAt.getTime() > this.deps.clock.now().getTime()) {
      await this.deps.dataSource.transaction((tx) => this.queue(tx, orderId, order.releaseAt!));
      return;
    }
    await this.deps.release(orderId);
    this.deps.logger.info({ orderId }, "scheduled order released to its kitchen");
  }
}
