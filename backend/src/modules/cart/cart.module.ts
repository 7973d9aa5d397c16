import { resolver, type AppModule } from "../../common/app-module";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { CartBillResolver } from "./cart-bill.resolver";
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
  services: (deps, services) => ({ cart: new CartService(deps, services.charges) }),
  resolvers: [
    resolver(CartResolver, (services) => new CartResolver(services.cart)),
    resolver(CartBillResolver, (services) => new CartBillResolver(services.cart)),
  ],
};
