import type { OrderProcessExtension } from "../orders/order-process";
import { API_KEY_ACTOR } from "../orders/order-state-machine";
import { keyMayActFor, requireKeyRestaurant } from "../../common/access";

/**
 * API keys in the order process: a key moves only its own restaurants' orders, with ORDERS_WRITE,
 * and only as the kitchen does (API_KEY_ACTOR). An unknown order is left to answer NOT_FOUND.
 */
export const apiKeyOrderProcess: OrderProcessExtension = {
  name: "api-keys",
  guard({ ctx, order }) {
    if (ctx.apiKey && order) requireKeyRestaurant(ctx.apiKey, "ORDERS_WRITE", order.restaurantId);
  },
  viewerActor(ctx, order) {
    if (!ctx.apiKey) return undefined;
    return keyMayActFor(ctx.apiKey, "ORDERS_WRITE", order.restaurantId) ? API_KEY_ACTOR : null;
  },
};
