import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../common/graphql/page-args";
import type { RequestContext } from "../../common/request-context";
import { CartView } from "../cart/cart.types";
import { CouponInput } from "./coupon.inputs";
import type { CouponService } from "./coupon.service";
import { CouponView } from "./coupon.types";

@Resolver()
export class CouponResolver {
  constructor(private readonly couponService: CouponService) {}

  @Authorized("ADMIN")
  @Query(() => [CouponView], { description: "Every coupon, newest first, a page at a time; admins and superadmins" })
  coupons(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs): Promise<CouponView[]> {
    return this.couponService.list(ctx, page);
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponView, { description: "A new coupon; COUPON_CODE_TAKEN when another has the code (whatever its case)" })
  createCoupon(@Ctx() ctx: RequestContext, @Arg("input", () => CouponInput) input: CouponInput): Promise<CouponView> {
    return this.couponService.create(ctx, input);
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponView, { description: "Replaces every field of a coupon; its uses so far stay counted" })
  updateCoupon(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CouponInput) input: CouponInput,
  ): Promise<CouponView> {
    return this.couponService.update(ctx, id, input);
  }

  @Authorized("ADMIN")
  @Mutation(() => CouponView, { description: "Switches a coupon on or off; an order placed with it keeps its discount" })
  setCouponActive(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID) id: string,
    @Arg("isActive", () => Boolean) isActive: boolean,
  ): Promise<CouponView> {
    return this.couponService.setActive(ctx, id, isActive);
  }

  @Authorized()
  @Query(() => [CouponView], {
    description: "The coupons that would apply to the caller's cart now (none while it is empty), newest first, at most 20",
  })
  availableCoupons(@Ctx() ctx: RequestContext): Promise<CouponView[]> {
    return this.couponService.available(ctx);
  }

  @Authorized()
  @Mutation(() => CartView, {
    description:
      "Applies a coupon to the caller's cart, replacing any other. Refused with COUPON_INVALID, COUPON_EXPIRED, COUPON_MIN_ORDER (extensions.missing " +
      "in rupees), COUPON_USED_UP, COUPON_NOT_FOR_RESTAURANT or COUPON_FIRST_ORDER_ONLY; CART_EMPTY on an empty cart; 20 tries in 10 minutes",
  })
  applyCoupon(@Ctx() ctx: RequestContext, @Arg("code", () => String) code: string): Promise<CartView> {
    return this.couponService.apply(ctx, code);
  }

  @Authorized()
  @Mutation(() => CartView, { description: "Takes the coupon off the caller's cart" })
  removeCoupon(@Ctx() ctx: RequestContext): Promise<CartView> {
    return this.couponService.remove(ctx);
  }
}
