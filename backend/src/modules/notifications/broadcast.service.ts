import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import { pageWindow, type Page } from "../../common/paging";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { auditedBroadcast } from "./broadcast-audit";
import { AUDIENCE_ROLES } from "./broadcast-audience";
import { Broadcast } from "./broadcast.entity";
import type { BroadcastPageArgs, SendBroadcastInput } from "./broadcast.inputs";
import { BROADCAST_PUSH_OPTIONS, broadcastPush } from "./push-messages";
import type { PushSender } from "./push-sender";

/** Each broadcast reaches every browser of an audience: a handful an hour is plenty, and a slip cannot spam. */
export const BROADCAST_RATE_LIMIT = { name: "broadcast", points: 10, durationSeconds: 60 * 60 };

export const BROADCAST_MESSAGES = {
  pushOff: "Push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to send broadcasts.",
} as const;

export interface BroadcastServiceDeps {
  dataSource: DataSource;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  pushSender: PushSender;
  audit: AuditTrail;
}

/** Superadmins send pushes to every customer or every staff member; staff read the history. */
export class BroadcastService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: BroadcastServiceDeps) {
    this.limiter = createRateLimiter(deps.rateLimitStore, BROADCAST_RATE_LIMIT);
  }

  private get broadcasts() {
    return this.deps.dataSource.getRepository(Broadcast);
  }

  /**
   * Records the broadcast, sends it to every browser of the audience (a town has few; the sender
   * bounds the requests in flight) and returns it with the final counts. The audit entry is written
   * with the counts, in their transaction: the trail tells how many got it.
   */
  async send(ctx: RequestContext, input: SendBroadcastInput): Promise<Broadcast> {
    const user = requireRole(ctx, "SUPERADMIN");
    if (!this.deps.pushSender.enabled) throw new AppError("SERVICE_UNAVAILABLE", BROADCAST_MESSAGES.pushOff);
    await this.limiter.consume(user.id);
    const broadcast = await this.broadcasts.save(
      this.broadcasts.create({
        title: input.title.trim(),
        body: input.body.trim(),
        audience: input.audience,
        url: input.url?.trim() || null,
        sentById: user.id,
      }),
    );
    const outcome = await this.deps.pushSender.toRoles(
      AUDIENCE_ROLES[input.audience],
      // Sent as the superadmin wrote it, whatever each reader's language.
      () => broadcastPush(broadcast),
      BROADCAST_PUSH_OPTIONS,
    );
    await this.deps.dataSource.transaction(async (manager) => {
      await manager.getRepository(Broadcast).update({ id: broadcast.id }, outcome);
      await this.deps.audit.record(manager, ctx, {
        action: "sendBroadcast",
        entityType: "BROADCAST",
        entityId: broadcast.id,
        entityName: broadcast.title,
        before: null,
        after: auditedBroadcast({ ...broadcast, ...outcome }),
      });
    });
    this.deps.logger.info({ broadcastId: broadcast.id, audience: broadcast.audience, ...outcome }, "broadcast sent");
    return Object.assign(broadcast, outcome, { sentBy: user });
  }

  /** The history, newest first, with who sent each one (the page and the count: two queries, whatever the page size). */
  async list(ctx: RequestContext, page: Partial<BroadcastPageArgs> = {}): Promise<Page<Broadcast>> {
    requireRole(ctx, "ADMIN");
    const { limit, offset } = pageWindow(page.limit, page.offset);
    const [items, total] = await this.broadcasts
      .createQueryBuilder("broadcast")
      .leftJoin("broadcast.sentBy", "sender")
      .addSelect(["sender.id", "sender.userName"])
      .orderBy("broadcast.sentAt", "DESC")
      .addOrderBy("broadcast.id", "DESC")
      .take(limit)
      .skip(offset)
      .getManyAndCount();
    return { items, total, limit, offset };
  }
}
