import { resolver, type AppModule } from "../../common/app-module";
import { CartCoupon } from "./cart-coupon.entity";
import { CartCouponResolver } from "./cart-coupon.resolver";
import { CouponDiscountSource } from "./coupon-discount-source";
import { couponOrderProcess } from "./coupon-order-process";
import { CouponRedemption } from "./coupon-redemption.entity";
import { Coupon } from "./coupon.entity";
import { CouponResolver } from "./coupon.resolver";
import { CouponService } from "./coupon.service";
import { couponsErrorCodes } from "./coupons.errors";

declare module "../../common/app-module" {
  interface AppServices {
    coupons: CouponService;
    couponDiscounts: CouponDiscountSource;
  }
}

/**
 * Offers and coupons: after the cart (whose bill it adds a DISCOUNT line to) and the orders (whose
 * process gives a use back when an order is rejected, cancelled or not delivered).
 */
export const couponsModule: AppModule = {
  name: "coupons",
  entities: [Coupon, CartCoupon, CouponRedemption],
  errorCodes: couponsErrorCodes,
  services: (deps, { cart, orders, audit }) => {
    orders.extend(couponOrderProcess);
    const couponDiscounts = new CouponDiscountSource(deps);
    cart.addDiscountSource(couponDiscounts);
    return { coupons: new CouponService({ ...deps, cart, audit }), couponDiscounts };
  },
  resolvers: [
    resolver(CouponResolver, (services) => new CouponResolver(services.coupons)),
    resolver(CartCouponResolver, (services) => new CartCouponResolver(services.coupons)),
  ],
};
