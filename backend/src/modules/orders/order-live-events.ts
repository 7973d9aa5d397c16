import type { EventBus } from "../../common/event-bus";
import type { User } from "../users/user.entity";
import { isStaff } from "../users/user-role";
import type { OrderEvent, OrderEventListener } from "./order-events";
import { Order } from "./order.entity";

/** The event-bus topics of live orders (GraphQL subscriptions orderPlaced and orderUpdated). */
export const ORDER_TOPICS = { placed: "ORDER_PLACED", updated: "ORDER_UPDATED" } as const;

type OrderRelation = "user" | "restaurant" | "lines";
type OrderDateColumn = "createdAt" | "updatedAt" | "acknowledgedAt" | "estimatedReadyAt";
type OrderGetter = "shortId" | "itemsTotal" | "deliveryCharge" | "total";

/** An order's columns as JSON: what crosses Redis, so every node builds the same Order from it. */
export type OrderSnapshot = Omit<Order, OrderRelation | OrderDateColumn | OrderGetter> & {
  createdAt: string;
  updatedAt: string;
  acknowledgedAt: string | null;
  estimatedReadyAt: string | null;
};

/** One message on an order topic: the order as it was when its change committed. */
export interface OrderLiveMessage {
  order: OrderSnapshot;
}

export function orderSnapshot(order: Order): OrderSnapshot {
  const { user: _user, restaurant: _restaurant, lines: _lines, createdAt, updatedAt, acknowledgedAt, estimatedReadyAt, ...columns } = order;
  return {
    ...columns,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    acknowledgedAt: acknowledgedAt ? acknowledgedAt.toISOString() : null,
    estimatedReadyAt: estimatedReadyAt ? estimatedReadyAt.toISOString() : null,
  };
}

/** The Order entity again (dates, the getters the schema reads), on whichever node received it. */
export function orderFromSnapshot(snapshot: OrderSnapshot): Order {
  return Object.assign(new Order(), snapshot, {
    createdAt: new Date(snapshot.createdAt),
    updatedAt: new Date(snapshot.updatedAt),
    acknowledgedAt: snapshot.acknowledgedAt === null ? null : new Date(snapshot.acknowledgedAt),
    estimatedReadyAt: snapshot.estimatedReadyAt === null ? null : new Date(snapshot.estimatedReadyAt),
  });
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
