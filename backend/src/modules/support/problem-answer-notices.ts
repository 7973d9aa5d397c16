import type { EntityManager } from "typeorm";
import type { DataSource } from "typeorm";
import { databaseAway } from "../../common/database-away";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import type { JobQueue } from "../../db/job-queue";
import { recipientLanguage } from "../../i18n/language";
import type { PushSender } from "../notifications/push-sender";
import { Order } from "../orders/order.entity";
import { User } from "../users/user.entity";
import {
  answeredOrderPath,
  problemAnswerEmail,
  problemAnswerPush,
  problemAnswerPushOptions,
  type ProblemAnswer,
} from "./problem-answer-messages";

export const PROBLEM_ANSWERS_QUEUE = "order-problem-answers";

/** One answer to tell its customer of: everything the push and the mail say, fixed when the answer was written. */
export interface AnswerNotice extends ProblemAnswer {
  problemId: string;
  orderId: string;
  userId: string;
}

export interface AnswerNoticeSettings {
  /** How long the answering node has to tell the customer before the queue does it, on any node. */
  safetyNetSeconds: number;
  pollingIntervalSeconds: number;
}

export interface ProblemAnswerNoticesDeps {
  dataSource: DataSource;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  pushSender: PushSender;
  publicUrl: string;
  settings: AnswerNoticeSettings;
}

/** Runs of a failed notice, each later than the last (from 5 s, doubling). */
const RETRIES = 10;
const RUN_SECONDS = 120;

/**
 * The customer hears of an answer at least once, as the order effects do (orders/order-effects.ts):
 * the answer's transaction queues a job due `safetyNetSeconds` later; right after the commit this
 * node sends the push and the e-mail and drops the job. A node that dies in between, or a database
 * away before the customer could be read, leaves the job, and any node sends it later. The job
 * carries the answer's words, so a retry tells this answer even when a newer one replaced it.
 */
export class ProblemAnswerNotices {
  constructor(private readonly deps: ProblemAnswerNoticesDeps) {}

  /** Inside the answer's transaction: the job that tells the customer should this node not. */
  async record(tx: EntityManager, notice: AnswerNotice): Promise<string | null> {
    const { jobs, settings } = this.deps;
    if (!jobs.running) return null;
    const at = new Date(Date.now() + settings.safetyNetSeconds * 1000);
    const [id] = await jobs.send(tx, PROBLEM_ANSWERS_QUEUE, [{ data: notice }], { at, expireInSeconds: RUN_SECONDS, retryLimit: RETRIES });
    return id ?? null;
  }

  /** After the commit: tells the customer now and drops the job; on a failure the job stays for the queue. */
  async carryOut(notice: AnswerNotice, jobId: string | null): Promise<void> {
    try {
      await this.tell(notice);
    } catch (error) {
      const level = databaseAway(error) ? "warn" : "error";
      this.deps.logger[level]({ err: error, problemId: notice.problemId }, "answer notice failed; the job queue sends it again");
      return;
    }
    if (jobId) {
      await this.deps.jobs
        .remove(PROBLEM_ANSWERS_QUEUE, jobId)
        .catch((error: unknown) =>
          this.deps.logger.warn({ err: error, problemId: notice.problemId }, "could not drop a sent answer's job"),
        );
    }
  }

  /** This node's share of the notices left to the queue. */
  async start(): Promise<void> {
    const { jobs, settings } = this.deps;
    if (!jobs.running) return;
    await jobs.work<AnswerNotice>(
      PROBLEM_ANSWERS_QUEUE,
      { pollingIntervalSeconds: settings.pollingIntervalSeconds, concurrency: 2 },
      (notice) => this.tell(notice),
    );
  }

  stop(): Promise<void> {
    return this.deps.jobs.offWork(PROBLEM_ANSWERS_QUEUE);
  }

  /**
   * The push to every browser of the customer and the e-mail, both in the customer's language.
   * Everything is read first, so a database away fails before anything is sent; a mail the mail
   * server refuses is logged, not retried (the push would go twice).
   */
  private async tell(notice: AnswerNotice): Promise<void> {
    const { dataSource, mailer, logger, pushSender, publicUrl } = this.deps;
    const [order, customer] = await Promise.all([
      dataSource.getRepository(Order).findOne({ where: { id: notice.orderId } }),
      dataSource.getRepository(User).findOne({
        select: { id: true, email: true, userName: true, preferredLanguage: true },
        where: { id: notice.userId },
      }),
    ]);
    if (!order || !customer) return;
    const language = recipientLanguage(customer.preferredLanguage);
    const message = problemAnswerEmail(
      { email: customer.email, userName: customer.userName, language },
      order,
      notice,
      `${publicUrl}${answeredOrderPath(order)}`,
    );
    await Promise.all([
      pushSender.toUser(customer.id, (reader) => problemAnswerPush(order, notice, reader), problemAnswerPushOptions(order)),
      mailer.send(message).catch((error: unknown) => logger.error({ err: error, problemId: notice.problemId }, "answer e-mail failed")),
    ]);
  }
}
