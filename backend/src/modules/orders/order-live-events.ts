import type { EventBus } from "../../common/event-bus";
import type { User } from "../users/user.entity";
import { isStaff } from "../../common/user-role";
import type { OrderEvent, OrderEventListener } from "./order-events";
import { Order } from "./order.entity";

/** The event-bus topics of live orders (GraphQL subscriptions orderPlaced and orderUpdated). */
export const ORDER_TOPICS = { placed: "ORDER_PLACED", updated: "ORDER_UPDATED" } as const;

type OrderRelation = "user" | "restaurant" | "lines" | "rider" | "cashHandover";
type OrderGetter = "shortId" | "itemsTotal" | "deliveryCharge" | "total" | "tip";

/** The Order columns that are dates: ISO strings in a snapshot. */
const DATE_COLUMNS = [
  "createdAt",
  "updatedAt",
  "acknowledgedAt",
  "estimatedReadyAt",
  "assignedAt",
  "pickedUpAt",
  "deliveredAt",
  "deliverAt",
  "releaseAt",
] as const;
type OrderDateColumn = (typeof DATE_COLUMNS)[number];

/** An order's columns as JSON: what crosses Redis, so every node builds the same Order from it. */
export type OrderSnapshot = Omit<Order, OrderRelation | OrderDateColumn | OrderGetter> & {
  createdAt: string;
  updatedAt: string;
} & { [column in Exclude<OrderDateColumn, "createdAt" | "updatedAt">]: string | null };

/**
 * One message on an order topic: the order as it was when its change committed; for a rider
 * taken off it, who that was (their screen drops it), and whether only the rider's position moved.
 */
export interface OrderLiveMessage {
  order: OrderSnapshot;
  previousRiderId?: string | null;
  positionOnly?: boolean;
}

const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function orderSnapshot(order: Order): OrderSnapshot {
  const {
    user: _user,
    restaurant: _restaurant,
    lines: _lines,
    rider: _rider,
    cashHandover: _cashHandover,
    createdAt,
    updatedAt,
    acknowledgedAt,
    estimatedReadyAt,
    assignedAt,
    pickedUpAt,
    deliveredAt,
    deliverAt,
    releaseAt,
    ...columns
  } = order;
  return {
    ...columns,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    acknowledgedAt: isoOrNull(acknowledgedAt),
    estimatedReadyAt: isoOrNull(estimatedReadyAt),
    assignedAt: isoOrNull(assignedAt),
    pickedUpAt: isoOrNull(pickedUpAt),
    deliveredAt: isoOrNull(deliveredAt),
    deliverAt: isoOrNull(deliverAt),
    releaseAt: isoOrNull(releaseAt),
  };
}

/** The Order entity again (dates, the getters the schema reads), on whichever node received it. */
export function orderFromSnapshot(snapshot: OrderSnapshot): Order {
  const dates = Object.fromEntries(DATE_COLUMNS.map((column) => [column, snapshot[column] === null ? null : new Date(snapshot[column])]));
  return Object.assign(new Order(), snapshot, dates);
}

/** Who hears of an order's changes live: its customer, and every admin and superadmin. */
export function hearsOfOrder(viewer: User | null, order: Pick<OrderSnapshot, "userId">): boolean {
  return viewer !== null && (isStaff(viewer.role) || viewer.id === order.userId);
}

const topicOf = (event: OrderEvent) => (event.type === "ORDER_PLACED" ? ORDER_TOPICS.placed : ORDER_TOPICS.updated);

/** The OrderService listener that publishes each placed order and status change once, to every node. */
export function publishOrderEvents(bus: EventBus): OrderEventListener {
  return (event) => bus.publish(topicOf(event), { order: orderSnapshot(event.order) } satisfies OrderLiveMessage);
}
