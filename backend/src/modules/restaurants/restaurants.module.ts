import { isUUID } from "class-validator";
import { resolver, type AppModule } from "../../common/app-module";
import { byId, groupedBy, type GroupedLoader, type KeyedLoader } from "../../db/data-loaders";
import { requireKitchenAccess } from "./kitchen-access";
import { KitchenRestaurantResolver } from "./kitchen-restaurant.resolver";
import { RestaurantAdminResolver } from "./restaurant-admin.resolver";
import { RestaurantInvitation } from "./restaurant-invitation.entity";
import { RestaurantMember } from "./restaurant-member.entity";
import { RestaurantStaffResolver } from "./restaurant-staff.resolver";
import { RestaurantStaffService } from "./restaurant-staff.service";
import { Restaurant } from "./restaurant.entity";
import { RestaurantResolver } from "./restaurant.resolver";
import { RestaurantService } from "./restaurant.service";
import { expiredInvitations } from "./restaurant-retention";

declare module "../../common/app-module" {
  interface AppServices {
    restaurants: RestaurantService;
    restaurantStaff: RestaurantStaffService;
  }
  interface AppLoaders {
    restaurantById: KeyedLoader<Restaurant>;
    /**
     * A person's restaurant memberships (kitchen-access.ts). Request-scoped like every loader, so
     * each request reads them from the database again: a removal holds at once.
     */
    membershipsByUserId: GroupedLoader<RestaurantMember>;
  }
}

export const restaurantsModule: AppModule = {
  name: "restaurants",
  entities: [Restaurant, RestaurantMember, RestaurantInvitation],
  services: (deps, { uploads, retention, audit }) => {
    retention.add(expiredInvitations);
    return {
      restaurants: new RestaurantService({ ...deps, images: uploads, audit }),
      restaurantStaff: new RestaurantStaffService({ ...deps, audit }),
    };
  },
  resolvers: [
    resolver(RestaurantResolver, (services) => new RestaurantResolver(services.restaurants)),
    resolver(RestaurantAdminResolver, (services) => new RestaurantAdminResolver(services.restaurants)),
    resolver(KitchenRestaurantResolver, (services) => new KitchenRestaurantResolver(services.restaurants, services.restaurantStaff)),
    resolver(RestaurantStaffResolver, (services) => new RestaurantStaffResolver(services.restaurantStaff)),
  ],
  roles: {
    /**
     * The restaurant staff's membership of the restaurant the operation's restaurantId argument
     * names (kitchen-access.ts), for a subscription, which no service is asked about before it starts.
     */
    KITCHEN: (context, args) => requireKitchenAccess(context, isUUID(args.restaurantId) ? String(args.restaurantId) : null),
  },
  loaders: (dataSource) => ({
    restaurantById: byId(dataSource, Restaurant),
    membershipsByUserId: groupedBy(dataSource, RestaurantMember, "userId"),
  }),
};
