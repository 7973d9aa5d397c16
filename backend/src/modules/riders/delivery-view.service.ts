import { paiseToRupees } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import { seesPersonalData } from "../orders/personal-data";
import type { Order } from "../orders/order.entity";
import type { PaymentCollection } from "../orders/payment-collection";
import { isStaff } from "../../common/user-role";
import { estimateArrival } from "./arrival-estimate";
import { isAssignedRider } from "../orders/assigned-rider";
import type { DeliveryPickup, RiderPosition } from "./rider.types";

/**
 * What each viewer may see of an order's delivery: the cash for the office and the rider, the
 * position for the customer, the office and the rider while the food is on its way, the pickup
 * for the office and the rider. Nobody else sees any of it.
 */
export class DeliveryViewService {
  private isOfficeOrRider(ctx: RequestContext, order: Order): boolean {
    const user = ctx.user;
    return user !== null && (isStaff(user.role) || isAssignedRider(user, order));
  }

  cashCollected(ctx: RequestContext, order: Order): number | null {
    return this.isOfficeOrRider(ctx, order) && order.cashCollectedPaise !== null ? paiseToRupees(order.cashCollectedPaise) : null;
  }

  cashNote(ctx: RequestContext, order: Order): string | null {
    return this.isOfficeOrRider(ctx, order) ? order.cashNote : null;
  }

  /** How it was paid, and a UPI payment's reference: the office, the rider, and the order's own customer (their payment). */
  paidBy(ctx: RequestContext, order: Order): PaymentCollection | null {
    return this.isOfficeRiderOrCustomer(ctx, order) ? order.paidBy : null;
  }

  upiReference(ctx: RequestContext, order: Order): string | null {
    return this.isOfficeRiderOrCustomer(ctx, order) ? order.upiReference : null;
  }

  /** When the office ticked a UPI payment off against the bank statement: staff only. */
  upiConfirmedAt(ctx: RequestContext, order: Order): Date | null {
    return ctx.user !== null && isStaff(ctx.user.role) ? order.upiConfirmedAt : null;
  }

  private isOfficeRiderOrCustomer(ctx: RequestContext, order: Order): boolean {
    return this.isOfficeOrRider(ctx, order) || (ctx.user !== null && ctx.user.id === order.userId);
  }

  async position(ctx: RequestContext, order: Order): Promise<RiderPosition | null> {
    const mayLook = this.isOfficeRiderOrCustomer(ctx, order);
    if (!mayLook || order.status !== "out_for_delivery") return null;
    const position = await ctx.loaders.deliveryPositionByOrderId.load(order.id);
    if (!position) return null;
    const door =
      order.addressLatitude !== null && order.addressLongitude !== null
        ? estimateArrival(position, { latitude: order.addressLatitude, longitude: order.addressLongitude }, position.recordedAt)
        : null;
    return {
      latitude: position.latitude,
      longitude: position.longitude,
      recordedAt: position.recordedAt,
      distanceKm: door?.distanceKm ?? null,
      estimatedArrivalAt: door?.estimatedArrivalAt ?? null,
    };
  }

  async pickup(ctx: RequestContext, order: Order): Promise<DeliveryPickup | null> {
    if (!this.isOfficeOrRider(ctx, order)) return null;
    const restaurant = order.restaurantId ? await ctx.loaders.restaurantById.load(order.restaurantId) : null;
    if (!restaurant) return { name: order.restaurantName, address: "", phone: "", latitude: null, longitude: null };
    return {
      name: restaurant.name,
      address: restaurant.address,
      phone: restaurant.phone,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
    };
  }

  /** Who to ask for at the door: personal data, read by whoever reads the address (orders/personal-data.ts). */
  async recipientName(ctx: RequestContext, order: Order): Promise<string | null> {
    return seesPersonalData(ctx.user, order) ? ((await ctx.loaders.userById.load(order.userId))?.userName ?? null) : null;
  }
}
