import { AppError } from "../common/errors";
import { nameWithChoices } from "../modules/cart/chosen-option";
import type { RequestContext } from "../common/request-context";
import type { OrderLine } from "../modules/orders/order-line.entity";
import type { OrderStatus } from "../modules/orders/order-status";
import type { Order } from "../modules/orders/order.entity";
import { orderAddressOf } from "../modules/orders/order-address";
import type { OrderService } from "../modules/orders/order.service";

/**
 * Status spellings on the legacy paths. The old service named two steps "inProcess" and
 * "inShipping"; its clients send and read those, so the legacy documents keep them:
 *
 *   pending → "pending"            confirmed → "confirmed"       preparing → "inProcess"
 *   out_for_delivery → "inShipping" delivered → "delivered"       rejected → "rejected"
 *   cancelled → "cancelled"
 *
 * ready_for_pickup (the kitchen board's step, which the old service never had) reads
 * "readyForPickup", and delivery_failed (a rider could not deliver) "deliveryFailed", in the style
 * of the other legacy names. scheduled (an order placed for later, through GraphQL) reads
 * "scheduled", not "pending": an old screen would offer to confirm it, which only its release does;
 * the document's deliverAt says for when. No legacy call moves an order into or out of it.
 *
 * Old admin screens also send "outForDelivery". PUT /api/admin/orders/update/{id} accepts all of
 * those, the new names ("preparing", "out_for_delivery") and the GraphQL ones
 * ("OUT_FOR_DELIVERY"), in any case, with or without separators; "canceled" means cancelled.
 */
export const LEGACY_ORDER_STATUS: Record<OrderStatus, string> = {
  scheduled: "scheduled",
  pending: "pending",
  confirmed: "confirmed",
  preparing: "inProcess",
  ready_for_pickup: "readyForPickup",
  out_for_delivery: "inShipping",
  delivered: "delivered",
  delivery_failed: "deliveryFailed",
  rejected: "rejected",
  cancelled: "cancelled",
};

/** A status as a legacy client asked for it: the status, and the spelling to answer it back in. */
export interface LegacyStatusRequest {
  status: OrderStatus;
  spelling: string;
}

const spelled = (status: OrderStatus, spelling = LEGACY_ORDER_STATUS[status]): LegacyStatusRequest => ({ status, spelling });

/**
 * Keyed by the spelling in lower case, letters only. Both legacy names of out_for_delivery are
 * answered back as sent (a screen compares the answer with what it sent); a name no old client
 * used ("preparing", "canceled") is answered in the legacy documents' spelling.
 */
const SPELLINGS: Record<string, LegacyStatusRequest> = {
  scheduled: spelled("scheduled"),
  pending: spelled("pending"),
  confirmed: spelled("confirmed"),
  preparing: spelled("preparing"),
  inprocess: spelled("preparing"),
  readyforpickup: spelled("ready_for_pickup"),
  outfordelivery: spelled("out_for_delivery", "outForDelivery"),
  inshipping: spelled("out_for_delivery"),
  delivered: spelled("delivered"),
  deliveryfailed: spelled("delivery_failed"),
  rejected: spelled("rejected"),
  cancelled: spelled("cancelled"),
  canceled: spelled("cancelled"),
};

const STATUS_HELP =
  "scheduled, pending, confirmed, inProcess (preparing), readyForPickup, inShipping or outForDelivery (out_for_delivery), delivered, deliveryFailed, rejected, cancelled";

/** A legacy orderStatus value with the spelling to answer in; BAD_USER_INPUT for anything unknown. */
export function parseLegacyStatusRequest(value: unknown): LegacyStatusRequest {
  if (typeof value !== "string" || value.trim() === "") throw new AppError("BAD_USER_INPUT", "Order status is required");
  const request = SPELLINGS[value.toLowerCase().replace(/[^a-z]/g, "")];
  if (!request) throw new AppError("BAD_USER_INPUT", `Unknown order status "${value}". Use one of: ${STATUS_HELP}`);
  return request;
}

export const parseLegacyStatus = (value: unknown): OrderStatus => parseLegacyStatusRequest(value).status;

/**
 * The legacy Order document (docs/rest-contract.md), plus restaurantName, rejectionReason and the
 * totals. A pickup (placed through GraphQL) has no address: addressInfo is null, as for a reader
 * who may not see it, and the document keeps its keys.
 */
export function legacyOrder(order: Order, lines: readonly OrderLine[], options: { withAddress: boolean }) {
  const address = options.withAddress ? orderAddressOf(order) : null;
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
      // The old clients show only a name: the choices go with it, and the prices include their extras.
      name: nameWithChoices(line.name, line.chosenOptions),
      image: line.image,
      restaurantId: order.restaurantId,
      restaurantName: order.restaurantName,
      offerPrice: line.price,
      originalPrice: line.originalPrice,
      quantity: line.quantity,
    })),
    // Personal data: the customer's own orders and superadmins only (docs/architecture.md#roles).
    addressInfo: address
      ? {
          addressId: address.addressId,
          address: address.address,
          city: address.city,
          pincode: address.pincode,
          phone: address.phone,
          notes: address.notes,
        }
      : null,
    orderStatus: LEGACY_ORDER_STATUS[order.status],
    paymentMethod: "COD",
    itemsTotal: order.itemsTotal,
    deliveryCharge: order.deliveryCharge,
    totalAmount: order.total,
    rejectionReason: order.rejectionReason,
    // An order placed for later: when it is to be delivered; null for one as soon as possible.
    deliverAt: order.deliverAt ? order.deliverAt.toISOString() : null,
    orderDate: order.createdAt.toISOString(),
    orderUpdateDate: order.updatedAt.toISOString(),
  };
}

export type LegacyOrder = ReturnType<typeof legacyOrder>;

/** Documents for a list of orders: their lines come in one statement (the request's loader). */
export function legacyOrders(ctx: RequestContext, orders: OrderService, list: readonly Order[]): Promise<LegacyOrder[]> {
  return Promise.all(
    list.map(async (order) => legacyOrder(order, await orders.lines(ctx, order), { withAddress: orders.canSeePersonalData(ctx, order) })),
  );
}

export async function presentLegacyOrder(ctx: RequestContext, orders: OrderService, order: Order): Promise<LegacyOrder> {
  return (await legacyOrders(ctx, orders, [order]))[0]!;
}

const LEGACY_PAGE_SIZE = 50;
export const legacyQueryValue = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

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
