import { randomUUID } from "node:crypto";
import { isUUID } from "class-validator";
import type { DataSource, Repository } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { existingRestaurantIds } from "../restaurants/existing-restaurant-ids";
import { WebhookAttempts } from "./webhook-attempts";
import { auditedWebhook } from "./webhook-audit";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookDispatcher } from "./webhook-dispatcher";
import type { JobQueue } from "../../db/job-queue";
import { WebhookQueue } from "./webhook-queue";
import { DEFAULT_DELIVERY_SETTINGS, type WebhookDeliverySettings } from "./webhook-retry-schedule";
import { newSigningSecret } from "./webhook-secret";
import { hostOf, parseTarget, RefusedTargetError, resolveTarget } from "./webhook-target";
import { Webhook } from "./webhook.entity";
import type { CreateWebhookInput, WebhookDeliveriesArgs } from "./webhook.inputs";
import type { SecretBox } from "../../common/secret-box";
import { sealPlainSigningSecrets } from "./signing-secrets";

export const WEBHOOK_MESSAGES = {
  notFound: "Webhook not found",
  deliveryNotFound: "Webhook delivery not found",
  deleted: "This webhook has been deleted",
} as const;

export interface WebhookServiceDeps {
  dataSource: DataSource;
  logger: Logger;
  mailer: Mailer;
  /** The process's durable job queue, which the attempts are jobs of. */
  jobs: JobQueue;
  /** WEBHOOK_ALLOW_LOCAL: http and local addresses allowed (tests and local set-ups). */
  webhookAllowLocal: boolean;
  /** Shorter timings for tests; production uses DEFAULT_DELIVERY_SETTINGS. */
  webhookDelivery?: Partial<WebhookDeliverySettings>;
  /** Seals the signing secrets in the database (docs/architecture.md#secrets-at-rest). */
  secrets: SecretBox;
  audit: AuditTrail;
}

const badUrl = (message: string) => new AppError("BAD_USER_INPUT", message, { fields: [{ field: "url", messages: [message] }] });

/**
 * Webhooks for partners: superadmins create, list and delete them and look at their deliveries;
 * order and menu changes reach them through the dispatcher, the queue and the attempts.
 */
export class WebhookService {
  private readonly queue: WebhookQueue;
  private readonly dispatcher: WebhookDispatcher;
  private readonly attempts: WebhookAttempts;
  private readonly settings: WebhookDeliverySettings;

  constructor(private readonly deps: WebhookServiceDeps) {
    this.settings = { ...DEFAULT_DELIVERY_SETTINGS, ...deps.webhookDelivery };
    this.queue = new WebhookQueue(deps.jobs);
    this.dispatcher = new WebhookDispatcher({ dataSource: deps.dataSource, queue: this.queue });
    this.attempts = new WebhookAttempts({ ...deps, queue: this.queue, settings: this.settings, allowLocal: deps.webhookAllowLocal });
  }

  private get webhooksRepo(): Repository<Webhook> {
    return this.deps.dataSource.getRepository(Webhook);
  }

  /** The OrderService listener: placed orders and status changes. */
  get orderEvents() {
    return this.dispatcher.orderEvents;
  }

  /** The MenuService listener: items added, changed and deleted. */
  get menuItemChanges() {
    return this.dispatcher.menuItemChanges;
  }

  /** Starts this node's share of the deliveries (every node works the one queue). */
  async start(): Promise<void> {
    const { pollingIntervalSeconds, timeoutMs } = this.settings;
    await sealPlainSigningSecrets(this.deps.dataSource, this.deps.secrets, this.deps.logger);
    return this.queue.start({ pollingIntervalSeconds, attemptTimeoutMs: timeoutMs }, (job, jobId) => this.attempts.run(job, jobId));
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }

  async createWebhook(ctx: RequestContext, input: CreateWebhookInput): Promise<{ webhook: Webhook; signingSecret: string }> {
    requireRole(ctx, "SUPERADMIN");
    const url = await this.checkedUrl(input.url.trim());
    const restaurantIds = await existingRestaurantIds(this.deps.dataSource, input.restaurantIds);
    const signingSecret = newSigningSecret();
    const saved = await this.deps.dataSource.transaction(async (tx) => {
      const webhooks = tx.getRepository(Webhook);
      const created = await webhooks.save(
        webhooks.create({
          url,
          events: [...new Set(input.events)],
          restaurantIds,
          signingSecret: this.deps.secrets.seal(signingSecret),
          active: true,
          deletedAt: null,
          failingSince: null,
          lastDeliveryAt: null,
        }),
      );
      await this.deps.audit.record(tx, ctx, {
        action: "createWebhook",
        entityType: "WEBHOOK",
        entityId: created.id,
        entityName: webhookName(created.url),
        before: null,
        after: auditedWebhook(created),
      });
      return created;
    });
    // The answer's webhook holds no secret: it is answered beside it, this once.
    const { signingSecret: _kept, ...webhook } = saved;
    return { webhook: Object.assign(new Webhook(), webhook), signingSecret };
  }

  /** Every webhook, deleted ones included, newest first. */
  webhooks(ctx: RequestContext): Promise<Webhook[]> {
    requireRole(ctx, "SUPERADMIN");
    return this.webhooksRepo.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  /**
   * Stops the webhook at once: no new events, no more attempts (its open deliveries end FAILED),
   * its signing secret erased. Its deliveries stay readable, and so does the webhook, marked
   * deleted: the audit entry records that change rather than the webhook's removal.
   */
  async deleteWebhook(ctx: RequestContext, id: string): Promise<Webhook> {
    requireRole(ctx, "SUPERADMIN");
    if (!isUUID(id)) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
    return this.deps.dataSource.transaction(async (tx) => {
      const webhooks = tx.getRepository(Webhook);
      const before = await webhooks.findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
      if (!before) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
      await tx.query(`UPDATE webhooks SET active = false, deleted_at = now(), signing_secret = NULL WHERE id = $1 AND active`, [id]);
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'FAILED', job_id = NULL, next_attempt_at = NULL WHERE webhook_id = $1 AND status IN ('PENDING', 'RETRYING')`,
        [id],
      );
      const webhook = await webhooks.findOneByOrFail({ id });
      await this.deps.audit.record(tx, ctx, {
        action: "deleteWebhook",
        entityType: "WEBHOOK",
        entityId: id,
        entityName: webhookName(webhook.url),
        before: auditedWebhook(before),
        after: auditedWebhook(webhook),
      });
      return webhook;
    });
  }

  /** A webhook's deliveries, newest first, each with its attempts. */
  async webhookDeliveries(
    ctx: RequestContext,
    args: Partial<WebhookDeliveriesArgs> & { webhookId: string },
  ): Promise<Page<WebhookDelivery>> {
    requireRole(ctx, "SUPERADMIN");
    const exists = isUUID(args.webhookId) && (await this.webhooksRepo.existsBy({ id: args.webhookId }));
    if (!exists) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.notFound);
    const { limit, offset } = pageWindow(args.limit, args.offset);
    const [items, total] = await this.deps.dataSource.getRepository(WebhookDelivery).findAndCount({
      where: { webhookId: args.webhookId },
      relations: { attempts: true },
      order: { createdAt: "DESC", id: "DESC", attempts: { attemptedAt: "ASC" } },
      take: limit,
      skip: offset,
    });
    return { items, total, limit, offset };
  }

  /**
   * Another attempt of a delivery, now, with the same webhook-id and body. A delivery still within
   * its retry period keeps retrying if it fails; one past it ends FAILED again.
   */
  async redeliverWebhook(ctx: RequestContext, deliveryId: string): Promise<WebhookDelivery> {
    requireRole(ctx, "SUPERADMIN");
    if (!isUUID(deliveryId)) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.deliveryNotFound);
    await this.deps.dataSource.transaction(async (tx) => {
      const rows: Array<{ active: boolean; url: string; webhookId: string; eventType: string }> = await tx.query(
        `SELECT w.active, w.url, d.webhook_id AS "webhookId", d.event_type AS "eventType"
         FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = $1 FOR UPDATE OF d`,
        [deliveryId],
      );
      const row = rows[0];
      if (!row) throw new AppError("NOT_FOUND", WEBHOOK_MESSAGES.deliveryNotFound);
      if (!row.active) throw new AppError("CONFLICT", WEBHOOK_MESSAGES.deleted);
      const now = new Date();
      const jobId = randomUUID();
      await tx.query(`UPDATE webhook_deliveries SET status = 'PENDING', job_id = $2, next_attempt_at = $3 WHERE id = $1`, [
        deliveryId,
        jobId,
        now,
      ]);
      await this.queue.schedule(tx, { deliveryId, redelivery: true }, now, jobId);
      // Recorded on the webhook, beside its creation and deletion; no field of it changes.
      await this.deps.audit.record(tx, ctx, {
        action: "redeliverWebhook",
        entityType: "WEBHOOK",
        entityId: row.webhookId,
        entityName: webhookName(row.url),
        before: null,
        after: { deliveryId, eventType: row.eventType },
      });
    });
    return this.deps.dataSource.getRepository(WebhookDelivery).findOneOrFail({
      where: { id: deliveryId },
      relations: { attempts: true },
      order: { attempts: { attemptedAt: "ASC" } },
    });
  }

  /** The URL as given, if Ruchi may send to it (webhook-target.ts); BAD_USER_INPUT on url otherwise. */
  private async checkedUrl(raw: string): Promise<string> {
    const rules = { allowLocal: this.deps.webhookAllowLocal };
    try {
      await resolveTarget(hostOf(parseTarget(raw, rules)), rules);
    } catch (error) {
      if (error instanceof RefusedTargetError) throw badUrl(error.message);
      throw error;
    }
    return raw;
  }
}

/**
 * What the trail calls a webhook: its URL's host (partner.example), the part a person knows it by;
 * the path and query may carry a partner's token. Null for a URL that does not parse (every stored
 * one did when it was created).
 */
function webhookName(url: string): string | null {
  return URL.canParse(url) ? new URL(url).host : null;
}
