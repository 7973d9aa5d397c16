import { resolver, type AppModule } from "../../common/app-module";
import { FavouriteRestaurant } from "./favourite-restaurant.entity";
import { FavouritesResolver } from "./favourites.resolver";
import { favouriteLoader, FavouritesService, type FavouriteLoader } from "./favourites.service";
import { UserFavouritesResolver } from "./user-favourites.resolver";

declare module "../../common/app-module" {
  interface AppServices {
    favourites: FavouritesService;
  }
  interface AppLoaders {
    /** Whether a restaurant is the requester's favourite (favourites.service.ts). */
    favouriteRestaurants: FavouriteLoader;
  }
}

export const favouritesModule: AppModule = {
  name: "favourites",
  entities: [FavouriteRestaurant],
  services: (deps) => ({ favourites: new FavouritesService(deps) }),
  resolvers: [
    resolver(FavouritesResolver, (services) => new FavouritesResolver(services.favourites)),
    resolver(UserFavouritesResolver, (services) => new UserFavouritesResolver(services.favourites)),
  ],
  loaders: (dataSource) => ({ favouriteRestaurants: favouriteLoader(dataSource) }),
};
