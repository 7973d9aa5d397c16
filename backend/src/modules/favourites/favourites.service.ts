import { isUUID } from "class-validator";
import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { distanceKm, type LatLng } from "../geo/distance";
import { Restaurant } from "../restaurants/restaurant.entity";
import type { User } from "../users/user.entity";
import { restaurantNotFound, roundKm } from "../restaurants/restaurant.service";
import { FavouriteRestaurant } from "./favourite-restaurant.entity";

/** How many favourites one customer may keep: the list is read whole, so it stays short. */
export const MAX_FAVOURITE_RESTAURANTS = 100;

export const FAVOURITE_MESSAGES = {
  customersOnly: "Only customers keep favourite restaurants.",
  ownOnly: "You can see only your own favourite restaurants.",
  full: `You can keep at most ${MAX_FAVOURITE_RESTAURANTS} favourite restaurants. Remove one to add another.`,
} as const;

/** Whether a restaurant is a person's favourite, keyed "userId:restaurantId": one statement per batch (a whole listing). */
export type FavouriteLoader = DataLoader<string, boolean>;

const favouriteKey = (userId: string, restaurantId: string) => `${userId}:${restaurantId}`;

export function favouriteLoader(dataSource: DataSource): FavouriteLoader {
  return new DataLoader<string, boolean>(async (keys) => {
    const pairs = keys.map((key) => key.split(":") as [string, string]);
    // One request is one person: a batch holds one user id.
    const found = new Set<string>();
    for (const userId of new Set(pairs.map(([user]) => user))) {
      const restaurantIds = pairs.filter(([user]) => user === userId).map(([, restaurant]) => restaurant);
      const rows = await dataSource
        .getRepository(FavouriteRestaurant)
        .createQueryBuilder("f")
        .select("f.restaurantId", "restaurantId")
        .where("f.userId = :userId AND f.restaurantId = ANY(:restaurantIds::uuid[])", { userId, restaurantIds })
        .getRawMany<{ restaurantId: string }>();
      for (const row of rows) found.add(favouriteKey(userId, row.restaurantId));
    }
    return keys.map((key) => found.has(key));
  });
}

export interface FavouritesServiceDeps {
  dataSource: DataSource;
}

/** A customer's favourite restaurants (docs/architecture.md#favourites): personal, never in a shared cache. */
export class FavouritesService {
  constructor(private readonly deps: FavouritesServiceDeps) {}

  /** False for guests, API keys and anyone whose favourite it is not; batched per request. */
  async isFavourite(ctx: RequestContext, restaurantId: string): Promise<boolean> {
    if (!ctx.user || ctx.apiKey) return false;
    return ctx.loaders.favouriteRestaurants.load(favouriteKey(ctx.user.id, restaurantId));
  }

  /**
   * The ids of the person's own favourites, the latest added first: what the shop's hearts read,
   * with the sign-in check (the public catalogue's answers carry no personal field, so a shared
   * cache may keep them). Nobody reads another person's; staff keep none. The caller is the
   * request's user, or the session's: the login and sign-up mutations answer with the account they
   * have just signed in, before the request has a user.
   */
  async favouriteIds(ctx: RequestContext, account: Pick<User, "id" | "role">): Promise<string[]> {
    const callerId = ctx.apiKey ? null : (ctx.user?.id ?? ctx.session.userId);
    if (callerId !== account.id) throw new AppError("FORBIDDEN", FAVOURITE_MESSAGES.ownOnly);
    if (account.role !== "customer") return [];
    const rows = await this.deps.dataSource
      .getRepository(FavouriteRestaurant)
      .createQueryBuilder("f")
      .select("f.restaurantId", "restaurantId")
      .where("f.userId = :userId", { userId: account.id })
      .orderBy("f.createdAt", "DESC")
      .addOrderBy("f.restaurantId", "ASC")
      .limit(MAX_FAVOURITE_RESTAURANTS)
      .getRawMany<{ restaurantId: string }>();
    return rows.map((row) => row.restaurantId);
  }

  /** Adds or removes one of the signed-in customer's favourites; both are idempotent. */
  async setFavourite(ctx: RequestContext, restaurantId: string, favourite: boolean): Promise<Restaurant> {
    const user = requireUser(ctx);
    if (user.role !== "customer") throw new AppError("FORBIDDEN", FAVOURITE_MESSAGES.customersOnly);
    const restaurant = isUUID(restaurantId) ? await ctx.loaders.restaurantById.load(restaurantId) : null;
    if (!restaurant) throw restaurantNotFound();
    const favourites = this.deps.dataSource.getRepository(FavouriteRestaurant);
    if (favourite) {
      // Added only while under the bound, in one statement; an existing row stays as it is.
      const inserted: unknown[] = await this.deps.dataSource.query(
        `INSERT INTO favourite_restaurants (user_id, restaurant_id)
         SELECT $1, $2 WHERE (SELECT count(*) FROM favourite_restaurants WHERE user_id = $1) < $3
         ON CONFLICT DO NOTHING RETURNING restaurant_id`,
        [user.id, restaurant.id, MAX_FAVOURITE_RESTAURANTS],
      );
      if (inserted.length === 0 && !(await favourites.existsBy({ userId: user.id, restaurantId: restaurant.id }))) {
        throw new AppError("BAD_USER_INPUT", FAVOURITE_MESSAGES.full);
      }
    } else {
      await favourites.delete({ userId: user.id, restaurantId: restaurant.id });
    }
    ctx.loaders.favouriteRestaurants.clear(favouriteKey(user.id, restaurant.id)).prime(favouriteKey(user.id, restaurant.id), favourite);
    return restaurant;
  }

  /**
   * The signed-in person's favourites, the latest added first (at most MAX_FAVOURITE_RESTAURANTS),
   * each with its distance from the point when one is given, as restaurantsNear shows it.
   */
  async list(ctx: RequestContext, point: LatLng | null): Promise<Restaurant[]> {
    const user = requireUser(ctx);
    const restaurants = await this.deps.dataSource
      .getRepository(Restaurant)
      .createQueryBuilder("r")
      .innerJoin(FavouriteRestaurant, "f", "f.restaurant_id = r.id AND f.user_id = :userId", { userId: user.id })
      .orderBy("f.created_at", "DESC")
      .addOrderBy("r.id", "ASC")
      .limit(MAX_FAVOURITE_RESTAURANTS)
      .getMany();
    for (const restaurant of restaurants) {
      if (point) restaurant.distanceKm = roundKm(distanceKm(point, restaurant));
      ctx.loaders.restaurantById.prime(restaurant.id, restaurant);
      ctx.loaders.favouriteRestaurants.prime(favouriteKey(user.id, restaurant.id), true);
    }
    return restaurants;
  }
}
