import type { DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import type { JobQueue } from "../../db/job-queue";
import { recipientLanguage } from "../../i18n/language";
import type { PushSender } from "../notifications/push-sender";
import type { OrderProcessExtension } from "../orders/order-process";
import { Order } from "../orders/order.entity";
import { User } from "../users/user.entity";
import { RATING_INVITE_PUSH_OPTIONS, ratingInviteEmail, ratingInvitePush } from "./rating-invite-messages";

export const RATING_INVITES_QUEUE = "rating-invites";
/** The invite goes out this long after the delivery. */
export const RATING_INVITE_DELAY_SECONDS = 60 * 60;
/** A run taking longer is taken for a dead node's and handed on (the invite's row keeps it to one send). */
const RUN_SECONDS = 120;
const RETRIES = 5;

interface InviteJob {
  orderId: string;
}

export interface RatingInviteDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  jobs: JobQueue;
  pushSender: PushSender;
}

/**
 * The invite to rate a delivered order (docs/architecture.md#ratings-and-reviews): the move into
 * delivered queues a job due an hour later, in the move's own transaction (so a delivery rolled
 * back queues nothing); any node works the queue. The job sends nothing when the order was rated
 * meanwhile; otherwise it writes the invite's row first (unique on the order), so a job run again
 * after a fault, or on another node, never sends a second invite.
 */
export class RatingInvites {
  constructor(private readonly deps: RatingInviteDeps) {}

  /** The reviews' part of the order process: a step into delivered queues the invite. */
  orderProcess(): OrderProcessExtension {
    return {
      name: "rating-invites",
      write: async ({ tx, order, to }) => {
        if (to !== "delivered" || !this.deps.jobs.running) return;
        const at = new Date(Date.now() + RATING_INVITE_DELAY_SECONDS * 1000);
        await this.deps.jobs.send(tx, RATING_INVITES_QUEUE, [{ data: { orderId: order.id } satisfies InviteJob }], {
          at,
          expireInSeconds: RUN_SECONDS,
          retryLimit: RETRIES,
        });
      },
    };
  }

  async start(pollingIntervalSeconds = 5): Promise<void> {
    if (!this.deps.jobs.running) return;
    await this.deps.jobs.work<InviteJob>(RATING_INVITES_QUEUE, { pollingIntervalSeconds, concurrency: 2 }, async (job) => {
      await this.send(job.orderId);
    });
  }

  stop(): Promise<void> {
    return this.deps.jobs.offWork(RATING_INVITES_QUEUE);
  }

  /** Sends the invite unless the order was rated or invited already; true when it went out. */
  async send(orderId: string): Promise<boolean> {
    const { dataSource } = this.deps;
    const order = await dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order || order.status !== "delivered") return false;
    const customer = await dataSource
      .getRepository(User)
      .findOne({ select: { id: true, email: true, userName: true, preferredLanguage: true }, where: { id: order.userId } });
    if (!customer) return false;
    const claimed: unknown[] = await dataSource.query(
      `INSERT INTO "order_rating_invites" ("order_id")
       SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM "order_ratings" WHERE "order_id" = $1)
       ON CONFLICT ("order_id") DO NOTHING RETURNING "order_id"`,
      [orderId],
    );
    if (claimed.length === 0) return false;
    const language = recipientLanguage(customer.preferredLanguage);
    const email = ratingInviteEmail({ email: customer.email, userName: customer.userName, language }, order, this.deps.publicUrl);
    const [mailed] = await Promise.allSettled([
      this.deps.mailer.send(email),
      this.deps.pushSender.toUser(customer.id, (lang) => ratingInvitePush(order, lang), RATING_INVITE_PUSH_OPTIONS),
    ]);
    if (mailed.status === "rejected") this.deps.logger.error({ err: mailed.reason, orderId }, "rating invite e-mail failed");
    return true;
  }
}
