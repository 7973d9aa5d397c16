import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import type { ImageJanitor } from "../uploads/image-url";
import { Restaurant } from "../restaurants/restaurant.entity";
import { restaurantNotFound, type RestaurantService } from "../restaurants/restaurant.service";
import type { DeleteResult } from "../restaurants/restaurant.types";
import { auditedMenuItem } from "./menu-audit";
import { MENU_CATEGORIES, MENU_CATEGORY_IDS } from "./menu-category";
import { requireKitchenAccess } from "../restaurants/kitchen-access";
import { assertOfferWithinOriginal, menuItemChanges, newMenuItemColumns, type MenuItemColumns } from "./menu-item-changes";
import { requireKeyMenuEdit } from "./menu-item-key-fields";
import { MAX_MENU_ITEMS } from "./menu-limits";
import type { MenuItemSortKey } from "./menu-item-sort";
import { MenuItem } from "./menu-item.entity";
import { filterAndSortMenu, type MenuFilter } from "./menu-order";
import type { MenuItemInput, MenuItemUpdateInput } from "./menu.inputs";
import type { MenuCategoryOption } from "./menu.types";

export const MENU_MESSAGES = {
  notFound: "Menu item not found",
  added: "Menu Item added successfully",
  updated: "Menu Item updated successfully",
  deleted: "Menu Item deleted successfully",
  full: `This menu already has ${MAX_MENU_ITEMS} dishes, the most one restaurant can have. Remove dishes no longer served before adding new ones.`,
} as const;

const menuItemNotFound = () => new AppError("NOT_FOUND", MENU_MESSAGES.notFound);
const FOREIGN_KEY_VIOLATION = "23503";

export interface MenuServiceDeps {
  dataSource: DataSource;
  logger: Logger;
  restaurants: RestaurantService;
  /** Deletes a picture once no row names it (the upload service). */
  images: ImageJanitor;
  audit: AuditTrail;
}

/** An item added, changed or deleted, after its change committed (a deleted item as it was). */
export interface MenuItemChanged {
  item: MenuItem;
  change: "CREATED" | "UPDATED" | "DELETED";
}
export type MenuItemChangeListener = (event: MenuItemChanged) => void | Promise<void>;

export class MenuService {
  private readonly itemListeners: MenuItemChangeListener[] = [];

  constructor(private readonly deps: MenuServiceDeps) {}

  /** Adds a listener for items added, changed and deleted (webhooks plug in here); returns its remover. */
  onItemChanged(listener: MenuItemChangeListener): () => void {
    this.itemListeners.push(listener);
    return () => {
      const index = this.itemListeners.indexOf(listener);
      if (index >= 0) this.itemListeners.splice(index, 1);
    };
  }

  /**
   * Tells the listeners an item changed, after its change committed (the menu's own changes, and
   * its choices' in menu-options.service.ts). Not awaited: a failing listener is logged and never
   * undoes or fails the change.
   */
  readonly itemChanged = (event: MenuItemChanged): void => {
    for (const listener of [...this.itemListeners]) {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) => this.deps.logger.error({ err: error, menuItemId: event.item.id }, "menu item listener failed"));
    }
  };

  private get repo() {
    return this.deps.dataSource.getRepository(MenuItem);
  }

  /**
   * The pictures of a restaurant's menu, read in the transaction that deletes the restaurant
   * (restaurants/restaurant.service.ts RestaurantRowPictures): its items go with it, then their pictures.
   */
  readonly restaurantPictures = async (tx: EntityManager, restaurantId: string): Promise<string[]> => {
    const rows = await tx
      .getRepository(MenuItem)
      .createQueryBuilder("item")
      .select("item.image", "image")
      .distinct(true)
      .where("item.restaurantId = :id", { id: restaurantId })
      .getRawMany<{ image: string }>();
    return rows.map((row) => row.image);
  };

  categories(_ctx: RequestContext): MenuCategoryOption[] {
    return MENU_CATEGORY_IDS.map((id) => ({ id, label: MENU_CATEGORIES[id] }));
  }

  /** A restaurant's menu page: NOT_FOUND for an unknown restaurant. */
  async listMenu(
    ctx: RequestContext,
    restaurantId: string,
    filter?: MenuFilter | null,
    sort?: MenuItemSortKey | null,
  ): Promise<MenuItem[]> {
    const restaurant = await this.deps.restaurants.byId(ctx, restaurantId);
    return this.menuOf(ctx, restaurant.id, filter, sort);
  }

  /**
   * The menu of a restaurant already known to exist. Every restaurant asked about in one request
   * shares one statement (the request's loader), however many items and restaurants there are.
   */
  async menuOf(ctx: RequestContext, restaurantId: string, filter?: MenuFilter | null, sort?: MenuItemSortKey | null): Promise<MenuItem[]> {
    const items = await ctx.loaders.menuItemsByRestaurant.load(restaurantId);
    return filterAndSortMenu(items, filter, sort);
  }

  /** The admin's view of a menu: every item, unavailable ones included (as the shop shows them too). */
  async adminMenu(ctx: RequestContext, restaurantId: string): Promise<MenuItem[]> {
    requireRole(ctx, "ADMIN");
    return this.listMenu(ctx, restaurantId);
  }

  async create(ctx: RequestContext, restaurantId: string, input: MenuItemInput): Promise<MenuItem> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(restaurantId)) throw restaurantNotFound();
    const columns = newMenuItemColumns(input);
    assertOfferWithinOriginal(columns);
    try {
      const item = await this.deps.dataSource.transaction(async (tx) => {
        // The restaurant's row, locked, serialises concurrent additions to one menu, so the cap holds.
        const restaurant = await tx
          .getRepository(Restaurant)
          .findOne({ select: { id: true }, where: { id: restaurantId }, lock: { mode: "for_no_key_update" } });
        if (!restaurant) throw restaurantNotFound();
        const items = tx.getRepository(MenuItem);
        if ((await items.countBy({ restaurantId })) >= MAX_MENU_ITEMS) throw new AppError("MENU_ITEM_LIMIT_REACHED", MENU_MESSAGES.full);
        const saved = await items.save(items.create({ ...columns, restaurantId }));
        await this.deps.audit.record(tx, ctx, {
          action: "createMenuItem",
          entityType: "MENU_ITEM",
          entityId: saved.id,
          entityName: saved.name,
          before: null,
          after: auditedMenuItem(saved),
        });
        return saved;
      });
      ctx.loaders.menuItemsByRestaurant.clear(restaurantId);
      this.itemChanged({ item, change: "CREATED" });
      return item;
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw restaurantNotFound();
      throw error;
    }
  }

  /**
   * Changes only the fields given, of an item of that restaurant (NOT_FOUND otherwise). An API
   * key (MENU_WRITE) may change only availability and prices of its restaurants' items.
   */
  async update(ctx: RequestContext, restaurantId: string, itemId: string, input: MenuItemUpdateInput): Promise<MenuItem> {
    if (ctx.apiKey) requireKeyMenuEdit(ctx.apiKey, restaurantId, input);
    else requireRole(ctx, "ADMIN");
    if (!isUUID(restaurantId) || !isUUID(itemId)) throw menuItemNotFound();
    return this.applyChanges(ctx, "updateMenuItem", restaurantId, itemId, menuItemChanges(input));
  }

  /**
   * The kitchen's sold-out switch (the item's restaurant's staff, admins, MENU_WRITE keys of that
   * restaurant): sold out is the item's availability, changed through the same path as any edit.
   * Another restaurant's item, or an unknown one, is FORBIDDEN to all but admins.
   */
  async setSoldOut(ctx: RequestContext, itemId: string, soldOut: boolean): Promise<MenuItem> {
    const item = isUUID(itemId) ? await this.repo.findOne({ select: { id: true, restaurantId: true }, where: { id: itemId } }) : null;
    await requireKitchenAccess(ctx, item?.restaurantId ?? null, "MENU_WRITE");
    if (!item) throw menuItemNotFound();
    return this.applyChanges(ctx, "setMenuItemSoldOut", item.restaurantId, itemId, { isAvailable: !soldOut });
  }

  /**
   * The one path every change of a menu item takes, once the caller may make it. The row is
   * locked while the merged prices are checked, so two partial edits cannot together leave an
   * offer above the original price. A picture replaced is deleted once nothing names it. The
   * change is recorded under the action (the mutation) that asked for it.
   */
  private async applyChanges(
    ctx: RequestContext,
    action: "updateMenuItem" | "setMenuItemSoldOut",
    restaurantId: string,
    itemId: string,
    changes: Partial<MenuItemColumns>,
  ): Promise<MenuItem> {
    let previousImage = "";
    let changed = false;
    const item = await this.deps.dataSource.transaction(async (tx) => {
      const items = tx.getRepository(MenuItem);
      const current = await items.findOne({ where: { id: itemId, restaurantId }, lock: { mode: "pessimistic_write" } });
      if (!current) throw menuItemNotFound();
      previousImage = current.image;
      if (Object.keys(changes).length === 0) return current;
      // Checked only when a price changes, so old data can still be renamed or switched off.
      if (changes.offerPricePaise !== undefined || changes.originalPricePaise !== undefined) {
        assertOfferWithinOriginal({ ...current, ...changes });
      }
      await items.update({ id: itemId }, changes);
      changed = true;
      const updated = await items.findOneByOrFail({ id: itemId });
      await this.deps.audit.record(tx, ctx, {
        action,
        entityType: "MENU_ITEM",
        entityId: itemId,
        entityName: updated.name,
        before: auditedMenuItem(current),
        after: auditedMenuItem(updated),
      });
      return updated;
    });
    ctx.loaders.menuItemById.clear(itemId);
    ctx.loaders.menuItemsByRestaurant.clear(restaurantId);
    if (changed) this.itemChanged({ item, change: "UPDATED" });
    if (previousImage !== item.image) await this.deps.images.removeIfUnused(previousImage);
    return item;
  }

  /** Deletes the item, then its picture once nothing names it. */
  async remove(ctx: RequestContext, restaurantId: string, itemId: string): Promise<DeleteResult> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(restaurantId) || !isUUID(itemId)) throw menuItemNotFound();
    const item = await this.deps.dataSource.transaction(async (tx) => {
      const items = tx.getRepository(MenuItem);
      // Locked first: nothing changes the row between what the trail keeps and the deletion.
      const current = await items.findOne({ where: { id: itemId, restaurantId }, lock: { mode: "pessimistic_write" } });
      if (!current) throw menuItemNotFound();
      await items.delete({ id: itemId });
      await this.deps.audit.record(tx, ctx, {
        action: "deleteMenuItem",
        entityType: "MENU_ITEM",
        entityId: itemId,
        entityName: current.name,
        before: auditedMenuItem(current),
        after: null,
      });
      return current;
    });
    ctx.loaders.menuItemById.clear(itemId);
    ctx.loaders.menuItemsByRestaurant.clear(restaurantId);
    this.itemChanged({ item, change: "DELETED" });
    await this.deps.images.removeIfUnused(item.image);
    return { id: itemId, message: MENU_MESSAGES.deleted };
  }
}
