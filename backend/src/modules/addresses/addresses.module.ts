import { resolver, type AppModule } from "../../common/app-module";
import { Address } from "./address.entity";
import { AddressResolver } from "./address.resolver";
import { AddressService } from "./address.service";
import { addressesErrorCodes } from "./addresses.errors";

declare module "../../common/app-module" {
  interface AppServices {
    addresses: AddressService;
  }
}

export const addressesModule: AppModule = {
  name: "addresses",
  entities: [Address],
  errorCodes: addressesErrorCodes,
  services: (deps) => ({ addresses: new AddressService(deps) }),
  resolvers: [resolver(AddressResolver, (services) => new AddressResolver(services.addresses))],
};
