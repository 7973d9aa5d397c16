import { AppError } from "../../common/errors";
import { isPickup } from "../cart/fulfilment";
import type { OrderProcessExtension } from "../orders/order-process";
import { forwardSteps } from "../orders/order-status-walk";
import { mayActForRestaurant, requireKitchenAccess } from "../restaurants/kitchen-access";
import { recordPreparationEstimate } from "./preparation-estimate";

/** What a move from the kitchen board carries: present on each of its moves, the estimate with accepting. */
export interface KitchenMoveInput {
  preparationMinutes?: number;
  /** markCollected: the customer took a pickup at the counter (only a pickup is collected). */
  collected?: boolean;
}

export const NOT_A_PICKUP_MESSAGE =
  "A rider delivers this order: only an order the customer picks up at the restaurant is marked collected.";

declare module "../orders/order-process" {
  interface StatusChangeInputs {
    /** A move from the kitchen board (kitchen-order.service.ts). */
    kitchen?: KitchenMoveInput;
  }
}

/**
 * The kitchen's part of the order process. Its moves are for the order's restaurant's staff,
 * admins and ORDERS_WRITE keys of that restaurant, checked on the locked order; an unknown order
 * is FORBIDDEN too, to all but admins (it tells nothing of other restaurants' orders). Marking
 * ready a confirmed order passes through preparing, both steps in the history; accepting stores
 * the estimate in the same transaction; marking collected (ready → delivered) is for pickups only,
 * and the move into delivered brings what it brings to any order (the invoice, the e-mails).
 */
export const kitchenOrderProcess: OrderProcessExtension = {
  name: "kitchen",
  async guard({ ctx, input, order }) {
    if (input.kitchen) await requireKitchenAccess(ctx, order?.restaurantId ?? null, "ORDERS_WRITE");
    if (input.kitchen?.collected && order && !isPickup(order.fulfilment))
      throw new AppError("INVALID_STATUS_TRANSITION", NOT_A_PICKUP_MESSAGE);
  },
  steps: ({ from, to, actor, fulfilment, input }) =>
    input.kitchen && from === "confirmed" && to === "ready_for_pickup" ? forwardSteps(from, to, actor, fulfilment) : null,
  async write({ tx, order, to, input }) {
    const minutes = input.kitchen?.preparationMinutes;
    if (to === "confirmed" && minutes !== undefined) await recordPreparationEstimate(tx, order.id, minutes);
  },
  // A restaurant's own staff are offered the kitchen's moves (keys are the API keys' extension's).
  async viewerActor(ctx, order) {
    if (ctx.apiKey) return undefined;
    return (await mayActForRestaurant(ctx, order.restaurantId)) ? "kitchen" : undefined;
  },
};
