import { resolver, type AppModule } from "../../common/app-module";
import { Banner } from "./banner.entity";
import { BannerResolver } from "./banner.resolver";
import { BannerService } from "./banner.service";

declare module "../../common/app-module" {
  interface AppServices {
    banners: BannerService;
  }
}

export const bannersModule: AppModule = {
  name: "banners",
  entities: [Banner],
  services: (deps, { uploads, audit }) => ({ banners: new BannerService({ ...deps, uploads, audit }) }),
  resolvers: [resolver(BannerResolver, (services) => new BannerResolver(services.banners))],
};
