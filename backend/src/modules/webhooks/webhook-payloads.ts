import { paiseToRupees } from "../../common/money";
import { billLabel } from "../cart/bill";
import { chosenOptionOf } from "../cart/chosen-option";
import { FulfilmentEnum, type Fulfilment } from "../cart/fulfilment";
import type { MenuItem } from "../menu/menu-item.entity";
import type { MenuItemChanged } from "../menu/menu.service";
import { orderBillLines } from "../orders/order-bill";
import type { OrderLine } from "../orders/order-line.entity";
import { OrderStatusEnum, type OrderStatus } from "../orders/order-status";
import type { Order } from "../orders/order.entity";
import { WEBHOOK_BODY_TYPES, type WebhookEvent } from "./webhook-event";

/** The GraphQL spelling of each status (CONFIRMED), as partners read it from the API. */
const STATUS_NAMES = Object.fromEntries(Object.entries(OrderStatusEnum).map(([name, value]) => [value, name])) as Record<
  OrderStatus,
  string
>;

const FULFILMENT_NAMES = Object.fromEntries(Object.entries(FulfilmentEnum).map(([name, value]) => [value, name])) as Record<
  Fulfilment,
  string
>;

type BodyOrder = Pick<
  Order,
  | "id"
  | "shortId"
  | "status"
  | "restaurantId"
  | "restaurantName"
  | "fulfilment"
  | "itemsTotalPaise"
  | "deliveryChargePaise"
  | "totalPaise"
  | "billLines"
  | "rejectionReason"
  | "createdAt"
  | "updatedAt"
> &
  Partial<Pick<Order, "deliverAt">>;
type BodyLine = Pick<OrderLine, "menuItemId" | "name" | "chosenOptions" | "quantity" | "unitPricePaise">;

/**
 * An order as partners receive it: what the restaurant needs to cook and bill it, in the API's
 * units (rupees as numbers, statuses as the GraphQL enum), and never the customer's e-mail,
 * phone or address.
 */
export function orderData(order: BodyOrder, lines: readonly BodyLine[], previousStatus: OrderStatus | null = null) {
  return {
    id: order.id,
    number: order.shortId,
    status: STATUS_NAMES[order.status],
    ...(previousStatus ? { previousStatus: STATUS_NAMES[previousStatus] } : {}),
    rejectionReason: order.rejectionReason,
    // DELIVERY or PICKUP (collected at the restaurant: no delivery fee, no rider), as the API spells it.
    fulfilment: FULFILMENT_NAMES[order.fulfilment],
    // Ordered for later: the delivery moment (ISO); the order is SCHEDULED until its kitchen must start, then PENDING. null: now.
    deliverAt: order.deliverAt?.toISOString() ?? null,
    restaurant: { id: order.restaurantId, name: order.restaurantName },
    lines: lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      // As the API's ChosenOption: id, name, groupName, extraPrice (rupees); unitPrice includes the extras.
      options: line.chosenOptions.map(chosenOptionOf),
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unitPricePaise),
      lineTotal: paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    totals: {
      items: paiseToRupees(order.itemsTotalPaise),
      delivery: paiseToRupees(order.deliveryChargePaise),
      total: paiseToRupees(order.totalPaise),
    },
    // The bill as placed (cart/bill.ts): labels in English, a discount negative; total = totals.total.
    bill: {
      lines: orderBillLines(order).map((line) => ({
        kind: line.kind,
        label: billLabel(line, "en"),
        amount: paiseToRupees(line.amountPaise),
      })),
      total: paiseToRupees(order.totalPaise),
    },
    paymentMethod: "COD",
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

type BodyMenuItem = Pick<
  MenuItem,
  "id" | "name" | "priceRupees" | "originalPriceRupees" | "offerPriceRupees" | "isAvailable" | "restaurantId"
>;

/** A menu item as partners receive it; prices as the API's MenuItem answers them. */
export function menuItemData(item: BodyMenuItem, restaurantName: string | null, change: MenuItemChanged["change"]) {
  return {
    id: item.id,
    change,
    name: item.name,
    price: item.priceRupees,
    originalPrice: item.originalPriceRupees,
    offerPrice: item.offerPriceRupees,
    available: change !== "DELETED" && item.isAvailable,
    restaurant: { id: item.restaurantId, name: restaurantName },
  };
}

/** The body of every delivery of an event: the exact text that is signed and sent. */
export const eventBody = (event: WebhookEvent, at: Date, data: object): string =>
  JSON.stringify({ type: WEBHOOK_BODY_TYPES[event], timestamp: at.toISOString(), data });
