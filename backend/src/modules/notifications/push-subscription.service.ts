import type { DataSource } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { validationFailed } from "../../common/validation";
import { pushEndpointProblem, pushEndpointRules, type PushEndpointSettings } from "./push-endpoint";
import type { PushSubscriptionInput } from "./push-subscription.inputs";
import { PushSubscription } from "./push-subscription.entity";
import type { PushConfig } from "./push-subscription.types";

/** A user keeps at most this many browsers; saving one more forgets the least recently saved. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_MESSAGES = {
  saved: "Token saved",
  notFound: "This browser has no push subscription of yours",
} as const;

export interface PushSubscriptionServiceDeps extends PushEndpointSettings {
  dataSource: DataSource;
  vapidPublicKey: string | null;
}

export class PushSubscriptionService {
  constructor(private readonly deps: PushSubscriptionServiceDeps) {}

  config(_ctx: RequestContext): PushConfig {
    return { vapidPublicKey: this.deps.vapidPublicKey };
  }

  /**
   * Stores this browser's subscription for the signed-in user, or replaces it: the endpoint is
   * unique, so a browser that was subscribed by another account now belongs to this one. Only an
   * endpoint at a browser's push service is kept (pushEndpointProblem); the addresses its name
   * leads to are judged on every push, by the connection's own look-up.
   */
  async save(ctx: RequestContext, input: PushSubscriptionInput): Promise<PushSubscription> {
    const user = requireUser(ctx);
    const problem = pushEndpointProblem(input.endpoint, pushEndpointRules(this.deps));
    if (problem) throw validationFailed([{ field: "endpoint", messages: [problem] }]);
    return this.deps.dataSource.transaction(async (tx) => {
      await tx
        .createQueryBuilder()
        .insert()
        .into(PushSubscription)
        .values({
          userId: user.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: input.userAgent?.trim() ?? "",
        })
        .orUpdate(["user_id", "p256dh", "auth", "user_agent", "updated_at"], ["endpoint"])
        .execute();
      const newest = tx
        .getRepository(PushSubscription)
        .createQueryBuilder("kept")
        .select("kept.id")
        .where("kept.userId = :userId")
        .orderBy("kept.updatedAt", "DESC")
        .addOrderBy("kept.id")
        .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER)
        .getQuery();
      await tx
        .createQueryBuilder()
        .delete()
        .from(PushSubscription)
        .where("user_id = :userId", { userId: user.id })
        .andWhere(`id NOT IN (${newest})`)
        .execute();
      return tx.getRepository(PushSubscription).findOneByOrFail({ endpoint: input.endpoint });
    });
  }

  /** Forgets one of the signed-in user's browsers; another user's endpoint is NOT_FOUND like an unknown one. */
  async delete(ctx: RequestContext, endpoint: string): Promise<void> {
    const user = requireUser(ctx);
    const result = await this.deps.dataSource.getRepository(PushSubscription).delete({ endpoint, userId: user.id });
    if (!result.affected) throw new AppError("NOT_FOUND", PUSH_MESSAGES.notFound);
  }
}
