import { resolver, type AppModule } from "../../common/app-module";
import { groupedBy, type GroupedLoader } from "../../db/data-loaders";
import { AdminOrderResolver } from "./admin-order.resolver";
import { IdempotencyKey } from "./idempotency-key.entity";
import type { OrderEffectSettings } from "./order-effects";
import { OrderLine } from "./order-line.entity";
import { publishOrderEvents } from "./order-live-events";
import { OrderStatusChange } from "./order-status-change.entity";
import { OrderStatusChangeResolver } from "./order-status-change.resolver";
import { OrderSubscriptionResolver } from "./order-subscription.resolver";
import { Order } from "./order.entity";
import { OrderBillResolver } from "./order-bill.resolver";
import { DeliverySlotsResolver } from "./delivery-slots.resolver";
import { OrderPickupResolver } from "./order-pickup.resolver";
import { OrderResolver } from "./order.resolver";
import { OrderService } from "./order.service";
import { ordersErrorCodes } from "./orders.errors";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** Shorter safety-net timings for the order effects (tests); absent: 30 s, polled every 2 s. */
    orderEffects?: Partial<OrderEffectSettings>;
  }
  interface AppServices {
    orders: OrderService;
  }
  interface AppLoaders {
    orderLinesByOrderId: GroupedLoader<OrderLine>;
    orderStatusChangesByOrderId: GroupedLoader<OrderStatusChange>;
  }
}

/** The order process other modules extend (order-process.ts): they come after this one in the list. */
export const ordersModule: AppModule = {
  name: "orders",
  entities: [Order, OrderLine, OrderStatusChange, IdempotencyKey],
  errorCodes: ordersErrorCodes,
  services: (deps, { jobs, charges, cart }) => {
    const orders = new OrderService({
      ...deps,
      jobs,
      pricing: {
        charges: (tx) => charges.chargesIn(tx),
        discountFor: (tx, context, options) => cart.discountFor(tx, context, options),
        discountPlaced: (tx, facts, found) => cart.discountPlaced(tx, facts, found),
      },
    });
    // Order again (the cart's reorder) reads the customer's past order through the orders.
    cart.readPastOrdersWith((userId, orderId) => orders.pastOrderLines(userId, orderId));
    return { orders };
  },
  resolvers: [
    resolver(OrderResolver, (services) => new OrderResolver(services.orders)),
    resolver(AdminOrderResolver, (services) => new AdminOrderResolver(services.orders)),
    resolver(OrderStatusChangeResolver, (services) => new OrderStatusChangeResolver(services.orders)),
    resolver(OrderSubscriptionResolver, () => new OrderSubscriptionResolver()),
    resolver(OrderBillResolver, () => new OrderBillResolver()),
    resolver(DeliverySlotsResolver, (services) => new DeliverySlotsResolver(services.orders)),
    resolver(OrderPickupResolver, () => new OrderPickupResolver()),
  ],
  loaders: (dataSource) => ({
    orderLinesByOrderId: groupedBy(dataSource, OrderLine, "orderId", { position: "ASC" }),
    orderStatusChangesByOrderId: groupedBy(dataSource, OrderStatusChange, "orderId", { createdAt: "ASC" }),
  }),
  start: async ({ orders }, { events, onStop }) => {
    await orders.startEffects();
    onStop(() => orders.stopEffects());
    orders.onOrderEvent(publishOrderEvents(events));
  },
};
