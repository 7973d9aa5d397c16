import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import type { ChargesService } from "../charges/charges.service";
import { Restaurant } from "../restaurants/restaurant.entity";
import { auditedCommission } from "./ledger-audit";
import { RestaurantCommission } from "./restaurant-commission.entity";

export interface CommissionServiceDeps {
  dataSource: DataSource;
  charges: ChargesService;
  audit: AuditTrail;
}

const COMMISSION_MESSAGES = {
  apiKey: "An API key cannot read or set commissions.",
  notFound: "Restaurant not found",
};

/** A restaurant's commission (docs/money.md): its own rate, or the default from the payout settings. */
export class CommissionService {
  constructor(private readonly deps: CommissionServiceDeps) {}

  /** Staff only: the rate the restaurant's next delivered order pays (a whole list's own rates in one statement). */
  async percentOf(ctx: RequestContext, restaurant: Restaurant): Promise<number> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", COMMISSION_MESSAGES.apiKey);
    requireRole(ctx, "ADMIN");
    const own = await ctx.loaders.restaurantCommission.load(restaurant.id);
    return own ? Number(own.percent) : (await this.deps.charges.charges()).payouts.defaultCommissionPercent;
  }

  /** Staff only: the restaurant's own rate, or null when it pays the default (the admin form's empty box). */
  async ownPercentOf(ctx: RequestContext, restaurant: Restaurant): Promise<number | null> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", COMMISSION_MESSAGES.apiKey);
    requireRole(ctx, "ADMIN");
    const own = await ctx.loaders.restaurantCommission.load(restaurant.id);
    return own ? Number(own.percent) : null;
  }

  /** Sets (or, with null, drops for the default) the restaurant's own rate; superadmins. Orders delivered before keep theirs. */
  async setPercent(ctx: RequestContext, restaurantId: string, percent: number | null): Promise<Restaurant> {
    if (ctx.apiKey) throw new AppError("FORBIDDEN", COMMISSION_MESSAGES.apiKey);
    requireRole(ctx, "SUPERADMIN");
    const restaurant = isUUID(restaurantId) ? await this.deps.dataSource.getRepository(Restaurant).findOneBy({ id: restaurantId }) : null;
    if (!restaurant) throw new AppError("NOT_FOUND", COMMISSION_MESSAGES.notFound);
    await this.deps.dataSource.transaction(async (manager) => {
      const commissions = manager.getRepository(RestaurantCommission);
      const own = await commissions.findOne({ where: { restaurantId }, lock: { mode: "pessimistic_write" } });
      if (percent === null) await commissions.delete({ restaurantId });
      else await commissions.upsert({ restaurantId, percent: percent.toFixed(2) }, ["restaurantId"]);
      // Recorded on the restaurant: its own history shows its rate beside its other changes.
      await this.deps.audit.record(manager, ctx, {
        action: "setRestaurantCommission",
        entityType: "RESTAURANT",
        entityId: restaurantId,
        entityName: restaurant.name,
        before: auditedCommission(own ? Number(own.percent) : null),
        after: auditedCommission(percent === null ? null : Number(percent.toFixed(2))),
      });
    });
    ctx.loaders.restaurantCommission.clear(restaurantId);
    return restaurant;
  }
}
