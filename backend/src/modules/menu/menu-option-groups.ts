import DataLoader from "dataloader";
import type { DataSource, EntityManager } from "typeorm";
import { MenuOptionGroup } from "./menu-option-group.entity";

/** Menu items' option groups, each with its options, in the admin's order. */
export type OptionGroupsLoader = DataLoader<string, MenuOptionGroup[]>;

/**
 * The option groups of these menu items with their options, in one statement, by item; an item
 * without groups maps to []. The menu page, the cart and order placement all read choices here.
 */
export async function optionGroupsOfItems(
  db: DataSource | EntityManager,
  menuItemIds: readonly string[],
): Promise<Map<string, MenuOptionGroup[]>> {
  const byItem = new Map<string, MenuOptionGroup[]>(menuItemIds.map((id) => [id, []]));
  if (menuItemIds.length === 0) return byItem;
  const groups = await db
    .getRepository(MenuOptionGroup)
    .createQueryBuilder("optionGroup")
    .leftJoinAndSelect("optionGroup.options", "option")
    .where("optionGroup.menuItemId = ANY(:menuItemIds)", { menuItemIds: [...menuItemIds] })
    .orderBy("optionGroup.position", "ASC")
    .addOrderBy("optionGroup.id", "ASC")
    .addOrderBy("option.position", "ASC")
    .addOrderBy("option.id", "ASC")
    .getMany();
  for (const group of groups) byItem.get(group.menuItemId)?.push(group);
  return byItem;
}

/** One statement per batch: every MenuItem.optionGroups of a menu page shares it. */
export const optionGroupsLoader = (dataSource: DataSource): OptionGroupsLoader =>
  new DataLoader(async (ids) => {
    const byItem = await optionGroupsOfItems(dataSource, ids);
    return ids.map((id) => byItem.get(id) ?? []);
  });
