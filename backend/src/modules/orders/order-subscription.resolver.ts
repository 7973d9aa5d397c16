import { Authorized, Resolver, Root, Subscription, type SubscriptionHandlerData } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { hearsOfOrder, ORDER_TOPICS, orderFromSnapshot, type OrderLiveMessage } from "./order-live-events";
import { Order } from "./order.entity";

type OrderEventData = SubscriptionHandlerData<OrderLiveMessage, object, RequestContext>;

/**
 * Live orders over graphql-ws. Each event is resolved for each subscriber with that subscriber's
 * permissions (the Order field rules of OrderResolver apply as they do over HTTP).
 */
@Resolver()
export class OrderSubscriptionResolver {
  @Authorized()
  @Subscription(() => Order, {
    topics: ORDER_TOPICS.updated,
    filter: ({ payload, context }: OrderEventData) => hearsOfOrder(context.user, payload.order),
    description:
      "An order changed (status, rejection, cancellation): customers receive their own orders only; admins and superadmins every order",
  })
  orderUpdated(@Root() message: OrderLiveMessage): Order {
    return orderFromSnapshot(message.order);
  }

  @Authorized("ADMIN")
  @Subscription(() => Order, {
    topics: ORDER_TOPICS.placed,
    description: "A new order was placed (admins and superadmins only)",
  })
  orderPlaced(@Root() message: OrderLiveMessage): Order {
    return orderFromSnapshot(message.order);
  }
}
