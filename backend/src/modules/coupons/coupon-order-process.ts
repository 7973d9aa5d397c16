import type { OrderProcessExtension } from "../orders/order-process";
import type { OrderStatus } from "../orders/order-status";
import { CouponRedemption } from "./coupon-redemption.entity";

/**
 * The statuses in which an order's customer did not get their food: its coupon use is given back.
 * A failed delivery counts (the customer paid nothing and got nothing); when the office sends the
 * order out again, the use is taken again, whatever the limit by then: the order's price was
 * fixed, with its discount, when it was placed.
 */
export const RELEASING_STATUSES: readonly OrderStatus[] = ["rejected", "cancelled", "delivery_failed"];

/** The coupons' part of the order process: a use follows its order's fate, in the same transaction as the move. */
export const couponOrderProcess: OrderProcessExtension = {
  name: "coupons",
  async write({ tx, order, from, to }) {
    const redemptions = tx.getRepository(CouponRedemption);
    if (RELEASING_STATUSES.includes(to)) {
      await redemptions
        .createQueryBuilder()
        .update()
        .set({ releasedAt: () => "now()" })
        .where("order_id = :orderId AND released_at IS NULL", { orderId: order.id })
        .execute();
    } else if (RELEASING_STATUSES.includes(from)) {
      await redemptions.update({ orderId: order.id }, { releasedAt: null });
    }
  },
};
