import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import { rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import { requireKitchenAccess } from "../restaurants/kitchen-access";
import { auditedMenuOptions } from "./menu-audit";
import { MenuItem } from "./menu-item.entity";
import { MenuOptionGroup } from "./menu-option-group.entity";
import { optionGroupsOfItems } from "./menu-option-groups";
import { MenuOption } from "./menu-option.entity";
import type { MenuOptionGroupInput, SetMenuItemOptionsArgs } from "./menu-options.inputs";
import type { MenuItemChanged } from "./menu.service";

export const MENU_OPTION_MESSAGES = {
  itemNotFound: "Menu item not found",
  optionNotFound: "This option no longer exists.",
  choices: (group: string) => `${group}: choose from 0 up to the number of its options, and at least as many as required.`,
  foreignId: "An option or group sent back is not one of this item's. Reload the item and try again.",
  sentTwice: "An option or group was sent twice.",
} as const;

const itemNotFound = () => new AppError("NOT_FOUND", MENU_OPTION_MESSAGES.itemNotFound);
const invalid = (message: string, details: Record<string, unknown> = {}) => new AppError("BAD_USER_INPUT", message, details);

export interface MenuOptionsServiceDeps {
  dataSource: DataSource;
  /** The menu's item-changed listeners (webhooks' menu_item.changed): a change of choices changes the item. */
  itemChanged: (event: MenuItemChanged) => void;
  audit: AuditTrail;
}

/**
 * A menu item's choices (docs/architecture.md#menu-options). Every change locks the item's row, as
 * placing an order does for the items it sells (orders/order-placement.ts), so an order is priced
 * either wholly before or wholly after a change of its choices.
 */
export class MenuOptionsService {
  constructor(private readonly deps: MenuOptionsServiceDeps) {}

  groupsOf(ctx: RequestContext, menuItemId: string): Promise<MenuOptionGroup[]> {
    return ctx.loaders.optionGroupsByMenuItemId.load(menuItemId);
  }

  /**
   * Replaces the item's groups and options by those sent (admins): an id sent back keeps its
   * group or option, one without makes a new one, and those not sent are removed.
   */
  async setMenuItemOptions(ctx: RequestContext, { menuItemId, groups }: SetMenuItemOptionsArgs): Promise<MenuItem> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(menuItemId)) throw itemNotFound();
    checkGroups(groups);
    const item = await this.deps.dataSource.transaction(async (tx) => {
      const locked = await lockItem(tx, menuItemId);
      if (!locked) throw itemNotFound();
      const current = (await optionGroupsOfItems(tx, [menuItemId])).get(menuItemId) ?? [];
      await replaceGroups(tx, menuItemId, current, groups);
      const replaced = (await optionGroupsOfItems(tx, [menuItemId])).get(menuItemId) ?? [];
      await this.deps.audit.record(tx, ctx, {
        action: "setMenuItemOptions",
        entityType: "MENU_ITEM",
        entityId: menuItemId,
        entityName: locked.name,
        before: auditedMenuOptions(current),
        after: auditedMenuOptions(replaced),
      });
      return touch(tx, locked);
    });
    ctx.loaders.optionGroupsByMenuItemId.clear(menuItemId);
    this.deps.itemChanged({ item, change: "UPDATED" });
    return item;
  }

  /**
   * The kitchen's switch for one option ("egg is over"): the item's restaurant's staff, admins,
   * and MENU_WRITE keys of that restaurant. An unknown option is FORBIDDEN to all but admins.
   */
  async setMenuOptionAvailable(ctx: RequestContext, optionId: string, isAvailable: boolean): Promise<MenuOption> {
    const owner = isUUID(optionId) ? await optionOwner(this.deps.dataSource, optionId) : null;
    await requireKitchenAccess(ctx, owner?.restaurantId ?? null, "MENU_WRITE");
    if (!owner) throw new AppError("NOT_FOUND", MENU_OPTION_MESSAGES.optionNotFound);
    const changed = await this.deps.dataSource.transaction(async (tx) => {
      const locked = await lockItem(tx, owner.menuItemId);
      const options = tx.getRepository(MenuOption);
      const { affected } = await options.update({ id: optionId, isAvailable: !isAvailable }, { isAvailable });
      const option = await options.findOneBy({ id: optionId });
      // Only a real change moves the item's time, is recorded and tells the listeners ("egg is over" pressed twice tells once).
      const item = locked && option && affected ? await touch(tx, locked) : null;
      if (item) {
        // Read after the change; before differs only in this option's switch.
        const after = (await optionGroupsOfItems(tx, [item.id])).get(item.id) ?? [];
        const before = after.map((group) => ({
          ...group,
          options: group.options.map((choice) => (choice.id === optionId ? { ...choice, isAvailable: !isAvailable } : choice)),
        }));
        await this.deps.audit.record(tx, ctx, {
          action: "setMenuOptionAvailable",
          entityType: "MENU_ITEM",
          entityId: item.id,
          entityName: item.name,
          before: auditedMenuOptions(before),
          after: auditedMenuOptions(after),
        });
      }
      return { option, item };
    });
    // Removed by an admin meanwhile.
    if (!changed.option) throw new AppError("NOT_FOUND", MENU_OPTION_MESSAGES.optionNotFound);
    ctx.loaders.optionGroupsByMenuItemId.clear(owner.menuItemId);
    if (changed.item) this.deps.itemChanged({ item: changed.item, change: "UPDATED" });
    return changed.option;
  }
}

/** The rules one group's counts keep, and no id sent twice (the input's rules bound sizes and names). */
function checkGroups(groups: readonly MenuOptionGroupInput[]): void {
  for (const group of groups) {
    if (group.minChoices > group.maxChoices || group.maxChoices > group.options.length) {
      throw invalid(MENU_OPTION_MESSAGES.choices(group.name), { groupName: group.name });
    }
  }
  const ids = groups.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]).filter((id): id is string => !!id);
  if (new Set(ids).size !== ids.length) throw invalid(MENU_OPTION_MESSAGES.sentTwice);
}

function lockItem(tx: EntityManager, menuItemId: string): Promise<MenuItem | null> {
  return tx.getRepository(MenuItem).findOne({ where: { id: menuItemId }, lock: { mode: "pessimistic_write" } });
}

/** The item's choices changed, so the item did: its updatedAt moves (the time its webhook event carries). */
async function touch(tx: EntityManager, item: MenuItem): Promise<MenuItem> {
  const rows: Array<{ updated_at: Date }> = await tx.query(`UPDATE menu_items SET updated_at = now() WHERE id = $1 RETURNING updated_at`, [
    item.id,
  ]);
  return Object.assign(item, { updatedAt: rows[0]?.updated_at ?? item.updatedAt });
}

async function optionOwner(db: DataSource, optionId: string): Promise<{ menuItemId: string; restaurantId: string } | null> {
  const row = await db
    .getRepository(MenuOption)
    .createQueryBuilder("option")
    .innerJoin("option.group", "optionGroup")
    .innerJoin(MenuItem, "item", "item.id = optionGroup.menuItemId")
    .select("optionGroup.menuItemId", "menuItemId")
    .addSelect("item.restaurantId", "restaurantId")
    .where("option.id = :optionId", { optionId })
    .getRawOne<{ menuItemId: string; restaurantId: string }>();
  return row ?? null;
}

/** Writes the groups sent over the current ones: updates those kept, inserts the new, deletes the rest. */
async function replaceGroups(
  tx: EntityManager,
  menuItemId: string,
  current: readonly MenuOptionGroup[],
  groups: readonly MenuOptionGroupInput[],
): Promise<void> {
  const currentGroupIds = new Set(current.map((group) => group.id));
  const currentOptionIds = new Set(current.flatMap((group) => group.options.map((option) => option.id)));
  const foreign = groups.some(
    (group) =>
      (group.id && !currentGroupIds.has(group.id)) || group.options.some((option) => option.id && !currentOptionIds.has(option.id)),
  );
  if (foreign) throw invalid(MENU_OPTION_MESSAGES.foreignId);

  const keptGroups = new Set(groups.map((group) => group.id).filter(Boolean));
  const keptOptions = new Set(groups.flatMap((group) => group.options.map((option) => option.id)).filter(Boolean));
  const goneOptions = [...currentOptionIds].filter((id) => !keptOptions.has(id));
  const goneGroups = [...currentGroupIds].filter((id) => !keptGroups.has(id));
  if (goneOptions.length > 0) await tx.getRepository(MenuOption).delete(goneOptions);
  if (goneGroups.length > 0) await tx.getRepository(MenuOptionGroup).delete(goneGroups);

  for (const [position, group] of groups.entries()) {
    const columns = { name: group.name.trim(), minChoices: group.minChoices, maxChoices: group.maxChoices, position };
    const groupId = group.id ?? (await insertRow(tx, MenuOptionGroup, { ...columns, menuItemId }));
    if (group.id) await tx.getRepository(MenuOptionGroup).update({ id: group.id }, columns);
    for (const [optionPosition, option] of group.options.entries()) {
      const optionColumns = {
        groupId,
        name: option.name.trim(),
        extraPricePaise: rupeesToPaise(option.extraPrice),
        isAvailable: option.isAvailable ?? true,
        position: optionPosition,
      };
      if (option.id) await tx.getRepository(MenuOption).update({ id: option.id }, optionColumns);
      else await insertRow(tx, MenuOption, optionColumns);
    }
  }
}

async function insertRow<T extends MenuOptionGroup | MenuOption>(
  tx: EntityManager,
  entity: new () => T,
  columns: Partial<T>,
): Promise<string> {
  const result = await tx.getRepository(entity).insert(columns as never);
  return (result.identifiers[0] as { id: string }).id;
}
