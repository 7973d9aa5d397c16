import type { Page } from "../../common/paging";
import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireRole, requireUser, SUPERADMIN_NOTICE } from "../../common/access";
import { AppError, isAppError, serviceUnavailable } from "../../common/errors";
import { rupeesToPaise } from "../../common/money";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import type { RequestContext } from "../../common/request-context";
import type { JobQueue } from "../../db/job-queue";
import { isUniqueViolation } from "../../db/unique-violation";
import { isStaff } from "../../common/user-role";
import type { CashAtDoor } from "./cash-at-door";
import { loadOrderDashboard } from "./order-dashboard";
import { OrderEventHooks, type OrderEventListener } from "./order-events";
import type { OrderListFilter } from "./order-filter";
import type { OrderLine } from "./order-line.entity";
import { adminOrderPage, customerOrderPage, pastOrderLinesOf } from "./order-reads";
import { cookingNoteOf } from "./cooking-note";
import { OrderEffects, type OrderEffectSettings } from "./order-effects";
import { orderEmails, OrderNotifier } from "./order-notifier";
import { afterRollbackOf } from "../cart/bill-discount";
import type { PastOrderLine } from "../cart/past-order";
import { placeOrderInTransaction, type PlacementPricing, type PlacementRequest, type PlacementResult } from "./order-placement";
import { ORDER_MESSAGES } from "./order-messages";
import { OrderProcess, type OrderProcessExtension, type StatusChangeRequest } from "./order-process";
import { actorOf, allowedNextStatuses, API_KEY_ACTOR } from "./order-state-machine";
import { seesPersonalData } from "./personal-data";
import { orderAddressOf } from "./order-address";
import type { OrderStatusChange } from "./order-status-change.entity";
import type { OrderStatus } from "./order-status";
import { Order } from "./order.entity";
import { customerMoves, legacyWalk } from "./own-moves";
import { customerMovesOf, scheduledMoves, SYSTEM_CONTEXT } from "./scheduled-moves";
import { ScheduledReleases } from "./scheduled-release";
import { deliverySlots } from "./delivery-time";
import { Restaurant } from "../restaurants/restaurant.entity";
import { restaurantNotFound } from "../restaurants/restaurant.service";
import { systemClock, type Clock } from "../../common/clock";
import { changeStatusInTransaction } from "./status-change";
import { apiKeyChangerName, statusChanger } from "./status-changer";
import { type OrderPageArgs, type PlaceOrderInput, type UpdateOrderStatusArgs } from "./order.inputs";
import type { OrderAddress, OrderCustomer, OrderDashboard } from "./order.types";

export interface OrderServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** What the bill is priced with when an order is placed (the charges' settings, the cart's discount sources). */
  pricing: PlacementPricing;
  /** Told of every placed order and status change after it committed (live updates plug in here). */
  onOrderEvent?: readonly OrderEventListener[];
  /** The durable job queue the effects of order events fall back on (order-effects.ts); absent: effects run once, right after the commit. */
  jobs?: JobQueue | null;
  /** Shorter safety-net timings (tests); absent: DEFAULT_ORDER_EFFECT_SETTINGS. */
  orderEffects?: Partial<OrderEffectSettings>;
  /** The time orders for later are judged and released by (tests control it); absent: the system's. */
  clock?: Clock;
}

const IDEMPOTENCY_KEY_CONSTRAINT = "idempotency_keys_pkey";

/** A unique violation on the idempotency key: another request with the same key committed first. */
const isKeyRace = (error: unknown): boolean => isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT);

/** The cash an admin's status move records: given only with a move to delivered (changeStatus judges it on the order). */
function cashOfStatusMove(args: UpdateOrderStatusArgs): CashAtDoor | undefined {
  if (args.cashCollected === undefined || args.cashCollected === null) return undefined;
  if (args.status !== "delivered") {
    const message = "The cash collected is recorded only when the order is marked delivered.";
    throw new AppError("BAD_USER_INPUT", message, { fields: [{ field: "cashCollected", messages: [message] }] });
  }
  return { collectedPaise: rupeesToPaise(args.cashCollected), note: args.note ?? null };
}

/** Orders: placing, the customer's history and the admin's list (order-reads.ts), and the one path for status changes. */
export class OrderService {
  private readonly hooks: OrderEventHooks;
  private readonly effects: OrderEffects;
  private readonly process = new OrderProcess();
  private readonly releases: ScheduledReleases;
  private readonly clock: Clock;

  constructor(private readonly deps: OrderServiceDeps) {
    this.hooks = new OrderEventHooks(deps.logger, deps.onOrderEvent);
    this.effects = new OrderEffects({ jobs: deps.jobs ?? null, logger: deps.logger, settings: deps.orderEffects });
    this.extend({ name: "emails", afterCommit: orderEmails(new OrderNotifier(deps)) });
    this.extend(customerMoves);
    this.extend(legacyWalk);
    this.extend(scheduledMoves);
    this.clock = deps.clock ?? systemClock;
    this.releases = new ScheduledReleases({
      dataSource: deps.dataSource,
      jobs: deps.jobs ?? null,
      clock: this.clock,
      logger: deps.logger,
      release: (orderId) => this.releaseScheduled(orderId),
    });
  }

  /**
   * Adds a module's part of the order process (order-process.ts): who may make its moves, what
   * they write in the change's transaction, what follows the commit, which moves a viewer is offered.
   */
  extend(extension: OrderProcessExtension): void {
    this.process.add(extension, (name, listener) => this.effects.on(name, listener));
  }

  private get orders() {
    return this.deps.dataSource.getRepository(Order);
  }

  /** Adds a listener for placed orders and status changes, told once, at once (live updates); returns its remover. */
  onOrderEvent(listener: OrderEventListener): () => void {
    return this.hooks.on(listener);
  }

  /** This node's share of the order effects left to the job queue (after a node died or the database was away). */
  async startEffects(): Promise<void> {
    await this.effects.start();
    await this.releases.start();
  }

  async stopEffects(): Promise<void> {
    await this.releases.stop();
    await this.effects.stop();
  }

  /**
   * Builds the order from the server's cart in one transaction. The same idempotency key replays
   * the same order (no new row, no e-mail); `replayed` tells which happened.
   */
  async placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<{ order: Order; replayed: boolean }> {
    const user = requireUser(ctx);
    const request: PlacementRequest = {
      userId: user.id,
      addressId: input.addressId ?? null,
      fulfilment: input.fulfilment ?? "delivery",
      idempotencyKey: input.idempotencyKey ?? null,
      kitchenNote: cookingNoteOf(input.kitchenNote),
      deliverAt: input.deliverAt ?? null,
      payAtDoorBy: input.payAtDoorBy ?? "CASH",
    };
    // An order for later waits for the job queue to release it: without a running queue, none is taken.
    if (request.deliverAt && !this.releases.available) throw serviceUnavailable("Ordering for later");
    const place = () =>
      this.deps.dataSource
        .transaction(async (tx) => {
          const placed = await placeOrderInTransaction(tx, request, this.deps.pricing, this.clock.now());
          if (!placed.replayed && placed.order.releaseAt) await this.releases.queue(tx, placed.order.id, placed.order.releaseAt);
          const effects = placed.replayed
            ? null
            : await this.effects.record(tx, { type: "ORDER_PLACED", order: placed.order, at: placed.order.createdAt }, ctx.requestLanguage);
          return { placed, effects };
        })
        .catch(async (error: unknown) => {
          // A discount that stopped applying refused the order: it comes off the cart now that the
          // transaction rolled back, before the refusal is answered (cart/bill-discount.ts).
          await afterRollbackOf(error)?.();
          throw error;
        });
    let result: { placed: PlacementResult; effects: Awaited<ReturnType<OrderEffects["record"]>> | null };
    try {
      result = await place();
    } catch (error) {
      if (!isKeyRace(error)) throw error;
      // The other request made the order; placing again reads its key and replays it.
      result = await place();
    }
    if (result.effects) {
      void this.effects.carryOut(result.effects);
      this.hooks.emit(result.effects.effect);
    }
    return { order: result.placed.order, replayed: result.placed.replayed };
  }

  /** The signed-in user's orders, newest first. */
  async myOrders(ctx: RequestContext, page: Partial<OrderPageArgs> = {}): Promise<Page<Order>> {
    return customerOrderPage(this.deps.dataSource, requireUser(ctx).id, page);
  }

  /** One of the signed-in user's own orders; anyone else's answers NOT_FOUND. */
  async order(ctx: RequestContext, id: string): Promise<Order> {
    const user = requireUser(ctx);
    const order = isUUID(id) ? await this.orders.findOneBy({ id, userId: user.id }) : null;
    if (!order) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    return order;
  }

  /**
   * The lines of one of the customer's own orders, in their order, for Order again (the cart's
   * reorder, cart/past-order.ts); null when the customer has no order with that id. At most the
   * order's lines.
   */
  pastOrderLines(userId: string, orderId: string): Promise<PastOrderLine[] | null> {
    return pastOrderLinesOf(this.deps.dataSource, userId, orderId);
  }

  /** The customer cancels their own order while it is still pending. */
  async cancelOrder(ctx: RequestContext, id: string): Promise<Order> {
    requireUser(ctx);
    return this.changeStatus(ctx, { orderId: id, to: "cancelled", actor: "customer" });
  }

  /**
   * The legacy order/success call: records once that the customer saw the order placed. Repeating
   * it changes nothing and sends nothing.
   */
  async acknowledgeOrder(ctx: RequestContext, id: string): Promise<Order> {
    const order = await this.order(ctx, id);
    if (order.acknowledgedAt) return order;
    const result = await this.orders
      .createQueryBuilder()
      .update()
      .set({ acknowledgedAt: () => "now()", updatedAt: () => "updated_at" })
      .where("id = :id AND acknowledged_at IS NULL", { id: order.id })
      .returning(["acknowledged_at"])
      .execute();
    const row = (result.raw as Array<{ acknowledged_at: Date }>)[0];
    if (row) order.acknowledgedAt = row.acknowledged_at;
    return order;
  }

  /** Every order, newest first, narrowed by the filter (staff). */
  async adminOrders(ctx: RequestContext, filter: OrderListFilter = {}, page: Partial<OrderPageArgs> = {}): Promise<Page<Order>> {
    requireRole(ctx, "ADMIN");
    return adminOrderPage(this.deps.dataSource, filter, page);
  }

  /** Any order with the customer's details: superadmins only (admins get the spec's notice). */
  async adminOrder(ctx: RequestContext, id: string): Promise<Order> {
    requireRole(ctx, "SUPERADMIN");
    const order = isUUID(id) ? await this.orders.findOneBy({ id }) : null;
    if (!order) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    return order;
  }

  /**
   * Staff with every staff move, or an API key with ORDERS_WRITE for the order's restaurant
   * (checked in changeStatus) with the kitchen's moves only. An admin marking delivered an order
   * a rider holds gives the cash collected, recorded as the rider's markDelivered records it.
   */
  async updateOrderStatus(ctx: RequestContext, args: UpdateOrderStatusArgs): Promise<Order> {
    if (!ctx.apiKey) requireRole(ctx, "ADMIN");
    return this.changeStatus(ctx, {
      orderId: args.id,
      to: args.status,
      reason: args.reason,
      actor: ctx.apiKey ? API_KEY_ACTOR : "staff",
      input: { cashAtDoor: cashOfStatusMove(args) },
    });
  }

  /**
   * The legacy PUT /api/admin/orders/update/{id} only: old admin screens set a pending order
   * straight to a later status. A status ahead of the current one is reached step by step, in
   * one transaction, each step in the history; the customer hears once, of where it ended. A walk
   * into delivered of an order a rider holds needs the cash collected, as updateOrderStatus does.
   */
  async walkOrderStatus(ctx: RequestContext, args: UpdateOrderStatusArgs): Promise<Order> {
    requireRole(ctx, "ADMIN");
    return this.changeStatus(ctx, {
      orderId: args.id,
      to: args.status,
      reason: args.reason,
      actor: "staff",
      input: { legacyWalk: true, cashAtDoor: cashOfStatusMove(args) },
    });
  }

  /**
   * Ruchi's move of an order placed for later to its kitchen, as new (scheduled-release.ts): the
   * state machine's scheduled → pending, made by the system. An order no longer scheduled (the
   * customer cancelled it meanwhile, a repeated job) is left as it is.
   */
  async releaseScheduled(orderId: string): Promise<void> {
    try {
      await this.changeStatus(SYSTEM_CONTEXT, { orderId, to: "pending", actor: "system" });
    } catch (error) {
      if (!(isAppError(error) && (error.code === "INVALID_STATUS_TRANSITION" || error.code === "NOT_FOUND"))) throw error;
    }
  }

  /** The slots an order for this restaurant may be placed for now (delivery-time.ts); NOT_FOUND for an unknown restaurant. */
  async deliverySlots(_ctx: RequestContext, restaurantId: string): Promise<Date[]> {
    const restaurant = isUUID(restaurantId)
      ? await this.deps.dataSource.getRepository(Restaurant).findOne({
          select: { id: true, isOpen: true, closedUntil: true, openingHours: true },
          where: { id: restaurantId },
        })
      : null;
    if (!restaurant) throw restaurantNotFound();
    return deliverySlots(this.clock.now(), restaurant);
  }

  async dashboard(ctx: RequestContext): Promise<OrderDashboard> {
    requireRole(ctx, "ADMIN");
    return loadOrderDashboard(this.deps.dataSource);
  }

  /**
   * Every status change goes through here: its statements in one transaction (status-change.ts:
   * the order row locked, each step checked and written, the change recorded with who and when);
   * after the commit the effects (e-mails, pushes, webhooks) follow, once per call (a walk's
   * customer hears of the final status only).
   */
  async changeStatus(ctx: RequestContext, request: StatusChangeRequest): Promise<Order> {
    const { orderId, actor } = request;
    // Ruchi's own move (the release of an order for later) is made by no one: the history names no person.
    const changer = actor === "system" ? { userId: null, apiKeyName: null } : statusChanger(ctx);
    if (!isUUID(orderId)) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
    const { order, effects } = await this.deps.dataSource.transaction(async (tx) => {
      const { order: changed, event } = await changeStatusInTransaction(tx, this.process, ctx, request, changer);
      // A customer cancelling their own order is the mail's reader: their request's language stands in.
      return {
        order: changed,
        effects: await this.effects.record(tx, event, changer.userId === changed.userId ? ctx.requestLanguage : null),
      };
    });
    void this.effects.carryOut(effects);
    this.hooks.emit(effects.effect);
    return order;
  }

  // What each viewer may see of an order (both adapters shape their answers with these).

  lines(ctx: RequestContext, order: Order): Promise<OrderLine[]> {
    return ctx.loaders.orderLinesByOrderId.load(order.id);
  }

  statusHistory(ctx: RequestContext, order: Order): Promise<OrderStatusChange[]> {
    return ctx.loaders.orderStatusChangesByOrderId.load(order.id);
  }

  /**
   * The moves the viewer could make now: admins every staff move, the owner only cancelling;
   * anyone else as the extension that knows them says (a restaurant's staff and its keys the
   * kitchen's, the assigned rider the delivery's). Their own order a member sees as its
   * customer: so a customer's order list costs no membership look-up.
   */
  async allowedNextStatuses(ctx: RequestContext, order: Order): Promise<OrderStatus[]> {
    const user = ctx.apiKey ? null : ctx.user;
    if (user && actorOf(user.role) === "staff") return allowedNextStatuses(order.status, "staff", order.fulfilment);
    if (user && order.userId === user.id) return customerMovesOf(order, allowedNextStatuses(order.status, "customer", order.fulfilment));
    if (!ctx.apiKey && !user) return [];
    const actor = await this.process.viewerActor(ctx, order);
    return actor ? allowedNextStatuses(order.status, actor, order.fulfilment) : [];
  }

  /** The address and the customer are personal data (personal-data.ts says who reads them). */
  canSeePersonalData(ctx: RequestContext, order: Order): boolean {
    return seesPersonalData(ctx.user, order);
  }

  /** Null for a pickup: it has no delivery address. */
  deliveryAddress(ctx: RequestContext, order: Order): OrderAddress | null {
    requireUser(ctx);
    if (!this.canSeePersonalData(ctx, order)) throw new AppError("FORBIDDEN", SUPERADMIN_NOTICE);
    return orderAddressOf(order);
  }

  async customer(ctx: RequestContext, order: Order): Promise<OrderCustomer | null> {
    requireRole(ctx, "SUPERADMIN");
    const user = await ctx.loaders.userById.load(order.userId);
    return user ? { id: user.id, name: user.userName, email: user.email, phone: user.phone } : null;
  }

  /** Who made a change: shown to staff only; a key's change as "API key <name>". */
  async changedByName(ctx: RequestContext, change: OrderStatusChange): Promise<string | null> {
    if (!ctx.user || !isStaff(ctx.user.role)) return null;
    if (change.changedByApiKeyName !== null) return apiKeyChangerName(change.changedByApiKeyName);
    if (!change.changedById) return null;
    return (await ctx.loaders.userById.load(change.changedById))?.userName ?? null;
  }
}
