import { isUUID } from "class-validator";
import type { DataSource, EntityManager, Repository } from "typeorm";
import { hasRole, requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import { containsPattern } from "../../common/like-pattern";
import { notNullish } from "../../common/not-nullish";
import { pageWindow, type Page } from "../../common/paging";
import type { RequestContext } from "../../common/request-context";
import { entityFromRow, selectColumns } from "../../db/entity-rows";
import { runSql } from "../../db/sql-query";
import type { AuditTrail } from "../audit/audit-trail";
import { distanceKm, type LatLng } from "../geo/distance";
import type { ImageJanitor } from "../uploads/image-url";
import { requireKitchenAccess } from "./kitchen-access";
import { nextKolkataMidnight, type OpeningPeriod } from "./opening-hours";
import { validOpeningHours, withTodaysOtherTime } from "./opening-hours-input";
import { RESTAURANT_CATEGORIES, type RestaurantCategory } from "./restaurant-category";
import { RESTAURANT_CATEGORY_LABELS } from "./restaurant-category.enum";
import { auditedOpeningHours, auditedRestaurant } from "./restaurant-audit";
import { newRestaurantColumns, restaurantChanges } from "./restaurant-changes";
import { DEFAULT_RESTAURANT_SORT, type RestaurantSortKey } from "./restaurant-sort";
import { Restaurant } from "./restaurant.entity";
import type { RestaurantInput, RestaurantUpdateInput } from "./restaurant.inputs";
import type { DeleteResult, RestaurantCategoryOption } from "./restaurant.types";
import { nearbyRestaurantsCountSql, nearbyRestaurantsSql } from "./restaurants-near-sql";

export const RESTAURANT_MESSAGES = {
  notFound: "Restaurant not found",
  added: "Restaurant added successfully",
  updated: "Restaurant updated successfully",
  deleted: "Restaurant deleted successfully",
} as const;

export interface NearbyQuery extends LatLng {
  filter?: { categories?: readonly RestaurantCategory[] | null } | null;
  sort?: RestaurantSortKey | null;
  limit?: number | null;
  offset?: number | null;
}

export interface AdminRestaurantsQuery {
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/**
 * Whose view of a restaurant an answer is: staff work with the admin's open/closed switch, anyone
 * else with the shop's view (open now: the switch and the hours together).
 */
export type RestaurantView = "staff" | "public";

export const restaurantViewOf = (ctx: Pick<RequestContext, "user">): RestaurantView =>
  ctx.user && hasRole(ctx.user, "ADMIN") ? "staff" : "public";

export interface RestaurantDirectory extends Page<Restaurant> {
  view: RestaurantView;
}

export const restaurantNotFound = () => new AppError("NOT_FOUND", RESTAURANT_MESSAGES.notFound);

/** Km as the near-me fields show them: two decimals. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

/**
 * The pictures another module keeps on a restaurant's rows (its menu's items), read in the
 * deleting transaction before ON DELETE CASCADE removes those rows, so that each can be removed
 * once nothing names it.
 */
export type RestaurantRowPictures = (tx: EntityManager, restaurantId: string) => Promise<string[]>;

export interface RestaurantServiceDeps {
  dataSource: DataSource;
  /** Deletes a picture once no row names it (the upload service). */
  images: ImageJanitor;
  audit: AuditTrail;
}

/** The row of a change, locked until it commits, so the trail's "before" is what the change replaced. */
const lockedRestaurant = (tx: EntityManager, id: string): Promise<Restaurant | null> =>
  tx.getRepository(Restaurant).findOne({ where: { id }, lock: { mode: "for_no_key_update" } });

export class RestaurantService {
  private selectList: string | null = null;
  private readonly rowPictures: RestaurantRowPictures[] = [];

  constructor(private readonly deps: RestaurantServiceDeps) {}

  /** A deletion also removes the pictures a module keeps on the restaurant's rows (the menu plugs in here). */
  alsoRemovePicturesOf(pictures: RestaurantRowPictures): void {
    this.rowPictures.push(pictures);
  }

  private get repo(): Repository<Restaurant> {
    return this.deps.dataSource.getRepository(Restaurant);
  }

  /** Every column, for the hand-written geo SQL; built once from the entity's metadata. */
  private get columns(): string {
    this.selectList ??= selectColumns(this.repo, "r");
    return this.selectList;
  }

  /**
   * The restaurants that deliver to the point, one page of them, with the total for the header.
   * One statement; a second only when the page starts past the last restaurant.
   */
  async near(ctx: RequestContext, query: NearbyQuery): Promise<Page<Restaurant>> {
    const { limit, offset } = pageWindow(query.limit, query.offset);
    const categories = [...new Set(query.filter?.categories ?? [])].filter((c) => RESTAURANT_CATEGORIES.includes(c));
    const point = { latitude: query.latitude, longitude: query.longitude };
    const page = nearbyRestaurantsSql(this.columns, {
      ...point,
      categories,
      sort: query.sort ?? DEFAULT_RESTAURANT_SORT,
      limit,
      offset,
    });
    const rows = await runSql<Record<string, unknown>>(this.deps.dataSource, page);
    let total = rows.length > 0 ? Number(rows[0]!.totalCount) : 0;
    if (rows.length === 0 && offset > 0) {
      const count = nearbyRestaurantsCountSql({ ...point, categories });
      const [row] = await runSql<{ totalCount: string }>(this.deps.dataSource, count);
      total = Number(row!.totalCount);
    }
    const items = rows.map((row) => {
      const restaurant = entityFromRow(this.repo, row);
      // The distance the order check (geo/distance.ts) will use, so the two never disagree.
      restaurant.distanceKm = roundKm(distanceKm(point, restaurant));
      ctx.loaders.restaurantById.prime(restaurant.id, restaurant);
      return restaurant;
    });
    return { items, total, limit, offset };
  }

  /** One restaurant, through the request's loader (so its menu items reuse it), or NOT_FOUND. */
  async byId(ctx: RequestContext, id: string): Promise<Restaurant> {
    if (!isUUID(id)) throw restaurantNotFound();
    const restaurant = await ctx.loaders.restaurantById.load(id);
    if (!restaurant) throw restaurantNotFound();
    return restaurant;
  }

  categories(_ctx: RequestContext): RestaurantCategoryOption[] {
    return RESTAURANT_CATEGORIES.map((id) => ({ id, label: RESTAURANT_CATEGORY_LABELS[id] }));
  }

  /** Every restaurant for the admin panel, by name, optionally narrowed by name or address. */
  async adminList(ctx: RequestContext, query: AdminRestaurantsQuery): Promise<Page<Restaurant>> {
    requireRole(ctx, "ADMIN");
    return this.byName(query);
  }

  /**
   * The same list for any caller, signed in or not: old shop pages find their menu page's
   * restaurant in it, and every restaurant is in the shop anyway. `view` says how much of each
   * restaurant the caller may see.
   */
  async directory(ctx: RequestContext, query: AdminRestaurantsQuery): Promise<RestaurantDirectory> {
    return { ...(await this.byName(query)), view: restaurantViewOf(ctx) };
  }

  private async byName(query: AdminRestaurantsQuery): Promise<Page<Restaurant>> {
    const { limit, offset } = pageWindow(query.limit, query.offset);
    const builder = this.repo.createQueryBuilder("r").orderBy("r.name", "ASC").addOrderBy("r.id", "ASC").limit(limit).offset(offset);
    const search = query.search?.trim();
    if (search) {
      builder.where("(r.name ILIKE :pattern ESCAPE '\\' OR r.address ILIKE :pattern ESCAPE '\\')", { pattern: containsPattern(search) });
    }
    const [items, total] = await builder.getManyAndCount();
    return { items, total, limit, offset };
  }

  async create(ctx: RequestContext, input: RestaurantInput): Promise<Restaurant> {
    requireRole(ctx, "ADMIN");
    return this.deps.dataSource.transaction(async (tx) => {
      const restaurants = tx.getRepository(Restaurant);
      const restaurant = await restaurants.save(restaurants.create(newRestaurantColumns(input)));
      await this.deps.audit.record(tx, ctx, {
        action: "createRestaurant",
        entityType: "RESTAURANT",
        entityId: restaurant.id,
        entityName: restaurant.name,
        before: null,
        after: auditedRestaurant(restaurant),
      });
      return restaurant;
    });
  }

  /**
   * Changes only the fields given; a picture replaced is deleted once nothing names it. An opening
   * or closing time alone keeps today's other one: the pair becomes that one period on every day.
   */
  async update(ctx: RequestContext, id: string, input: RestaurantUpdateInput): Promise<Restaurant> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(id)) throw restaurantNotFound();
    const halfPair = notNullish(input.openingTime) !== notNullish(input.closingTime);
    const { before, restaurant } = await this.deps.dataSource.transaction(async (tx) => {
      const current = await lockedRestaurant(tx, id);
      if (!current) throw restaurantNotFound();
      const changes = restaurantChanges(halfPair ? withTodaysOtherTime(input, current) : input);
      if (Object.keys(changes).length === 0) return { before: current, restaurant: current };
      const restaurants = tx.getRepository(Restaurant);
      await restaurants.update({ id }, changes);
      const updated = await restaurants.findOneByOrFail({ id });
      await this.deps.audit.record(tx, ctx, {
        action: "updateRestaurant",
        entityType: "RESTAURANT",
        entityId: id,
        entityName: updated.name,
        before: auditedRestaurant(current),
        after: auditedRestaurant(updated),
      });
      return { before: current, restaurant: updated };
    });
    ctx.loaders.restaurantById.clear(id);
    if (before.image !== restaurant.image) await this.deps.images.removeIfUnused(before.image);
    return restaurant;
  }

  /**
   * Replaces the week's opening hours (admins, as updateRestaurant): each period HH:MM, at most
   * MAX_OPENING_PERIODS, none overlapping another (one ending after midnight included). An empty
   * list closes every day.
   */
  async setOpeningHours(ctx: RequestContext, id: string, periods: readonly OpeningPeriod[]): Promise<Restaurant> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(id)) throw restaurantNotFound();
    const openingHours = validOpeningHours(periods);
    const restaurant = await this.deps.dataSource.transaction(async (tx) => {
      const current = await lockedRestaurant(tx, id);
      if (!current) throw restaurantNotFound();
      const restaurants = tx.getRepository(Restaurant);
      await restaurants.update({ id }, { openingHours });
      await this.deps.audit.record(tx, ctx, {
        action: "setOpeningHours",
        entityType: "RESTAURANT",
        entityId: id,
        entityName: current.name,
        before: { openingHours: auditedOpeningHours(current.openingHours) },
        after: { openingHours: auditedOpeningHours(openingHours) },
      });
      return restaurants.findOneByOrFail({ id });
    });
    ctx.loaders.restaurantById.clear(id);
    return restaurant;
  }

  /**
   * The kitchen's "closed for today" (its staff, admins): closed until the next midnight in India,
   * then open again by itself; false opens it at once. Ordering and the shop treat it as closed.
   */
  async setClosedForToday(ctx: RequestContext, id: string, closed: boolean): Promise<Restaurant> {
    await requireKitchenAccess(ctx, isUUID(id) ? id : null);
    if (!isUUID(id)) throw restaurantNotFound();
    const closedUntil = closed ? nextKolkataMidnight(new Date()) : null;
    const restaurant = await this.deps.dataSource.transaction(async (tx) => {
      const current = await lockedRestaurant(tx, id);
      if (!current) throw restaurantNotFound();
      const restaurants = tx.getRepository(Restaurant);
      await restaurants.update({ id }, { closedUntil });
      await this.deps.audit.record(tx, ctx, {
        action: "setRestaurantClosedForToday",
        entityType: "RESTAURANT",
        entityId: id,
        entityName: current.name,
        before: { closedUntil: current.closedUntil },
        after: { closedUntil },
      });
      return restaurants.findOneByOrFail({ id });
    });
    ctx.loaders.restaurantById.clear(id);
    return restaurant;
  }

  /** Deletes the restaurant; its menu items go with it (ON DELETE CASCADE), and then their pictures. */
  async remove(ctx: RequestContext, id: string): Promise<DeleteResult> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(id)) throw restaurantNotFound();
    const pictures = await this.deps.dataSource.transaction(async (tx) => {
      // Locked first: nothing changes the row between what the trail keeps and the deletion.
      const current = await tx.getRepository(Restaurant).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
      if (!current) throw restaurantNotFound();
      const rowPictures: string[] = [];
      for (const picturesOf of this.rowPictures) rowPictures.push(...(await picturesOf(tx, id)));
      await tx.getRepository(Restaurant).delete({ id });
      await this.deps.audit.record(tx, ctx, {
        action: "deleteRestaurant",
        entityType: "RESTAURANT",
        entityId: id,
        entityName: current.name,
        before: auditedRestaurant(current),
        after: null,
      });
      return [current.image, ...rowPictures];
    });
    ctx.loaders.restaurantById.clear(id);
    ctx.loaders.menuItemsByRestaurant.clear(id);
    for (const picture of new Set(pictures)) await this.deps.images.removeIfUnused(picture);
    return { id, message: RESTAURANT_MESSAGES.deleted };
  }
}
