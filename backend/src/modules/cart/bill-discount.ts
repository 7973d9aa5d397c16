import type { EntityManager } from "typeorm";
import type { AppError } from "../../common/errors";

/**
 * What a discount is judged on: the cart as it is priced now (the cart view) or as the order is
 * being placed (inside the placement's transaction). Amounts in integer paise.
 */
export interface BillDiscountContext {
  userId: string;
  cartId: string;
  /** The restaurant the cart's items come from. */
  restaurantId: string;
  /** The items' value (every line's unit price with extras × quantity), before any discount. */
  itemsPaise: number;
  /** The delivery fee before any discount. */
  deliveryFeePaise: number;
  now: Date;
}

/** A discount some module gives the cart: one DISCOUNT line of the bill. */
export interface BillDiscount {
  /** What the customer applied ("FIRST50"), shown in the bill line's label. */
  code: string;
  /** The amount taken off, in paise: positive, at most the items' value. */
  amountPaise: number;
  /** Who bears it (docs/architecture.md#money): the service, or the restaurant for a restaurant-only offer. */
  borneBy: "service" | "restaurant";
}

/** The placement's own facts, given to the discount that went into the order. */
export interface PlacedOrderFacts extends BillDiscountContext {
  orderId: string;
}

/**
 * A module that takes money off a cart's bill (coupons): the cart module asks it, and the order's
 * placement asks it again inside its transaction, so the one bill function (cart/bill.ts) stays the
 * only place that adds the bill up. The cart module names no such module: they register
 * themselves (cartService.addDiscountSource) when they are built.
 */
export interface BillDiscountSource {
  name: string;
  /**
   * The discount the cart has now, or null. For the cart view (`strict: false`) a discount that
   * no longer applies is simply null; when placing (`strict: true`) it throws a DiscountDropped
   * that says why and how to forget the discount once the placement rolled back, so the
   * customer's next try shows the new bill and never pays a dropped discount silently.
   */
  discountFor(manager: EntityManager, context: BillDiscountContext, options: { strict: boolean }): Promise<BillDiscount | null>;
  /**
   * In the placement's transaction, after the order's row is written and before the commit: record
   * the use (and refuse, throwing, when a limit was reached meanwhile).
   */
  onOrderPlaced?(tx: EntityManager, facts: PlacedOrderFacts, discount: BillDiscount): Promise<void>;
}

/**
 * The refusal of an order whose discount stopped applying: an AppError (its code and message are
 * the refusal's) with what must change once the placement's transaction rolled back, which would
 * undo anything written inside it. The placement awaits `afterRollback` (orders/order.service.ts)
 * before answering, so the cart the customer reads next has the discount off.
 */
export interface DiscountDropped {
  error: AppError;
  afterRollback: () => Promise<void>;
}

const DROPPED = Symbol("discountDropped");

/** Marks a refusal with its after-rollback step. */
export function discountDropped({ error, afterRollback }: DiscountDropped): AppError {
  return Object.assign(error, { [DROPPED]: afterRollback });
}

/** The after-rollback step a refusal carries, if it is a dropped discount's. */
export function afterRollbackOf(error: unknown): (() => Promise<void>) | null {
  const step = typeof error === "object" && error !== null ? (error as { [DROPPED]?: unknown })[DROPPED] : undefined;
  return typeof step === "function" ? (step as () => Promise<void>) : null;
}
