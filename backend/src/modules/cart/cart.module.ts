import { resolver, type AppModule } from "../../common/app-module";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { CartResolver } from "./cart.resolver";
import { CartService } from "./cart.service";
import { cartErrorCodes } from "./cart.errors";

declare module "../../common/app-module" {
  interface AppServices {
    cart: CartService;
  }
}

export const cartModule: AppModule = {
  name: "cart",
  entities: [Cart, CartItem],
  errorCodes: cartErrorCodes,
  services: (deps) => ({ cart: new CartService(deps) }),
  resolvers: [resolver(CartResolver, (services) => new CartResolver(services.cart))],
};
