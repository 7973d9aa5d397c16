import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireSelf, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import type { User } from "../users/user.entity";
import type { MenuItem } from "../menu/menu-item.entity";
import { isOpenNow } from "../restaurants/opening-hours";
import type { Restaurant } from "../restaurants/restaurant.entity";
import type { AddToCartArgs, UpdateCartItemArgs } from "./cart.inputs";
import { CartRows, type CartSnapshot } from "./cart-rows";
import type { CartView } from "./cart.types";
import { buildCartView } from "./cart-view";

export const CART_MESSAGES = {
  added: "Item added to cart",
  updated: "Cart item updated successfully",
  removed: "Cart item deleted successfully",
  cleared: "Your cart is empty.",
  itemNotFound: "This menu item no longer exists.",
  notInCart: "This item is not in your cart.",
  conflict: (current: string, next: string) =>
    `Your cart has items from ${current}. Start a new cart to add items from ${next}?`,
  closed: (restaurant: string) => `${restaurant} is closed right now. Please order when it opens.`,
  unavailable: (item: string) => `${item} is not available right now.`,
} as const;

/** A legacy REST path names the user it acts for; that must be the session's user (403 otherwise). */
type UserClaim = { userId: unknown };

/** One cart per customer, holding items of one restaurant at a time (DESIGN §5). */
export class CartService {
  constructor(private readonly dataSource: DataSource) {}

  private customer(ctx: RequestContext, claim?: UserClaim): User {
    return claim ? requireSelf(ctx, claim.userId) : requireUser(ctx);
  }

  async cart(ctx: RequestContext, claim?: UserClaim): Promise<CartView> {
    return this.view(ctx, this.customer(ctx, claim).id);
  }

  /**
   * Adds units of an item. The customer's cart row is locked for the whole check-and-write, so
   * two tabs adding at once never lose a unit nor mix two restaurants in one cart.
   */
  async addToCart(ctx: RequestContext, args: AddToCartArgs, claim?: UserClaim): Promise<CartView> {
    const user = this.customer(ctx, claim);
    const { item, restaurant } = await this.orderable(ctx, args.menuItemId);
    await this.withLockedCart(user.id, async (rows, cartId) => {
      if (args.replaceCart) {
        await rows.removeAllLines(cartId);
      } else {
        const current = await rows.currentRestaurant(cartId);
        if (current && current.id !== restaurant.id) {
          throw new AppError("CART_RESTAURANT_CONFLICT", CART_MESSAGES.conflict(current.name, restaurant.name), {
            currentRestaurantId: current.id,
            currentRestaurantName: current.name,
          });
        }
      }
      await rows.addUnits(cartId, item.id, args.quantity);
      await rows.setRestaurant(cartId, restaurant.id);
    });
    return this.view(ctx, user.id);
  }

  /** Sets a line's quantity (1 to 99, checked by the input); removeFromCart drops a line. */
  async updateCartItem(ctx: RequestContext, args: UpdateCartItemArgs, claim?: UserClaim): Promise<CartView> {
    const user = this.customer(ctx, claim);
    if (!isUUID(args.menuItemId, "loose")) throw new AppError("NOT_FOUND", CART_MESSAGES.notInCart);
    await this.withLockedCart(user.id, async (rows, cartId) => {
      if (!(await rows.setQuantity(cartId, args.menuItemId, args.quantity))) {
        throw new AppError("NOT_FOUND", CART_MESSAGES.notInCart);
      }
    });
    return this.view(ctx, user.id);
  }

  async removeFromCart(ctx: RequestContext, menuItemId: string, claim?: UserClaim): Promise<CartView> {
    const user = this.customer(ctx, claim);
    if (!isUUID(menuItemId, "loose")) throw new AppError("NOT_FOUND", CART_MESSAGES.notInCart);
    await this.withLockedCart(user.id, async (rows, cartId) => {
      if (!(await rows.removeLine(cartId, menuItemId))) throw new AppError("NOT_FOUND", CART_MESSAGES.notInCart);
      await rows.releaseRestaurantIfEmpty(cartId);
    });
    return this.view(ctx, user.id);
  }

  async clearCart(ctx: RequestContext, claim?: UserClaim): Promise<CartView> {
    const user = this.customer(ctx, claim);
    await this.withLockedCart(user.id, async (rows, cartId) => {
      await rows.removeAllLines(cartId);
      await rows.releaseRestaurantIfEmpty(cartId);
    });
    return this.view(ctx, user.id);
  }

  /** The item and its restaurant, refused when unknown, closed or unavailable. */
  private async orderable(ctx: RequestContext, menuItemId: string): Promise<{ item: MenuItem; restaurant: Restaurant }> {
    const item = isUUID(menuItemId, "loose") ? await ctx.loaders.menuItemById.load(menuItemId) : null;
    const restaurant = item ? await ctx.loaders.restaurantById.load(item.restaurantId) : null;
    if (!item || !restaurant) throw new AppError("NOT_FOUND", CART_MESSAGES.itemNotFound);
    if (!isOpenNow(restaurant)) throw new AppError("RESTAURANT_CLOSED", CART_MESSAGES.closed(restaurant.name));
    if (!item.isAvailable) throw new AppError("ITEM_UNAVAILABLE", CART_MESSAGES.unavailable(item.name));
    return { item, restaurant };
  }

  /** Runs fn in a transaction holding the lock on the customer's cart row (created on first use). */
  private withLockedCart<T>(userId: string, fn: (rows: CartRows, cartId: string) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      const rows = new CartRows(tx);
      await rows.create(userId);
      return fn(rows, await rows.lock(userId));
    });
  }

  /**
   * The cart as the customer sees it, in at most three statements whatever its size: the cart
   * with its lines, then one batch of menu items and one of restaurants through the loaders.
   */
  private async view(ctx: RequestContext, userId: string): Promise<CartView> {
    const { cart, items } = await this.snapshot(userId);
    const menuItems = await Promise.all(items.map((line) => ctx.loaders.menuItemById.load(line.menuItemId)));
    const found = menuItems.filter((item): item is MenuItem => item !== null);
    const restaurantIds = [...new Set(found.map((item) => item.restaurantId))];
    const restaurants = await Promise.all(restaurantIds.map((id) => ctx.loaders.restaurantById.load(id)));
    return buildCartView({
      cart,
      items,
      menuItems: new Map(found.map((item) => [item.id, item])),
      restaurants: new Map(restaurants.filter((r): r is Restaurant => r !== null).map((r) => [r.id, r])),
      now: new Date(),
    });
  }

  /** The customer's cart and lines; a first visit creates the (empty) cart. */
  private async snapshot(userId: string): Promise<CartSnapshot> {
    const rows = new CartRows(this.dataSource.manager);
    const existing = await rows.snapshot(userId);
    if (existing) return existing;
    const created = await rows.create(userId);
    if (created) return { cart: created, items: [] };
    // Another request created it between our two statements: it is there now.
    return (await rows.snapshot(userId))!;
  }
}
