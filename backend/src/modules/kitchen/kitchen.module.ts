import { resolver, type AppModule } from "../../common/app-module";
import { kitchenOrderProcess } from "./kitchen-order-process";
import { KitchenOrderResolver } from "./kitchen-order.resolver";
import { KitchenOrderService } from "./kitchen-order.service";
import { RestaurantOrderResolver } from "./restaurant-order.resolver";
import { RestaurantOrdersService } from "./restaurant-orders.service";

declare module "../../common/app-module" {
  interface AppServices {
    kitchenOrders: KitchenOrderService;
    restaurantOrders: RestaurantOrdersService;
  }
}

/** Extends the order process (kitchen-order-process.ts): asked after the riders' part, before the API keys'. */
export const kitchenModule: AppModule = {
  name: "kitchen",
  services: (deps, { orders }) => {
    orders.extend(kitchenOrderProcess);
    return { kitchenOrders: new KitchenOrderService(orders), restaurantOrders: new RestaurantOrdersService(deps) };
  },
  resolvers: [
    resolver(RestaurantOrderResolver, (services) => new RestaurantOrderResolver(services.restaurantOrders)),
    resolver(KitchenOrderResolver, (services) => new KitchenOrderResolver(services.kitchenOrders)),
  ],
};
