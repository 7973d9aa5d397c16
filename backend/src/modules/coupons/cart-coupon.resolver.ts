import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { CartView } from "../cart/cart.types";
import type { CouponService } from "./coupon.service";

/** The cart's coupon, on the cart module's type from this module's folder (the cart names no coupon). */
@Resolver(() => CartView)
export class CartCouponResolver {
  constructor(private readonly coupons: CouponService) {}

  @FieldResolver(() => String, {
    nullable: true,
    description: "The code of the coupon applied to the cart, whether or not it applies now; null: none",
  })
  async couponCode(@Root() cart: CartView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await this.coupons.cartCoupon(ctx, cart))?.code ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Why the applied coupon gives no discount now (COUPON_EXPIRED, COUPON_MIN_ORDER, COUPON_USED_UP ...: the applyCoupon codes); null: it applies, " +
      "or none is applied. Placing the order then takes it off the cart and refuses with this code.",
  })
  async couponProblem(@Root() cart: CartView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await this.coupons.cartCoupon(ctx, cart))?.problem ?? null;
  }
}
