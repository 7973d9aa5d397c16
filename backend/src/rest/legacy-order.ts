import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import type { OrderLine } from "../modules/orders/order-line.entity";
import type { OrderStatus } from "../modules/orders/order-status";
import type { Order } from "../modules/orders/order.entity";
import type { OrderService } from "../modules/orders/order.service";

/**
 * Status spellings on the legacy paths. The old service named two steps "inProcess" and
 * "inShipping"; its clients send and read those, so the legacy documents keep them:
 *
 *   pending → "pending"            confirmed → "confirmed"       preparing → "inProcess"
 *   out_for_delivery → "inShipping" delivered → "delivered"       rejected → "rejected"
 *   cancelled → "cancelled"
 *
 * PUT /api/admin/orders/update/{id} accepts those, the new names ("preparing",
 * "out_for_delivery") and the GraphQL ones ("OUT_FOR_DELIVERY"), in any case, with or without
 * separators; "canceled" means cancelled.
 */
export const LEGACY_ORDER_STATUS: Record<OrderStatus, string> = {
  pending: "pending",
  confirmed: "confirmed",
  preparing: "inProcess",
  out_for_delivery: "inShipping",
  delivered: "delivered",
  rejected: "rejected",
  cancelled: "cancelled",
};

const SPELLINGS: Record<string, OrderStatus> = {
  pending: "pending",
  confirmed: "confirmed",
  preparing: "preparing",
  inprocess: "preparing",
  outfordelivery: "out_for_delivery",
  inshipping: "out_for_delivery",
  delivered: "delivered",
  rejected: "rejected",
  cancelled: "cancelled",
  canceled: "cancelled",
};

const STATUS_HELP = "pending, confirmed, inProcess (preparing), inShipping (out_for_delivery), delivered, rejected, cancelled";

/** A legacy orderStatus value as a status; BAD_USER_INPUT for anything unknown. */
export function parseLegacyStatus(value: unknown): OrderStatus {
  if (typeof value !== "string" || value.trim() === "") throw new AppError("BAD_USER_INPUT", "Order status is required");
  const status = SPELLINGS[value.toLowerCase().replace(/[^a-z]/g, "")];
  if (!status) throw new AppError("BAD_USER_INPUT", `Unknown order status "${value}". Use one of: ${STATUS_HELP}`);
  return status;
}

/** The legacy Order document (REST-CONTRACT.md), plus restaurantName, rejectionReason and the totals. */
export function legacyOrder(order: Order, lines: readonly OrderLine[], options: { withAddress: boolean }) {
  return {
    _id: order.id,
    orderId: order.id,
    shortId: order.shortId,
    userId: order.userId,
    cartId: order.cartId,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    cartItems: lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      image: line.image,
      restaurantId: order.restaurantId,
      restaurantName: order.restaurantName,
      offerPrice: line.price,
      originalPrice: line.originalPrice,
      quantity: line.quantity,
    })),
    // Personal data: the customer's own orders and superadmins only (DESIGN §4).
    addressInfo: options.withAddress
      ? {
          addressId: order.addressId,
          address: order.addressLine,
          city: order.addressCity,
          pincode: order.addressPincode,
          phone: order.addressPhone,
          notes: order.addressNotes,
        }
      : null,
    orderStatus: LEGACY_ORDER_STATUS[order.status],
    paymentMethod: "COD",
    itemsTotal: order.itemsTotal,
    deliveryCharge: order.deliveryCharge,
    totalAmount: order.total,
    rejectionReason: order.rejectionReason,
    orderDate: order.createdAt.toISOString(),
    orderUpdateDate: order.updatedAt.toISOString(),
  };
}

export type LegacyOrder = ReturnType<typeof legacyOrder>;

/** Documents for a list of orders: their lines come in one statement (the request's loader). */
export function legacyOrders(ctx: RequestContext, orders: OrderService, list: readonly Order[]): Promise<LegacyOrder[]> {
  return Promise.all(
    list.map(async (order) =>
      legacyOrder(order, await orders.lines(ctx, order), { withAddress: orders.canSeePersonalData(ctx, order) }),
    ),
  );
}

export async function presentLegacyOrder(ctx: RequestContext, orders: OrderService, order: Order): Promise<LegacyOrder> {
  return (await legacyOrders(ctx, orders, [order]))[0]!;
}

const LEGACY_PAGE_SIZE = 50;
export const legacyQueryValue = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/**
 * Paging of the legacy lists: the old service answered every order at once; Ruchi answers the
 * newest 50 unless ?limit (at most 50) and ?offset say otherwise, and tells the full count in
 * the X-Total-Count header.
 */
export function legacyPageQuery(query: Record<string, unknown>): { limit: unknown; offset: unknown } {
  const limit = legacyQueryValue(query.limit);
  const offset = legacyQueryValue(query.offset);
  return { limit: limit === undefined ? LEGACY_PAGE_SIZE : Number(limit), offset: offset === undefined ? 0 : Number(offset) };
}
