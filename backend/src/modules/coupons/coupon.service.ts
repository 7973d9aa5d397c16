import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import { rupeesToPaise } from "../../common/money";
import { pageWindow } from "../../common/paging";
import { createRateLimiter, type RateLimiter, type RateLimitStore, type RateLimitRule } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import { isUniqueViolation } from "../../db/unique-violation";
import { recipientLanguage, type Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { AuditTrail } from "../audit/audit-trail";
import type { CartService } from "../cart/cart.service";
import type { CartView } from "../cart/cart.types";
import { existingRestaurantIds } from "../restaurants/existing-restaurant-ids";
import { appliedCoupon } from "./applied-coupon";
import { CartCoupon } from "./cart-coupon.entity";
import { judgeCoupon, type CouponCart } from "./coupon-judge";
import { couponRefused } from "./coupon-refusal";
import { usagesFor, usageOf, usedCounts } from "./coupon-usage";
import { Coupon } from "./coupon.entity";
import { COUPON_CODE_PATTERN, type CouponInput } from "./coupon.inputs";
import { auditedCoupon } from "./coupon-audit";
import { couponView, type CouponView } from "./coupon.types";
import { WEEKDAYS } from "../restaurants/weekday";
import type { CouponRefusalCode } from "./coupons.errors";

/** Guessing codes: 20 tries per customer in 10 minutes, shared by every node (Redis). */
export const APPLY_COUPON_LIMIT: RateLimitRule = { name: "apply-coupon", points: 20, durationSeconds: 10 * 60 };
/** The most coupons offered to one cart (availableCoupons), newest first. */
export const MAX_AVAILABLE_COUPONS = 20;
const CODE_CONSTRAINT = "coupons_code_key";

export interface CouponServiceDeps {
  dataSource: DataSource;
  rateLimitStore: RateLimitStore;
  cart: CartService;
  audit: AuditTrail;
}

/** The coupon applied to a cart as the cart shows it: its code, and why it does not apply now (null: it does). */
export interface CartCouponState {
  code: string;
  problem: CouponRefusalCode | null;
}

const languageOf = (ctx: RequestContext): Language => recipientLanguage(ctx.user?.preferredLanguage, ctx.requestLanguage);

/** The cart as a coupon is judged on it; null while it is empty. */
const couponCartOf = (cart: CartView, now: Date): CouponCart | null =>
  cart.restaurantId && cart.items.length > 0 ? { restaurantId: cart.restaurantId, itemsPaise: rupeesToPaise(cart.itemsTotal), now } : null;

/**
 * Offers and coupons (docs/architecture.md#offers-and-coupons): the admins keep them; customers
 * apply one to their cart, judged by coupon-judge.ts. The use is counted when the order is placed
 * (coupon-discount-source.ts) and given back with the order (coupon-order-process.ts).
 */
export class CouponService {
  private readonly applyLimit: RateLimiter;
  /** The cart's coupon state, once per cart view a request resolves (couponCode and couponProblem both read it). */
  private readonly cartStates = new WeakMap<CartView, Promise<CartCouponState | null>>();

  constructor(private readonly deps: CouponServiceDeps) {
    this.applyLimit = createRateLimiter(deps.rateLimitStore, APPLY_COUPON_LIMIT);
  }

  private get manager(): EntityManager {
    return this.deps.dataSource.manager;
  }

  /** Every coupon, newest first, one page at a time; admins and superadmins. */
  async list(ctx: RequestContext, page: { limit?: number | null; offset?: number | null }): Promise<CouponView[]> {
    requireRole(ctx, "ADMIN");
    const { limit, offset } = pageWindow(page.limit, page.offset);
    const coupons = await this.manager.getRepository(Coupon).find({ order: { createdAt: "DESC", id: "DESC" }, take: limit, skip: offset });
    return this.views(coupons);
  }

  async create(ctx: RequestContext, input: CouponInput): Promise<CouponView> {
    requireRole(ctx, "ADMIN");
    const columns = await this.columnsOf(input);
    const coupon = await this.saving(ctx, columns.code, () =>
      this.deps.dataSource.transaction(async (manager) => {
        const saved = await manager.getRepository(Coupon).save(manager.create(Coupon, columns));
        await this.deps.audit.record(manager, ctx, {
          action: "createCoupon",
          entityType: "COUPON",
          entityId: saved.id,
          entityName: saved.code,
          before: null,
          after: auditedCoupon(saved),
        });
        return saved;
      }),
    );
    return couponView(coupon, 0);
  }

  /** Replaces every field; the uses so far stay counted. */
  async update(ctx: RequestContext, id: string, input: CouponInput): Promise<CouponView> {
    requireRole(ctx, "ADMIN");
    const columns = await this.columnsOf(input);
    const before = await this.existing(ctx, id);
    await this.saving(ctx, columns.code, () =>
      this.deps.dataSource.transaction(async (manager) => {
        await manager.getRepository(Coupon).update({ id }, columns);
        await this.deps.audit.record(manager, ctx, {
          action: "updateCoupon",
          entityType: "COUPON",
          entityId: id,
          entityName: columns.code,
          before: auditedCoupon(before),
          after: auditedCoupon(columns),
        });
      }),
    );
    return this.view(id);
  }

  async setActive(ctx: RequestContext, id: string, isActive: boolean): Promise<CouponView> {
    requireRole(ctx, "ADMIN");
    const before = await this.existing(ctx, id);
    await this.deps.dataSource.transaction(async (manager) => {
      await manager.getRepository(Coupon).update({ id }, { isActive });
      await this.deps.audit.record(manager, ctx, {
        action: "setCouponActive",
        entityType: "COUPON",
        entityId: id,
        entityName: before.code,
        before: { isActive: before.isActive },
        after: { isActive },
      });
    });
    return this.view(id);
  }

  /** The coupons that would apply to the caller's cart now (none while it is empty), newest first. */
  async available(ctx: RequestContext): Promise<CouponView[]> {
    const user = requireUser(ctx);
    const now = new Date();
    const cart = couponCartOf(await this.deps.cart.cart(ctx), now);
    if (!cart) return [];
    const candidates = await this.manager
      .getRepository(Coupon)
      .createQueryBuilder("coupon")
      .where("coupon.isActive")
      .andWhere("(coupon.validFrom IS NULL OR coupon.validFrom <= :now)", { now })
      .andWhere("(coupon.validUntil IS NULL OR coupon.validUntil > :now)")
      .andWhere("(cardinality(coupon.restaurantIds) = 0 OR :restaurantId = ANY(coupon.restaurantIds))", { restaurantId: cart.restaurantId })
      .orderBy("coupon.createdAt", "DESC")
      .addOrderBy("coupon.id", "DESC")
      .take(MAX_AVAILABLE_COUPONS)
      .getMany();
    const usages = await usagesFor(
      this.manager,
      candidates.map((coupon) => coupon.id),
      user.id,
    );
    return candidates.flatMap((coupon) => {
      const usage = usages.get(coupon.id)!;
      return judgeCoupon(coupon, cart, usage).ok ? [couponView(coupon, usage.used)] : [];
    });
  }

  /**
   * Applies a coupon to the caller's cart (replacing one applied before), once it applies to the
   * cart now; refused with the reason's code otherwise. Counted against guessing.
   */
  async apply(ctx: RequestContext, code: string): Promise<CartView> {
    const user = requireUser(ctx);
    await this.applyLimit.consume(user.id);
    const texts = textsIn(languageOf(ctx)).coupon;
    const view = await this.deps.cart.cart(ctx);
    const cart = couponCartOf(view, new Date());
    if (!cart) throw new AppError("CART_EMPTY", texts.cartEmpty);
    const normalized = code.trim().toUpperCase();
    const coupon = COUPON_CODE_PATTERN.test(normalized) ? await this.manager.getRepository(Coupon).findOneBy({ code: normalized }) : null;
    if (!coupon) throw new AppError("COUPON_INVALID", texts.invalid);
    const verdict = judgeCoupon(coupon, cart, await usageOf(this.manager, coupon.id, user.id));
    if (!verdict.ok) throw couponRefused(verdict, coupon, languageOf(ctx));
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(CartCoupon)
      .values({ cartId: view.id, couponId: coupon.id })
      .orUpdate(["coupon_id", "applied_at"], ["cart_id"])
      .execute();
    return this.deps.cart.cart(ctx);
  }

  /** Takes the coupon off the caller's cart (nothing to take off is no error). */
  async remove(ctx: RequestContext): Promise<CartView> {
    const user = requireUser(ctx);
    await this.manager.query(`DELETE FROM cart_coupons WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)`, [user.id]);
    return this.deps.cart.cart(ctx);
  }

  /** The coupon applied to this cart (the caller's: CartView is only ever the caller's) and whether it applies now. */
  cartCoupon(ctx: RequestContext, cart: CartView): Promise<CartCouponState | null> {
    let state = this.cartStates.get(cart);
    if (!state) {
      state = this.judgeApplied(ctx, cart);
      this.cartStates.set(cart, state);
    }
    return state;
  }

  private async judgeApplied(ctx: RequestContext, view: CartView): Promise<CartCouponState | null> {
    const user = requireUser(ctx);
    const coupon = await appliedCoupon(this.manager, view.id);
    if (!coupon) return null;
    const cart = couponCartOf(view, new Date());
    if (!cart) return { code: coupon.code, problem: null };
    const verdict = judgeCoupon(coupon, cart, await usageOf(this.manager, coupon.id, user.id));
    return { code: coupon.code, problem: verdict.ok ? null : verdict.code };
  }

  private async existing(ctx: RequestContext, id: string): Promise<Coupon> {
    const coupon = isUUID(id, "loose") ? await this.manager.getRepository(Coupon).findOneBy({ id }) : null;
    if (!coupon) throw new AppError("NOT_FOUND", textsIn(languageOf(ctx)).coupon.notFound);
    return coupon;
  }

  /** Runs a write that may find the code taken by another coupon. */
  private async saving<T>(ctx: RequestContext, code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, CODE_CONSTRAINT)) {
        throw new AppError("COUPON_CODE_TAKEN", textsIn(languageOf(ctx)).coupon.codeTaken({ code }), {
          fields: [{ field: "code", messages: [textsIn(languageOf(ctx)).coupon.codeTaken({ code })] }],
        });
      }
      throw error;
    }
  }

  /** The row's columns from the form (validated by CouponInput): code upper case, money in paise, restaurants that exist. */
  private async columnsOf(input: CouponInput) {
    const percent = input.kind === "PERCENT";
    return {
      code: input.code.toUpperCase(),
      description: input.description.trim(),
      kind: input.kind,
      percent: percent ? input.value : null,
      amountPaise: percent ? null : rupeesToPaise(input.value),
      maxDiscountPaise: percent && input.maxDiscount != null ? rupeesToPaise(input.maxDiscount) : null,
      minOrderPaise: rupeesToPaise(input.minOrder),
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
      usageLimit: input.usageLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      firstOrderOnly: input.firstOrderOnly,
      restaurantIds: await existingRestaurantIds(this.deps.dataSource, input.restaurantIds),
      weekdays: WEEKDAYS.filter((day) => input.weekdays.includes(day)),
      isActive: input.isActive,
    };
  }

  private async view(id: string): Promise<CouponView> {
    const [view] = await this.views([await this.manager.getRepository(Coupon).findOneByOrFail({ id })]);
    return view!;
  }

  private async views(coupons: Coupon[]): Promise<CouponView[]> {
    const used = await usedCounts(
      this.manager,
      coupons.map((coupon) => coupon.id),
    );
    return coupons.map((coupon) => couponView(coupon, used.get(coupon.id) ?? 0));
  }
}
