import type { DataSource } from "typeorm";
import { Banner } from "../../modules/banners/banner.entity";
import { MenuItem } from "../../modules/menu/menu-item.entity";
import { Restaurant } from "../../modules/restaurants/restaurant.entity";
import { DEMO_BANNERS } from "./demo-banners";
import { generateDemoImages, menuItemKey } from "./demo-images";
import { DEMO_MENUS } from "./demo-menu";
import { DEMO_RESTAURANTS } from "./demo-restaurants";

export interface SeedCounts {
  restaurants: number;
  menuItems: number;
  banners: number;
}

/**
 * Loads the demo town (restaurants, their menus, the home banners) into a database that has no
 * restaurants yet, in one transaction with bulk inserts; safe to call on every start. Images are
 * drawn locally and reused when already in uploadDir. User accounts are not made here.
 */
export async function seedDemoData(
  dataSource: DataSource,
  options: { uploadDir: string; log?: (message: string) => void },
): Promise<SeedCounts> {
  const empty: SeedCounts = { restaurants: 0, menuItems: 0, banners: 0 };
  if ((await dataSource.getRepository(Restaurant).count()) > 0) return empty;

  const { plan, stats } = await generateDemoImages(options.uploadDir, DEMO_RESTAURANTS, DEMO_MENUS, DEMO_BANNERS);
  options.log?.(`demo images: ${stats.written} drawn, ${stats.reused} reused in ${stats.milliseconds} ms`);

  return dataSource.transaction(async (tx) => {
    // Re-checked under a lock so two processes starting at once cannot both seed.
    await tx.query("LOCK TABLE restaurants IN SHARE ROW EXCLUSIVE MODE");
    if ((await tx.getRepository(Restaurant).count()) > 0) return empty;

    const restaurantRows = DEMO_RESTAURANTS.map(({ slug, ...fields }) => ({
      ...fields,
      image: plan.restaurants.get(slug) ?? "",
    }));
    const inserted = await tx.getRepository(Restaurant).insert(restaurantRows);
    const idBySlug = new Map(DEMO_RESTAURANTS.map((r, i) => [r.slug, inserted.identifiers[i]!.id as string]));

    const itemRows = DEMO_RESTAURANTS.flatMap((restaurant) =>
      (DEMO_MENUS[restaurant.slug] ?? []).map((item) => ({
        ...item,
        restaurantId: idBySlug.get(restaurant.slug)!,
        image: plan.menuItems.get(menuItemKey(restaurant.slug, item.name)) ?? "",
      })),
    );
    await tx.getRepository(MenuItem).insert(itemRows);

    const bannerRows = DEMO_BANNERS.map((banner, position) => ({ image: plan.banners.get(banner.slug)!, position }));
    await tx.getRepository(Banner).insert(bannerRows);

    return { restaurants: restaurantRows.length, menuItems: itemRows.length, banners: bannerRows.length };
  });
}
