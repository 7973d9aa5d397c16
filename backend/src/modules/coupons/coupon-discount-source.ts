import type { DataSource, EntityManager } from "typeorm";
import {
  discountDropped,
  type BillDiscount,
  type BillDiscountContext,
  type BillDiscountSource,
  type PlacedOrderFacts,
} from "../cart/bill-discount";
import { accountLanguage, appliedCoupon } from "./applied-coupon";
import { CartCoupon } from "./cart-coupon.entity";
import { judgeCoupon, type CouponVerdict } from "./coupon-judge";
import { couponDropped } from "./coupon-refusal";
import { CouponRedemption } from "./coupon-redemption.entity";
import { usageOf } from "./coupon-usage";
import { Coupon } from "./coupon.entity";

export interface CouponDiscountDeps {
  dataSource: DataSource;
}

/** Who bears a coupon's discount: an offer limited to some restaurants is theirs, one for every restaurant the service's. */
export const borneByOf = (coupon: Pick<Coupon, "restaurantIds">): BillDiscount["borneBy"] =>
  coupon.restaurantIds.length > 0 ? "restaurant" : "service";

/**
 * The coupon applied to the cart as a DISCOUNT line of the bill (cart/bill-discount.ts). The cart
 * view asks it leniently (a coupon that stopped applying gives no line; Cart.couponProblem says
 * why); the order's placement strictly, then again under the coupon's row lock to count the use.
 */
export class CouponDiscountSource implements BillDiscountSource {
  readonly name = "coupons";

  constructor(private readonly deps: CouponDiscountDeps) {}

  async discountFor(manager: EntityManager, context: BillDiscountContext, options: { strict: boolean }): Promise<BillDiscount | null> {
    const coupon = await appliedCoupon(manager, context.cartId);
    if (!coupon) return null;
    const verdict = judgeCoupon(coupon, context, await usageOf(manager, coupon.id, context.userId));
    if (verdict.ok)
      return verdict.discountPaise > 0 ? { code: coupon.code, amountPaise: verdict.discountPaise, borneBy: borneByOf(coupon) } : null;
    if (!options.strict) return null;
    return this.drop(manager, context, coupon, verdict);
  }

  /**
   * Counts the use in the placement's transaction: the coupon's row stays locked to the commit, so
   * concurrent checkouts count one after the other and none passes usageLimit or perCustomerLimit;
   * the one that finds a limit reached (or the coupon changed) is refused and its cart loses the coupon.
   */
  async onOrderPlaced(tx: EntityManager, facts: PlacedOrderFacts): Promise<void> {
    const applied = await appliedCoupon(tx, facts.cartId);
    if (!applied) return;
    const coupon = await tx.getRepository(Coupon).findOneOrFail({ where: { id: applied.id }, lock: { mode: "pessimistic_write" } });
    const verdict = judgeCoupon(coupon, facts, await usageOf(tx, coupon.id, facts.userId, facts.orderId));
    if (!verdict.ok) await this.drop(tx, facts, coupon, verdict);
    await tx
      .getRepository(CouponRedemption)
      .insert({ couponId: coupon.id, userId: facts.userId, orderId: facts.orderId, releasedAt: null });
    await tx.getRepository(CartCoupon).delete({ cartId: facts.cartId });
  }

  /**
   * Refuses the order with why; the coupon comes off the cart once the placement's transaction has
   * rolled back (which would undo the removal if it were made inside it), before the refusal is
   * answered, so the customer's next read of the cart shows the new bill.
   */
  private async drop(
    db: EntityManager,
    context: BillDiscountContext,
    coupon: Coupon,
    verdict: Extract<CouponVerdict, { ok: false }>,
  ): Promise<never> {
    const error = couponDropped(verdict, coupon, await accountLanguage(db, context.userId));
    const afterRollback = async () => {
      await this.deps.dataSource.getRepository(CartCoupon).delete({ cartId: context.cartId, couponId: coupon.id });
    };
    throw discountDropped({ error, afterRollback });
  }
}
