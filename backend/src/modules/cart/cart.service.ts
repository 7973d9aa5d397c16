import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { isWithinWindow } from "../menu/availability-window";
import type { MenuItem } from "../menu/menu-item.entity";
import { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { isOpenNow } from "../restaurants/opening-hours";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { addInLockedCart, type AddableLine } from "./add-to-locked-cart";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { CART_MESSAGES } from "./cart-messages";
import type { AddToCartArgs, UpdateCartItemArgs, UpdateCartLineArgs } from "./cart.inputs";
import type { CartView } from "./cart.types";
import { buildCartView, type CartSnapshot, type CartViewSource } from "./cart-view";
import type { ChargesService } from "../charges/charges.service";
import type { BillDiscount, BillDiscountContext, BillDiscountSource, PlacedOrderFacts } from "./bill-discount";
import { deliveryPoint } from "./delivery-point";
import { isPickup, type Fulfilment } from "./fulfilment";
import { judgeOptions, optionKey } from "./option-choice";
import type { PastOrderLines } from "./past-order";
import { CartReorder, type Reordered } from "./reorder";

export { CART_MESSAGES } from "./cart-messages";

export interface CartServiceDeps {
  dataSource: DataSource;
}

/** A discount with the source that gave it (placement tells that source the order was placed). */
export interface FoundDiscount {
  discount: BillDiscount;
  source: BillDiscountSource;
}

const notInCart = () => new AppError("NOT_FOUND", CART_MESSAGES.notInCart);

/**
 * One cart per customer, holding items of one restaurant at a time (docs/architecture.md#cart). Every change runs
 * in a transaction holding the lock on the customer's cart row, and every statement of it on
 * that transaction's manager (a second connection taken while the row is locked could wait
 * forever for a pool that the waiting requests hold).
 */
export class CartService {
  private readonly discountSources: BillDiscountSource[] = [];
  /** Order again, on this cart's add path, lock and view. */
  private readonly reorders = new CartReorder({
    addable: (...args) => this.addable(...args),
    withLockedCart: (userId, fn) => this.withLockedCart(userId, fn),
    view: (ctx, userId) => this.view(ctx, userId),
  });

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
    this.reorders.readPastOrdersWith(source);
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
   * Order again: replaces the cart with one of the customer's own orders, each line through the
   * add path's checks and write (reorder.ts).
   */
  reorder(ctx: RequestContext, orderId: string): Promise<Reordered> {
    return this.reorders.reorder(ctx, orderId);
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
