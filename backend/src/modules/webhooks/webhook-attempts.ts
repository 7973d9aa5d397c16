import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import { recipientLanguage } from "../../i18n/language";
import { User } from "../users/user.entity";
import type { WebhookDeliveryStatus } from "./webhook-delivery-status";
import { WebhookDeliveryAttempt } from "./webhook-delivery-attempt.entity";
import { WEBHOOK_BODY_TYPES, type WebhookEvent } from "./webhook-event";
import { webhookFailingEmail } from "./webhook-failing-mail";
import type { AttemptJob, WebhookQueue } from "./webhook-queue";
import { nextRetryAt, type WebhookDeliverySettings } from "./webhook-retry-schedule";
import { sendSigned, type AttemptOutcome } from "./webhook-sender";
import type { SecretBox } from "../../common/secret-box";
import { signingSecretOf } from "./signing-secrets";

export interface WebhookAttemptsDeps {
  dataSource: DataSource;
  logger: Logger;
  mailer: Mailer;
  queue: WebhookQueue;
  settings: WebhookDeliverySettings;
  /** WEBHOOK_ALLOW_LOCAL */
  allowLocal: boolean;
  secrets: SecretBox;
}

interface DueDelivery {
  id: string;
  webhook_id: string;
  job_id: string | null;
  first_attempted_at: Date | null;
  event_id: string;
  event_type: WebhookEvent;
  body: string;
  url: string;
  signing_secret: string | null;
}

/**
 * Makes the attempts the queue hands out: sign, send, record the outcome, and plan the next
 * attempt (or give up once the retry period is over, marking the webhook failing and telling
 * every superadmin, once per failing period).
 */
export class WebhookAttempts {
  constructor(private readonly deps: WebhookAttemptsDeps) {}

  async run(job: AttemptJob, jobId: string): Promise<void> {
    const delivery = await this.load(job.deliveryId);
    // Another job replaced this one (a redelivery), the webhook was deleted, or the delivery is gone.
    if (!delivery || delivery.job_id !== jobId || delivery.signing_secret === null) return;
    const attemptedAt = new Date();
    const outcome = await sendSigned(
      {
        url: delivery.url,
        secret: signingSecretOf(delivery.signing_secret, this.deps.secrets),
        eventId: delivery.event_id,
        body: delivery.body,
      },
      { timeoutMs: this.deps.settings.timeoutMs, allowLocal: this.deps.allowLocal },
    );
    if (!outcome.succeeded) {
      this.deps.logger.warn(
        { webhookId: delivery.webhook_id, deliveryId: delivery.id, statusCode: outcome.statusCode, error: outcome.error },
        "webhook attempt failed",
      );
    }
    const startedFailing = await this.deps.dataSource.transaction((tx) => this.record(tx, delivery, jobId, job, attemptedAt, outcome));
    if (startedFailing) await this.tellSuperadmins(delivery, outcome);
  }

  private async load(deliveryId: string): Promise<DueDelivery | null> {
    const rows: DueDelivery[] = await this.deps.dataSource.query(
      `SELECT d.id, d.webhook_id, d.job_id, d.first_attempted_at, d.event_id, d.event_type, e.body, w.url, w.signing_secret
         FROM webhook_deliveries d
         JOIN webhook_events e ON e.id = d.event_id
         JOIN webhooks w ON w.id = d.webhook_id
        WHERE d.id = $1`,
      [deliveryId],
    );
    return rows[0] ?? null;
  }

  /**
   * The attempt, the delivery's new state and its next job commit together, or not at all.
   * True when the webhook started failing with this attempt (superadmins are then told).
   */
  private async record(
    tx: EntityManager,
    delivery: DueDelivery,
    jobId: string,
    job: AttemptJob,
    attemptedAt: Date,
    outcome: AttemptOutcome,
  ): Promise<boolean> {
    await tx.insert(WebhookDeliveryAttempt, {
      deliveryId: delivery.id,
      attemptedAt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      succeeded: outcome.succeeded,
      redelivery: job.redelivery,
    });
    await tx.query(
      `UPDATE webhooks SET last_delivery_at = $2, failing_since = CASE WHEN $3 THEN NULL ELSE failing_since END WHERE id = $1`,
      [delivery.webhook_id, attemptedAt, outcome.succeeded],
    );
    const failed = outcome.succeeded
      ? 0
      : Number(
          (await tx.query(`SELECT count(*) AS n FROM webhook_delivery_attempts WHERE delivery_id = $1 AND NOT succeeded`, [delivery.id]))[0]
            .n,
        );
    const retryAt = outcome.succeeded
      ? null
      : nextRetryAt(this.deps.settings, delivery.first_attempted_at ?? attemptedAt, failed, new Date());
    const status: WebhookDeliveryStatus = outcome.succeeded ? "SUCCEEDED" : retryAt ? "RETRYING" : "FAILED";
    const nextJobId = retryAt ? randomUUID() : null;
    // Only while this job is still the one the delivery expects: a redelivery or a deletion meanwhile decides instead.
    const [, updated] = (await tx.query(
      `UPDATE webhook_deliveries
          SET status = $3, job_id = $4, next_attempt_at = $5, first_attempted_at = COALESCE(first_attempted_at, $6)
        WHERE id = $1 AND job_id = $2`,
      [delivery.id, jobId, status, nextJobId, retryAt, attemptedAt],
    )) as [unknown, number];
    if (updated === 0) return false;
    if (retryAt && nextJobId) await this.deps.queue.schedule(tx, { deliveryId: delivery.id, redelivery: false }, retryAt, nextJobId);
    // A redelivery a superadmin asked for and watches does not start a failing period.
    if (status !== "FAILED" || job.redelivery) return false;
    const [, flipped] = (await tx.query(`UPDATE webhooks SET failing_since = now() WHERE id = $1 AND failing_since IS NULL AND active`, [
      delivery.webhook_id,
    ])) as [unknown, number];
    return flipped > 0;
  }

  private async tellSuperadmins(delivery: DueDelivery, outcome: AttemptOutcome): Promise<void> {
    try {
      const superadmins = await this.deps.dataSource.getRepository(User).find({
        select: { email: true, userName: true, preferredLanguage: true },
        where: { role: "superadmin", isVerified: true },
      });
      const failing = {
        url: delivery.url,
        eventType: WEBHOOK_BODY_TYPES[delivery.event_type],
        eventId: delivery.event_id,
        lastError: outcome.error,
      };
      const results = await Promise.allSettled(
        superadmins.map((person) =>
          this.deps.mailer.send(
            webhookFailingEmail(
              { email: person.email, userName: person.userName, language: recipientLanguage(person.preferredLanguage) },
              failing,
            ),
          ),
        ),
      );
      for (const result of results) {
        if (result.status === "rejected")
          this.deps.logger.error({ err: result.reason, webhookId: delivery.webhook_id }, "webhook failing e-mail failed");
      }
    } catch (error) {
      this.deps.logger.error({ err: error, webhookId: delivery.webhook_id }, "could not tell the superadmins of a failing webhook");
    }
  }
}
