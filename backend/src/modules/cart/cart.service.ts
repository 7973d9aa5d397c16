import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError, isAppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import { isWithinWindow } from "../menu/availability-window";
import type { MenuItem } from "../menu/menu-item.entity";
import { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { isOpenNow } from "../restaurants/opening-hours";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { MAX_CART_QUANTITY, type AddToCartArgs, type UpdateCartItemArgs, type UpdateCartLineArgs } from "./cart.inputs";
import type { CartView } from "./cart.types";
import { buildCartView, type CartSnapshot, type CartViewSource } from "./cart-view";
import type { ChargesService } from "../charges/charges.service";
import type { BillDiscount, BillDiscountContext, BillDiscountSource, PlacedOrderFacts } from "./bill-discount";
import { deliveryPoint } from "./delivery-point";
import { isPickup, type Fulfilment } from "./fulfilment";
import { judgeOptions, optionKey } from "./option-choice";
import { leftOutText, type PastOrderLine, type PastOrderLines } from "./past-order";

export const CART_MESSAGES = {
  added: "Item added to cart",
  updated: "Cart item updated successfully",
  removed: "Cart item deleted successfully",
  cleared: "Your cart is empty.",
  itemNotFound: "This menu item no longer exists.",
  orderNotFound: "Order not found",
  notInCart: "This item is not in your cart.",
  severalLines: (item: string) => `${item} is in your cart with different choices. Change or remove one of its lines.`,
  conflict: (current: string, next: string) => `Your cart has items from ${current}. Start a new cart to add items from ${next}?`,
  closed: (restaurant: string) => `${restaurant} is closed right now. Please order when it opens.`,
  unavailable: (item: string) => `${item} is not available right now.`,
  notNow: (item: string, from: string) => `${item} is available from ${from}.`,
} as const;

export interface CartServiceDeps {
  dataSource: DataSource;
}

/** A discount with the source that gave it (placement tells that source the order was placed). */
export interface FoundDiscount {
  discount: BillDiscount;
  source: BillDiscountSource;
}

/** A line of the locked cart with the restaurant its item belongs to. */
interface HeldLine {
  id: string;
  menuItemId: string;
  optionIds: string[];
  quantity: number;
  restaurantId: string;
  restaurantName: string;
}

const notInCart = () => new AppError("NOT_FOUND", CART_MESSAGES.notInCart);

/** An item that may be added now, with its restaurant and the stored key of its choices. */
interface AddableLine {
  item: MenuItem;
  restaurant: Restaurant;
  optionIds: string[];
  quantity: number;
}

/** What "Order again" did: the cart now, and the past lines left out, in the caller's words. */
export interface Reordered {
  cart: CartView;
  leftOut: string[];
}

/**
 * One cart per customer, holding items of one restaurant at a time (docs/architecture.md#cart). Every change runs
 * in a transaction holding the lock on the customer's cart row, and every statement of it on
 * that transaction's manager (a second connection taken while the row is locked could wait
 * forever for a pool that the waiting requests hold).
 */
export class CartService {
  private readonly discountSources: BillDiscountSource[] = [];
  private pastOrderLines: PastOrderLines | null = null;

  constructor(
    private readonly deps: CartServiceDeps,
    private readonly charges: ChargesService,
  ) {}

  async cart(ctx: RequestContext): Promise<CartView> {
    return this.view(ctx, requireUser(ctx).id);
  }

  /**
   * The cart priced for one of the customer's addresses (Cart.bill(addressId)); NOT_FOUND for an
   * address that is not theirs. A pickup is priced without a delivery fee, a tip or an address.
   */
  async cartFor(ctx: RequestContext, addressId: string | null, fulfilment: Fulfilment = "delivery"): Promise<CartView> {
    return this.view(ctx, requireUser(ctx).id, isPickup(fulfilment) ? null : addressId, fulfilment);
  }

  /** A module that gives discounts (coupons) registers here when it is built (bill-discount.ts). */
  addDiscountSource(source: BillDiscountSource): void {
    this.discountSources.push(source);
  }

  /**
   * The cart's discount: the first source's that gives one (one DISCOUNT line per bill). The
   * placement asks with strict (a discount that stopped applying refuses the order, saying why).
   */
  async discountFor(db: EntityManager, context: BillDiscountContext, options: { strict: boolean }): Promise<FoundDiscount | null> {
    for (const source of this.discountSources) {
      const discount = await source.discountFor(db, context, options);
      if (discount) return { discount, source };
    }
    return null;
  }

  /** In the placement's transaction, once the order's row is written: the source records the use. */
  async discountPlaced(tx: EntityManager, facts: PlacedOrderFacts, found: FoundDiscount): Promise<void> {
    await found.source.onOrderPlaced?.(tx, facts, found.discount);
  }

  /** The orders module hands over how a customer's past order is read, for reorder (past-order.ts). */
  readPastOrdersWith(source: PastOrderLines): void {
    this.pastOrderLines = source;
  }

  /** Sets the rider's tip (0 to ₹200, whole paise by the input); it goes when the cart is emptied or ordered. */
  async setCartTip(ctx: RequestContext, tipPaise: number): Promise<CartView> {
    const user = requireUser(ctx);
    await this.withLockedCart(user.id, (tx, cartId) => tx.getRepository(Cart).update({ id: cartId }, { tipPaise }));
    return this.view(ctx, user.id);
  }

  /**
   * Adds units of an item; a line stops at 99. The customer's cart row is locked for the whole
   * check-and-write, so two tabs adding at once never lose a unit nor mix two restaurants in one cart.
   */
  async addToCart(ctx: RequestContext, args: AddToCartArgs): Promise<CartView> {
    const user = requireUser(ctx);
    const line = await this.addable(ctx, args.menuItemId, args.optionIds, args.quantity, "BAD_USER_INPUT");
    await this.withLockedCart(user.id, (tx, cartId) => addInLockedCart(tx, cartId, line, args.replaceCart));
    return this.view(ctx, user.id);
  }

  /**
   * Order again: replaces the cart with one of the customer's own orders (NOT_FOUND for anyone
   * else's), each line with its choices at today's prices. Every line passes the add path's own
   * checks (addable) and goes in through its write (addInLockedCart), all in one transaction on
   * the locked cart row; a line refused is named in leftOut with why, in the caller's language.
   * When nothing can be added the cart stays as it was, rather than emptied for nothing.
   */
  async reorder(ctx: RequestContext, orderId: string): Promise<Reordered> {
    const user = requireUser(ctx);
    const past = isUUID(orderId, "loose") && this.pastOrderLines ? await this.pastOrderLines(user.id, orderId) : null;
    if (!past) throw new AppError("NOT_FOUND", CART_MESSAGES.orderNotFound);
    const language = recipientLanguage(user.preferredLanguage, ctx.requestLanguage);
    const texts = textsIn(language).reorder;
    const addable: AddableLine[] = [];
    const leftOut: string[] = [];
    // Judged together, so the request's loaders read every line's item, restaurant and groups in one batch each.
    const verdicts = await Promise.all(past.map((line) => this.judgePastLine(ctx, line)));
    for (const [index, judged] of verdicts.entries()) {
      if ("refusal" in judged) leftOut.push(leftOutText(texts, language, past[index]!, judged.refusal));
      else addable.push(judged);
    }
    if (addable.length > 0) {
      await this.withLockedCart(user.id, async (tx, cartId) => {
        for (const [index, line] of addable.entries()) await addInLockedCart(tx, cartId, line, index === 0);
      });
    }
    return { cart: await this.view(ctx, user.id), leftOut };
  }

  /** A past line as the add path judges it now; its refusal instead when it would refuse it. */
  private async judgePastLine(ctx: RequestContext, line: PastOrderLine): Promise<AddableLine | { refusal: AppError }> {
    if (!line.menuItemId) return { refusal: new AppError("NOT_FOUND", CART_MESSAGES.itemNotFound) };
    const optionIds = line.options.map((option) => option.id);
    try {
      // An id the item no longer has is an option removed since, not a client's mistake.
      return await this.addable(ctx, line.menuItemId, optionIds, line.quantity, "OPTION_UNAVAILABLE");
    } catch (error) {
      if (isAppError(error)) return { refusal: error };
      throw error;
    }
  }

  /** The item, its restaurant and its choices as a line may be added now; the add path's refusal otherwise. */
  private async addable(
    ctx: RequestContext,
    menuItemId: string,
    chosen: readonly string[],
    quantity: number,
    unknownIds: "BAD_USER_INPUT" | "OPTION_UNAVAILABLE",
  ): Promise<AddableLine> {
    const { item, restaurant } = await this.orderable(ctx, menuItemId);
    const choice = judgeOptions(item, await ctx.loaders.optionGroupsByMenuItemId.load(item.id), chosen, unknownIds);
    if (!choice.ok) throw choice.error;
    return { item, restaurant, optionIds: optionKey(chosen), quantity };
  }

  /**
   * Sets the quantity of an item's line (1 to 99, checked by the input), for clients that know
   * items, not lines: refused when the item fills several lines (other choices); updateCartLine
   * addresses one.
   */
  async updateCartItem(ctx: RequestContext, args: UpdateCartItemArgs): Promise<CartView> {
    const user = requireUser(ctx);
    if (!isUUID(args.menuItemId, "loose")) throw notInCart();
    await this.withLockedCart(user.id, async (tx, cartId) => {
      const lineId = await onlyLineOf(tx, cartId, args.menuItemId);
      await tx.getRepository(CartItem).update({ id: lineId }, { quantity: args.quantity });
    });
    return this.view(ctx, user.id);
  }

  /** Drops an item's line; refused, like updateCartItem, when the item fills several lines. */
  async removeFromCart(ctx: RequestContext, menuItemId: string): Promise<CartView> {
    const user = requireUser(ctx);
    if (!isUUID(menuItemId, "loose")) throw notInCart();
    await this.withLockedCart(user.id, async (tx, cartId) => {
      await tx.getRepository(CartItem).delete({ id: await onlyLineOf(tx, cartId, menuItemId) });
      await releaseRestaurantIfEmpty(tx, cartId);
    });
    return this.view(ctx, user.id);
  }

  /** Sets one line's quantity (1 to 99); another customer's line is not in this cart (NOT_FOUND). */
  async updateCartLine(ctx: RequestContext, args: UpdateCartLineArgs): Promise<CartView> {
    const user = requireUser(ctx);
    if (!isUUID(args.lineId, "loose")) throw notInCart();
    await this.withLockedCart(user.id, async (tx, cartId) => {
      const result = await tx.getRepository(CartItem).update({ cartId, id: args.lineId }, { quantity: args.quantity });
      if (!result.affected) throw notInCart();
    });
    return this.view(ctx, user.id);
  }

  async removeCartLine(ctx: RequestContext, lineId: string): Promise<CartView> {
    const user = requireUser(ctx);
    if (!isUUID(lineId, "loose")) throw notInCart();
    await this.withLockedCart(user.id, async (tx, cartId) => {
      const result = await tx.getRepository(CartItem).delete({ cartId, id: lineId });
      if (!result.affected) throw notInCart();
      await releaseRestaurantIfEmpty(tx, cartId);
    });
    return this.view(ctx, user.id);
  }

  async clearCart(ctx: RequestContext): Promise<CartView> {
    const user = requireUser(ctx);
    await this.withLockedCart(user.id, async (tx, cartId) => {
      await tx.getRepository(CartItem).delete({ cartId });
      await releaseRestaurantIfEmpty(tx, cartId);
    });
    return this.view(ctx, user.id);
  }

  /** The item and its restaurant, refused when unknown, closed or unavailable. */
  private async orderable(ctx: RequestContext, menuItemId: string): Promise<{ item: MenuItem; restaurant: Restaurant }> {
    const item = isUUID(menuItemId, "loose") ? await ctx.loaders.menuItemById.load(menuItemId) : null;
    const restaurant = item ? await ctx.loaders.restaurantById.load(item.restaurantId) : null;
    if (!item || !restaurant) throw new AppError("NOT_FOUND", CART_MESSAGES.itemNotFound);
    if (!isOpenNow(restaurant)) {
      throw new AppError("RESTAURANT_CLOSED", CART_MESSAGES.closed(restaurant.name), { restaurantName: restaurant.name });
    }
    if (!item.isAvailable) throw new AppError("ITEM_UNAVAILABLE", CART_MESSAGES.unavailable(item.name));
    if (!isWithinWindow(item)) {
      throw new AppError("ITEM_NOT_AVAILABLE_NOW", CART_MESSAGES.notNow(item.name, item.availableFrom!), {
        menuItemId: item.id,
        availableFrom: item.availableFrom,
      });
    }
    return { item, restaurant };
  }

  /**
   * Runs fn in a transaction holding the lock on the customer's cart row (created on first use),
   * so one customer's cart changes run one after another (two tabs, double clicks). Under READ
   * COMMITTED every statement after the lock sees every change made before it.
   */
  private withLockedCart<T>(userId: string, fn: (tx: EntityManager, cartId: string) => Promise<T>): Promise<T> {
    return this.deps.dataSource.transaction(async (tx) => {
      await createCartUnlessExists(tx, userId);
      const cart = await tx.getRepository(Cart).findOne({ select: { id: true }, where: { userId }, lock: { mode: "pessimistic_write" } });
      return fn(tx, cart!.id);
    });
  }

  /**
   * The cart as the customer sees it, in one statement whatever its size: the cart with its
   * lines, their items and restaurants, and the items' option groups (leaving a discount source
   * room for its own statement within the cart's budget). The bill's settings come from the node's copy
   * (charges.service.ts); the address is read only when the fee depends on it (a per-km fee, or
   * an address asked for), and the discount sources only for a cart with items.
   */
  private async view(
    ctx: RequestContext,
    userId: string,
    addressId: string | null = null,
    fulfilment: Fulfilment = "delivery",
  ): Promise<CartView> {
    const { cart, items, optionGroups, menuItems, restaurants } = await this.snapshot(userId);
    const source: CartViewSource = { cart, items, menuItems, optionGroups, restaurants, now: new Date() };
    const { manager } = this.deps.dataSource;
    const charges = await this.charges.charges();
    const needsPoint = !isPickup(fulfilment) && (addressId !== null || (items.length > 0 && charges.delivery.perKmFeePaise > 0));
    const deliverTo = needsPoint ? await deliveryPoint(manager, userId, addressId) : null;
    const view = buildCartView(source, { charges, deliverTo, discount: null, fulfilment });
    const { restaurantId, itemsPaise, deliveryFeePaise } = view.pricing;
    if (!restaurantId || itemsPaise === 0 || this.discountSources.length === 0) return view;
    const discount = await this.discountFor(
      manager,
      { userId, cartId: cart.id, restaurantId, itemsPaise, deliveryFeePaise, now: source.now },
      { strict: false },
    );
    return discount ? buildCartView(source, { charges, deliverTo, discount: discount.discount, fulfilment }) : view;
  }

  /** The customer's cart and its lines, oldest first; a first visit creates the (empty) cart. */
  private async snapshot(userId: string): Promise<CartWithChoices> {
    const { manager } = this.deps.dataSource;
    const existing = await cartWithLines(manager, userId);
    if (existing) return existing;
    const createdId = await createCartUnlessExists(manager, userId);
    if (createdId) {
      return {
        cart: { id: createdId, userId, restaurantId: null, tipPaise: 0 },
        items: [],
        optionGroups: new Map(),
        menuItems: new Map(),
        restaurants: new Map(),
      };
    }
    // Another request created it between our two statements: it is there now.
    return (await cartWithLines(manager, userId))!;
  }
}

/** A cart's lines with their items, restaurants and the option groups of their items now, by id. */
interface CartWithChoices extends CartSnapshot {
  optionGroups: Map<string, MenuOptionGroup[]>;
  menuItems: Map<string, MenuItem>;
  restaurants: Map<string, Restaurant>;
}

/**
 * The cart, its lines, their items and restaurants and the items' option groups in one
 * statement; null when the customer has never had a cart.
 */
async function cartWithLines(db: EntityManager, userId: string): Promise<CartWithChoices | null> {
  const cart = await db
    .getRepository(Cart)
    .createQueryBuilder("cart")
    .leftJoinAndSelect("cart.items", "line")
    .leftJoinAndSelect("line.menuItem", "item")
    .leftJoinAndSelect("item.restaurant", "restaurant")
    .leftJoinAndMapMany("line.optionGroups", MenuOptionGroup, "optionGroup", "optionGroup.menuItemId = line.menuItemId")
    .leftJoinAndSelect("optionGroup.options", "option")
    .where("cart.userId = :userId", { userId })
    .orderBy("line.createdAt", "ASC")
    .addOrderBy("line.id", "ASC")
    .addOrderBy("optionGroup.position", "ASC")
    .addOrderBy("optionGroup.id", "ASC")
    .addOrderBy("option.position", "ASC")
    .addOrderBy("option.id", "ASC")
    .getOne();
  if (!cart) return null;
  const items = cart.items ?? [];
  const menuItems = new Map<string, MenuItem>();
  const restaurants = new Map<string, Restaurant>();
  for (const line of items) {
    // A line whose item was deleted meanwhile has none (its row goes with the item).
    if (!line.menuItem) continue;
    menuItems.set(line.menuItem.id, line.menuItem);
    if (line.menuItem.restaurant) restaurants.set(line.menuItem.restaurant.id, line.menuItem.restaurant);
  }
  return {
    cart,
    items,
    optionGroups: new Map(items.map((line) => [line.menuItemId, line.optionGroups ?? []])),
    menuItems,
    restaurants,
  };
}

/** Creates the customer's cart unless it exists (the unique user_id makes a second one impossible); its id when created. */
async function createCartUnlessExists(db: EntityManager, userId: string): Promise<string | null> {
  const result = await db
    .createQueryBuilder()
    .insert()
    .into(Cart)
    .values({ userId })
    .orIgnore()
    .returning(["id"])
    .updateEntity(false)
    .execute();
  const created = result.raw as Array<{ id: string }>;
  return created[0]?.id ?? null;
}

/**
 * The add path's write, on the locked cart: replaceCart empties it first; an item of another
 * restaurant than the cart's answers CART_RESTAURANT_CONFLICT; the same choices add to their line
 * (up to 99), others make a line of their own.
 */
async function addInLockedCart(tx: EntityManager, cartId: string, add: AddableLine, replaceCart: boolean | undefined): Promise<void> {
  const { item, restaurant, optionIds, quantity } = add;
  const lines = tx.getRepository(CartItem);
  if (replaceCart) await lines.delete({ cartId });
  const held = replaceCart ? [] : await heldLines(tx, cartId);
  // The restaurant whose items the cart holds now, read from the items (the truth).
  const current = held[0];
  if (current && current.restaurantId !== restaurant.id) {
    throw new AppError("CART_RESTAURANT_CONFLICT", CART_MESSAGES.conflict(current.restaurantName, restaurant.name), {
      currentRestaurantId: current.restaurantId,
      currentRestaurantName: current.restaurantName,
    });
  }
  const line = held.find((heldLine) => heldLine.menuItemId === item.id && sameChoices(heldLine.optionIds, optionIds));
  if (line) {
    await lines.update({ id: line.id }, { quantity: Math.min(line.quantity + quantity, MAX_CART_QUANTITY) });
  } else {
    // The clock's time, not the transaction's: lines added in one transaction (Order again) keep their order.
    await lines.insert({ cartId, menuItemId: item.id, optionIds, quantity, createdAt: () => "clock_timestamp()" });
  }
  await tx.getRepository(Cart).update({ id: cartId }, { restaurantId: restaurant.id });
}

/** The locked cart's lines and their restaurants, in one statement. */
function heldLines(tx: EntityManager, cartId: string): Promise<HeldLine[]> {
  return tx
    .getRepository(CartItem)
    .createQueryBuilder("line")
    .innerJoin("line.menuItem", "item")
    .innerJoin("item.restaurant", "restaurant")
    .select("line.id", "id")
    .addSelect("line.menuItemId", "menuItemId")
    .addSelect("line.optionIds", "optionIds")
    .addSelect("line.quantity", "quantity")
    .addSelect("restaurant.id", "restaurantId")
    .addSelect("restaurant.name", "restaurantName")
    .where("line.cartId = :cartId", { cartId })
    .getRawMany<HeldLine>();
}

const sameChoices = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** The one line of an item in the locked cart: NOT_FOUND without one, CONFLICT when other choices fill several. */
async function onlyLineOf(tx: EntityManager, cartId: string, menuItemId: string): Promise<string> {
  const lines = await tx
    .getRepository(CartItem)
    .createQueryBuilder("line")
    .innerJoinAndSelect("line.menuItem", "item")
    .where("line.cartId = :cartId AND line.menuItemId = :menuItemId", { cartId, menuItemId })
    .getMany();
  const [line, another] = lines;
  if (!line) throw notInCart();
  if (another) throw new AppError("CONFLICT", CART_MESSAGES.severalLines(line.menuItem!.name), { lineIds: lines.map((l) => l.id) });
  return line.id;
}

/** An empty cart belongs to no restaurant (the next item may come from any) and has no tip. */
async function releaseRestaurantIfEmpty(tx: EntityManager, cartId: string): Promise<void> {
  const anyLine = tx.getRepository(CartItem).createQueryBuilder("line").select("1").where("line.cartId = :cartId").getQuery();
  await tx
    .createQueryBuilder()
    .update(Cart)
    .set({ restaurantId: null, tipPaise: 0 })
    .where("id = :cartId", { cartId })
    .andWhere(`NOT EXISTS (${anyLine})`)
    .execute();
}
