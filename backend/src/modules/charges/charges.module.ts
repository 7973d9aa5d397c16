import { resolver, type AppModule } from "../../common/app-module";
import { ChargeSetting } from "./charge-setting.entity";
import { ChargesResolver } from "./charges.resolver";
import { ChargesService } from "./charges.service";
import { RiderPayResolver } from "./rider-pay.resolver";

declare module "../../common/app-module" {
  interface AppServices {
    charges: ChargesService;
  }
}

/** The bill's settings: the delivery fee's rule and GST (docs/architecture.md#pricing). */
export const chargesModule: AppModule = {
  name: "charges",
  entities: [ChargeSetting],
  services: (deps, { audit }) => ({ charges: new ChargesService({ ...deps, audit }) }),
  resolvers: [
    resolver(ChargesResolver, (services) => new ChargesResolver(services.charges)),
    resolver(RiderPayResolver, (services) => new RiderPayResolver(services.charges)),
  ],
  start: (services, runtime) => services.charges.listen(runtime.events),
};
