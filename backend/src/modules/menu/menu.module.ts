import { resolver, type AppModule } from "../../common/app-module";
import { byId, groupedBy, type GroupedLoader, type KeyedLoader } from "../../db/data-loaders";
import { MenuAdminResolver } from "./menu-admin.resolver";
import { MenuItem } from "./menu-item.entity";
import { MenuOptionGroup } from "./menu-option-group.entity";
import { optionGroupsLoader, type OptionGroupsLoader } from "./menu-option-groups";
import { MenuOption } from "./menu-option.entity";
import { MenuOptionsResolver } from "./menu-options.resolver";
import { MenuOptionsService } from "./menu-options.service";
import { MenuSearchService } from "./menu-search.service";
import { MenuItemResolver } from "./menu.resolver";
import { MenuService } from "./menu.service";
import { RestaurantMenuResolver } from "./restaurant-menu.resolver";
import { menuErrorCodes } from "./menu.errors";

declare module "../../common/app-module" {
  interface AppServices {
    menu: MenuService;
    menuSearch: MenuSearchService;
    menuOptions: MenuOptionsService;
  }
  interface AppLoaders {
    menuItemById: KeyedLoader<MenuItem>;
    /** A restaurant's whole menu, by name; the menu page filters and sorts it (menu-order.ts). */
    menuItemsByRestaurant: GroupedLoader<MenuItem>;
    /** Each item's option groups with their options (menu-option-groups.ts). */
    optionGroupsByMenuItemId: OptionGroupsLoader;
  }
}

export const menuModule: AppModule = {
  name: "menu",
  entities: [MenuItem, MenuOptionGroup, MenuOption],
  errorCodes: menuErrorCodes,
  services: (deps, { restaurants, uploads, audit }) => {
    const menu = new MenuService({ ...deps, restaurants, images: uploads, audit });
    // A deleted restaurant's dishes' pictures go with it (restaurants asks, knowing no menu).
    restaurants.alsoRemovePicturesOf(menu.restaurantPictures);
    const menuOptions = new MenuOptionsService({ ...deps, itemChanged: menu.itemChanged, audit });
    return { menu, menuSearch: new MenuSearchService(deps), menuOptions };
  },
  resolvers: [
    resolver(MenuItemResolver, (services) => new MenuItemResolver(services.menu, services.menuSearch)),
    resolver(MenuAdminResolver, (services) => new MenuAdminResolver(services.menu)),
    resolver(RestaurantMenuResolver, (services) => new RestaurantMenuResolver(services.menu)),
    resolver(MenuOptionsResolver, (services) => new MenuOptionsResolver(services.menuOptions)),
  ],
  loaders: (dataSource) => ({
    menuItemById: byId(dataSource, MenuItem),
    menuItemsByRestaurant: groupedBy(dataSource, MenuItem, "restaurantId", { name: "ASC", id: "ASC" }),
    optionGroupsByMenuItemId: optionGroupsLoader(dataSource),
  }),
};
