import { isUUID } from "class-validator";
import { In, Not, type DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { Logger } from "../../common/logger";
import type { RequestContext } from "../../common/request-context";
import { runSql } from "../../db/sql-query";
import { OrderEventHooks } from "../orders/order-events";
import { ENDED_STATUSES } from "../orders/order-state-machine";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../orders/order-status";
import { Order, orderNumber } from "../orders/order.entity";
import { ORDER_MESSAGES } from "../orders/order-messages";
import type { OrderService } from "../orders/order.service";
import type { CashAtDoor } from "../orders/cash-at-door";
import { UPI_MESSAGES } from "../orders/payment-collection";
import type { ChargesService } from "../charges/charges.service";
import { isStaff } from "../../common/user-role";
import type { AuditTrail } from "../audit/audit-trail";
import { User } from "../users/user.entity";
import { isAssignedRider } from "../orders/assigned-rider";
import { isPickup } from "../cart/fulfilment";
import { isOnShift, lockRiderProfile, requireRider, RIDER_MESSAGES } from "./rider-access";
import type { RiderLiveListener, RiderLiveUpdate } from "./rider-live";
import { RiderProfile } from "./rider-profile.entity";
import { riderRowsSql, sharePositionSql, type RiderRow } from "./rider-sql";
import { publicRiderView, riderView } from "./rider-view";
import type { Rider } from "./rider.types";

/** The statuses an admin may (re)assign a rider in: before the food leaves, or after a delivery failed. */
export const ASSIGNABLE_STATUSES: readonly OrderStatus[] = ["confirmed", "preparing", "ready_for_pickup", "delivery_failed"];

export interface RiderServiceDeps {
  dataSource: DataSource;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  orders: OrderService;
  charges: Pick<ChargesService, "upiPayee">;
  audit: AuditTrail;
}

/**
 * The rider's page sends a position every 15 s or 50 m (at most every few seconds on a fast road);
 * more than this is a broken or hostile client, and each position is published to every admin.
 */
export const POSITION_LIMIT = { name: "rider-position", points: 30, durationSeconds: 60 } as const;

export interface SharedPosition {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
}

/**
 * Riders: their shift, the office's assignment of orders to them, and their delivery moves (each
 * one status change through OrderService.changeStatus, by the assigned rider only), and their
 * shared position while an order is out for delivery.
 */
export class RiderService {
  private readonly live: OrderEventHooks<RiderLiveUpdate>;
  private readonly positionLimit: RateLimiter;

  constructor(private readonly deps: RiderServiceDeps) {
    this.live = new OrderEventHooks<RiderLiveUpdate>(deps.logger);
    this.positionLimit = createRateLimiter(deps.rateLimitStore, POSITION_LIMIT);
  }

  /** Told of assignments and positions after they committed (live updates plug in here). */
  onLiveUpdate(listener: RiderLiveListener): void {
    this.live.on(listener);
  }

  private async rows(filter: Parameters<typeof riderRowsSql>[0]): Promise<RiderRow[]> {
    return runSql<RiderRow>(this.deps.dataSource, riderRowsSql(filter));
  }

  /** Every rider, by name, with open deliveries and cash in hand (admins). */
  async riders(ctx: RequestContext, onShift?: boolean | null): Promise<Rider[]> {
    requireRole(ctx, "ADMIN");
    return (await this.rows({ onShift })).map((row) => riderView(row));
  }

  /** The signed-in rider. */
  async me(ctx: RequestContext): Promise<Rider> {
    const rider = requireRider(ctx);
    const [row] = await this.rows({ ids: [rider.id] });
    if (!row) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    return riderView(row);
  }

  /**
   * On or off shift. Going off shift while orders are still assigned and open is refused: the
   * office must reassign them first. The rider's row is locked, so an assignment made at the same
   * moment is either seen here or refused there.
   */
  async setOnShift(ctx: RequestContext, onShift: boolean): Promise<Rider> {
    const rider = requireRider(ctx);
    await this.deps.dataSource.transaction(async (tx) => {
      const profile = await lockRiderProfile(tx, rider.id);
      if (profile.onShift === onShift) return;
      if (!onShift) {
        const open = await tx.getRepository(Order).countBy({ riderId: rider.id, status: Not(In([...ENDED_STATUSES])) });
        if (open > 0) {
          throw new AppError(
            "RIDER_HAS_OPEN_DELIVERIES",
            `You still have ${open} ${open === 1 ? "delivery" : "deliveries"}. Deliver them, or ask the office to reassign them, before going off shift.`,
            { openDeliveries: open },
          );
        }
      }
      await tx.getRepository(RiderProfile).update({ userId: rider.id }, { onShift, shiftChangedAt: () => "now()" });
      await this.deps.audit.record(tx, ctx, {
        action: "setRiderOnShift",
        entityType: "RIDER",
        entityId: rider.id,
        entityName: rider.userName,
        before: { onShift: profile.onShift },
        after: { onShift },
      });
    });
    return this.me(ctx);
  }

  /**
   * Gives the order to an on-shift rider, or to another one until the food is picked up (and after
   * a failed delivery). The order row is locked: two admins assigning at once end with one rider,
   * the later one. Assigning the rider it already has changes nothing.
   */
  async assignRider(ctx: RequestContext, orderId: string, riderId: string): Promise<Order> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(orderId)) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    if (!isUUID(riderId)) throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
    const { order, previousRiderId, changed } = await this.deps.dataSource.transaction(async (tx) => {
      const orders = tx.getRepository(Order);
      const locked = await orders.findOne({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
      if (!locked) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
      if (isPickup(locked.fulfilment)) throw new AppError("PICKUP_HAS_NO_RIDER", RIDER_MESSAGES.pickup);
      if (!ASSIGNABLE_STATUSES.includes(locked.status)) {
        throw new AppError(
          "INVALID_STATUS_TRANSITION",
          `A rider can be assigned to a confirmed, preparing or ready order, or one whose delivery failed; this order is ${ORDER_STATUS_LABELS[locked.status]}.`,
        );
      }
      const rider = await tx.getRepository(User).findOneBy({ id: riderId });
      if (!rider || rider.role !== "rider") throw new AppError("NOT_FOUND", RIDER_MESSAGES.riderNotFound);
      // Shared lock: the rider cannot go off shift until this assignment has committed (setOnShift).
      const profile = await tx.getRepository(RiderProfile).findOne({ where: { userId: riderId }, lock: { mode: "pessimistic_read" } });
      if (!profile?.onShift) throw new AppError("RIDER_OFF_SHIFT", `${rider.userName} is off shift. Choose a rider who is on shift.`);
      if (locked.riderId === riderId) return { order: locked, previousRiderId: null, changed: false };
      await orders.update({ id: orderId }, { riderId, assignedAt: () => "now()" });
      await this.deps.audit.record(tx, ctx, {
        action: "assignRider",
        entityType: "ORDER",
        entityId: orderId,
        entityName: orderNumber(locked.id),
        before: { riderId: locked.riderId },
        after: { riderId },
      });
      return { order: await orders.findOneByOrFail({ id: orderId }), previousRiderId: locked.riderId, changed: true };
    });
    if (changed) this.live.emit({ order, previousRiderId });
    return order;
  }

  /** Takes the rider off an order before the food is picked up (the order waits for another rider). */
  async unassignRider(ctx: RequestContext, orderId: string): Promise<Order> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(orderId)) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const { order, previousRiderId } = await this.deps.dataSource.transaction(async (tx) => {
      const orders = tx.getRepository(Order);
      const locked = await orders.findOne({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
      if (!locked) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
      if (locked.riderId === null) return { order: locked, previousRiderId: null };
      if (!ASSIGNABLE_STATUSES.includes(locked.status)) {
        throw new AppError("INVALID_STATUS_TRANSITION", `The rider stays on an order that is ${ORDER_STATUS_LABELS[locked.status]}.`);
      }
      await orders.update({ id: orderId }, { riderId: null, assignedAt: null });
      await this.deps.audit.record(tx, ctx, {
        action: "unassignRider",
        entityType: "ORDER",
        entityId: orderId,
        entityName: orderNumber(locked.id),
        before: { riderId: locked.riderId },
        after: { riderId: null },
      });
      return { order: await orders.findOneByOrFail({ id: orderId }), previousRiderId: locked.riderId };
    });
    if (previousRiderId) this.live.emit({ order, previousRiderId });
    return order;
  }

  /** The signed-in rider's open deliveries, oldest assignment first. */
  async riderOrders(ctx: RequestContext): Promise<Order[]> {
    const rider = requireRider(ctx);
    return this.deps.dataSource.getRepository(Order).find({
      where: { riderId: rider.id, status: Not(In([...ENDED_STATUSES])) },
      order: { assignedAt: "ASC", id: "ASC" },
    });
  }

  /** The signed-in rider's orders delivered or failed today (Asia/Kolkata), newest first. */
  async deliveredToday(ctx: RequestContext): Promise<Order[]> {
    const rider = requireRider(ctx);
    return this.deps.dataSource
      .getRepository(Order)
      .createQueryBuilder("o")
      .where("o.riderId = :riderId", { riderId: rider.id })
      .andWhere("o.status IN ('delivered', 'delivery_failed')")
      .andWhere("o.updatedAt >= ((now() AT TIME ZONE 'Asia/Kolkata')::date::timestamp AT TIME ZONE 'Asia/Kolkata')")
      .orderBy("o.updatedAt", "DESC")
      .addOrderBy("o.id", "DESC")
      .getMany();
  }

  /** The rider has the food: preparing or ready for pickup → out for delivery. */
  markPickedUp(ctx: RequestContext, orderId: string): Promise<Order> {
    requireRider(ctx);
    return this.deps.orders.changeStatus(ctx, { orderId, to: "out_for_delivery", actor: "rider" });
  }

  /**
   * Out for delivery → delivered, with the cash collected at the door (a different amount needs a
   * note), or paid by UPI with its reference (delivery-columns.ts judges both on the locked order).
   * UPI needs the service's UPI id: without it no QR was shown, so no UPI payment can be recorded.
   */
  async markDelivered(ctx: RequestContext, orderId: string, cashAtDoor: CashAtDoor): Promise<Order> {
    requireRider(ctx);
    if (cashAtDoor.paidBy === "UPI" && !(await this.deps.charges.upiPayee())) throw new AppError("UPI_OFF", UPI_MESSAGES.off);
    return this.deps.orders.changeStatus(ctx, { orderId, to: "delivered", actor: "rider", input: { cashAtDoor } });
  }

  /** Out for delivery → delivery failed (the customer could not be reached); the office decides next. */
  markDeliveryFailed(ctx: RequestContext, orderId: string, reason: string): Promise<Order> {
    requireRider(ctx);
    return this.deps.orders.changeStatus(ctx, { orderId, to: "delivery_failed", reason, actor: "rider" });
  }

  /**
   * The rider's position, kept on each of their orders out for delivery (the latest only) and sent
   * live to those orders' customers and to admins. With none out for delivery: DELIVERY_NOT_ACTIVE,
   * and nothing is kept.
   */
  async sharePosition(ctx: RequestContext, position: SharedPosition): Promise<Order[]> {
    const rider = requireRider(ctx);
    if (!(await isOnShift(this.deps.dataSource.manager, rider.id))) throw new AppError("RIDER_OFF_SHIFT", RIDER_MESSAGES.offShift);
    await this.positionLimit.consume(rider.id);
    const rows = await runSql<{ orderId: string }>(
      this.deps.dataSource,
      sharePositionSql(rider.id, { latitude: position.latitude, longitude: position.longitude, accuracy: position.accuracy ?? null }),
    );
    if (rows.length === 0) {
      throw new AppError("DELIVERY_NOT_ACTIVE", "None of your orders is out for delivery, so your position is not shared.");
    }
    const orders = await this.deps.dataSource.getRepository(Order).findBy({ id: In(rows.map((row) => row.orderId)) });
    for (const order of orders) this.live.emit({ order, positionOnly: true });
    return orders;
  }

  /**
   * The order's rider as this viewer may see them: staff and the rider everything, the customer
   * the first name and (until the order ends) the phone, anyone else who sees the order the first name.
   */
  async riderOf(ctx: RequestContext, order: Order): Promise<Rider | null> {
    if (!order.riderId) return null;
    const viewer = ctx.user;
    if (viewer && (isStaff(viewer.role) || isAssignedRider(viewer, order))) {
      const row = await ctx.loaders.riderRowById.load(order.riderId);
      return row ? riderView(row) : null;
    }
    // The customer's tracker asks on every position update: the account alone, no cash figures.
    const rider = await ctx.loaders.userById.load(order.riderId);
    if (!rider) return null;
    return publicRiderView(rider, viewer !== null && viewer.id === order.userId && !ENDED_STATUSES.includes(order.status));
  }
}
