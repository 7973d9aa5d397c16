import { randomUUID } from "node:crypto";
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from "typeorm";
import { Banner } from "../../modules/banners/banner.entity";
import { MenuItem } from "../../modules/menu/menu-item.entity";
import { MenuOptionGroup } from "../../modules/menu/menu-option-group.entity";
import { MenuOption } from "../../modules/menu/menu-option.entity";
import { rupeesToPaise } from "../../common/money";
import { Restaurant } from "../../modules/restaurants/restaurant.entity";
import { DEMO_BANNERS } from "./demo-banners";
import { generateDemoImages, menuItemKey } from "./demo-images";
import { DEMO_MENUS } from "./demo-menu";
import type { DemoMenuItem } from "./demo-menu-item";
import { DEMO_MENU_OPTIONS } from "./demo-menu-options";
import { DEMO_RESTAURANTS, type DemoRestaurant } from "./demo-restaurants";
import { hashString } from "./seed-random";

export interface SeedDemoDataOptions {
  /** Where uploaded images live; they are served at /uploads/<file>. */
  uploadDir: string;
  log?: (msg: string) => void;
}

/** Rows inserted; all zero when the database already had restaurants. */
export interface SeedDemoDataResult {
  restaurants: number;
  menuItems: number;
  /** Options of the dishes with choices (Half/Full, extras). */
  menuOptions: number;
  banners: number;
}

/** Rows per INSERT statement; 1,000 menu items use ~16,000 of Postgres' 65,535 parameters. */
const INSERT_BATCH = 1000;

/** Serialises seeding across API nodes that start at the same moment. */
const SEED_LOCK_KEY = hashString("ruchi:seed-demo-data");

const NOTHING: SeedDemoDataResult = { restaurants: 0, menuItems: 0, menuOptions: 0, banners: 0 };

/** The columns written; ids of items and banners and every timestamp come from the database. */
type RestaurantRow = Omit<DemoRestaurant, "slug"> & Pick<Restaurant, "id" | "image">;
type MenuItemRow = DemoMenuItem & Pick<MenuItem, "id" | "restaurantId" | "image">;
type OptionGroupRow = Pick<MenuOptionGroup, "id" | "menuItemId" | "name" | "minChoices" | "maxChoices" | "position">;
type OptionRow = Pick<MenuOption, "groupId" | "name" | "extraPricePaise" | "isAvailable" | "position">;
type BannerRow = Pick<Banner, "image" | "position">;

/** One multi-row INSERT per batch, never one per row. */
async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: QueryDeepPartialEntity<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(start, start + INSERT_BATCH))
      .updateEntity(false)
      .execute();
  }
}

/**
 * Fills an empty database with the Bhimavaram demo restaurants, their menus and the home banners,
 * generating the pictures into `uploadDir`. Safe to call on every start: it does nothing when any
 * restaurant exists, and concurrent callers are serialised by an advisory lock. Banners are added
 * only when there are none. It creates no user accounts.
 */
export async function seedDemoData(dataSource: DataSource, options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const log = options.log ?? (() => undefined);
  const restaurants = dataSource.getRepository(Restaurant);
  if (await restaurants.createQueryBuilder("r").getExists()) {
    log("Demo data: restaurants already exist, nothing to seed");
    return NOTHING;
  }

  // Pictures first, outside the transaction: writing them is idempotent and takes a few seconds.
  const { plan, stats } = await generateDemoImages(options.uploadDir, DEMO_RESTAURANTS, DEMO_MENUS, DEMO_BANNERS);
  log(`Demo data: ${stats.written} images written, ${stats.reused} reused, in ${stats.milliseconds} ms`);

  const result = await dataSource.transaction(async (manager) => {
    await manager.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK_KEY]);
    if (await manager.createQueryBuilder(Restaurant, "r").getExists()) return NOTHING;

    // Ids are made here so that the items can name their restaurant without a round trip.
    const restaurantRows: RestaurantRow[] = [];
    const itemRows: MenuItemRow[] = [];
    const groupRows: OptionGroupRow[] = [];
    const optionRows: OptionRow[] = [];
    for (const { slug, ...restaurant } of DEMO_RESTAURANTS) {
      const id = randomUUID();
      restaurantRows.push({ ...restaurant, id, image: plan.restaurants.get(slug) ?? "" });
      for (const item of DEMO_MENUS[slug] ?? []) {
        const key = menuItemKey(slug, item.name);
        const itemId = randomUUID();
        itemRows.push({ ...item, id: itemId, restaurantId: id, image: plan.menuItems.get(key) ?? "" });
        for (const [position, group] of (DEMO_MENU_OPTIONS.get(key) ?? []).entries()) {
          const groupId = randomUUID();
          const { name, minChoices, maxChoices } = group;
          groupRows.push({ id: groupId, menuItemId: itemId, name, minChoices, maxChoices, position });
          for (const [optionPosition, option] of group.options.entries()) {
            const extraPricePaise = rupeesToPaise(option.extraPrice);
            optionRows.push({ groupId, name: option.name, extraPricePaise, isAvailable: option.over !== true, position: optionPosition });
          }
        }
      }
    }
    await insertRows(manager, Restaurant, restaurantRows);
    await insertRows(manager, MenuItem, itemRows);
    await insertRows(manager, MenuOptionGroup, groupRows);
    await insertRows(manager, MenuOption, optionRows);

    let banners = 0;
    if (!(await manager.createQueryBuilder(Banner, "b").getExists())) {
      const bannerRows: BannerRow[] = DEMO_BANNERS.map((banner, position) => ({
        image: plan.banners.get(banner.slug) ?? "",
        position,
      }));
      await insertRows(manager, Banner, bannerRows);
      banners = bannerRows.length;
    }
    return { restaurants: restaurantRows.length, menuItems: itemRows.length, menuOptions: optionRows.length, banners };
  });

  if (result.restaurants > 0) {
    log(
      `Demo data: seeded ${result.restaurants} restaurants, ${result.menuItems} menu items (${result.menuOptions} options), ${result.banners} banners`,
    );
  }
  return result;
}
