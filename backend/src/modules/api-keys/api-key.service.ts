import { isUUID } from "class-validator";
import type { DataSource, Repository } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { existingRestaurantIds } from "../restaurants/existing-restaurant-ids";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { auditedApiKey } from "./api-key-audit";
import { ApiKey, DEFAULT_REQUESTS_PER_MINUTE } from "./api-key.entity";
import type { CreateApiKeyInput } from "./api-key.inputs";
import { newSecret } from "./api-key-secret";
import { SCOPE_WITHOUT_RESTAURANTS } from "./api-scope";

export const API_KEY_MESSAGES = {
  notFound: "API key not found",
  scopesNeedRestaurants: "A key without restaurants may only have CATALOGUE_READ",
} as const;

export interface ApiKeyServiceDeps {
  dataSource: DataSource;
  audit: AuditTrail;
}

/** Creating, listing and revoking API keys: superadmins only. Requests are authenticated by api-key-authenticator.ts. */
export class ApiKeyService {
  private readonly keys: Repository<ApiKey>;

  constructor(private readonly deps: ApiKeyServiceDeps) {
    this.keys = deps.dataSource.getRepository(ApiKey);
  }

  async createApiKey(ctx: RequestContext, input: CreateApiKeyInput): Promise<{ apiKey: ApiKey; secret: string }> {
    requireRole(ctx, "SUPERADMIN");
    const restaurantIds = [...new Set(input.restaurantIds ?? [])];
    if (restaurantIds.length === 0 && input.scopes.some((scope) => scope !== SCOPE_WITHOUT_RESTAURANTS)) {
      throw new AppError("BAD_USER_INPUT", API_KEY_MESSAGES.scopesNeedRestaurants, {
        fields: [{ field: "scopes", messages: [API_KEY_MESSAGES.scopesNeedRestaurants] }],
      });
    }
    await existingRestaurantIds(this.deps.dataSource, restaurantIds);
    const { secret, prefix, hash } = newSecret();
    const apiKey = await this.deps.dataSource.transaction(async (manager) => {
      const keys = manager.getRepository(ApiKey);
      const saved = await keys.save(
        keys.create({
          name: input.name.trim(),
          scopes: [...new Set(input.scopes)],
          restaurantIds,
          prefix,
          secretHash: hash,
          requestsPerMinute: input.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE,
          lastUsedAt: null,
          revokedAt: null,
        }),
      );
      await this.deps.audit.record(manager, ctx, {
        action: "createApiKey",
        entityType: "API_KEY",
        entityId: saved.id,
        entityName: saved.name,
        before: null,
        after: auditedApiKey(saved),
      });
      return saved;
    });
    // No field of ApiKey holds the hash: the secret itself is answered here only.
    return { apiKey, secret };
  }

  /** Every key, revoked ones included, newest first. */
  apiKeys(ctx: RequestContext): Promise<ApiKey[]> {
    requireRole(ctx, "SUPERADMIN");
    return this.keys.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  /** The key's restaurants, by name; a restaurant deleted since is left out. */
  async restaurants(ctx: RequestContext, key: ApiKey): Promise<Restaurant[]> {
    requireRole(ctx, "SUPERADMIN");
    const found = await Promise.all(key.restaurantIds.map((id) => ctx.loaders.restaurantById.load(id)));
    return found.filter((restaurant) => restaurant !== null).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Revokes at once on every node: each request reads its key from the database (no copy to forget). */
  async revokeApiKey(ctx: RequestContext, id: string): Promise<ApiKey> {
    requireRole(ctx, "SUPERADMIN");
    if (!isUUID(id)) throw new AppError("NOT_FOUND", API_KEY_MESSAGES.notFound);
    return this.deps.dataSource.transaction(async (manager) => {
      const keys = manager.getRepository(ApiKey);
      const before = await keys.findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
      if (!before) throw new AppError("NOT_FOUND", API_KEY_MESSAGES.notFound);
      await keys
        .createQueryBuilder()
        .update()
        .set({ revokedAt: () => "now()" })
        .where("id = :id AND revoked_at IS NULL", { id })
        .execute();
      const apiKey = await keys.findOneByOrFail({ id });
      await this.deps.audit.record(manager, ctx, {
        action: "revokeApiKey",
        entityType: "API_KEY",
        entityId: id,
        entityName: apiKey.name,
        before: auditedApiKey(before),
        after: auditedApiKey(apiKey),
      });
      return apiKey;
    });
  }
}
