import type { EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import type { MenuItem } from "../menu/menu-item.entity";
import type { Restaurant } from "../restaurants/restaurant.entity";
import { CartItem } from "./cart-item.entity";
import { Cart } from "./cart.entity";
import { MAX_CART_QUANTITY } from "./cart.inputs";
import { CART_MESSAGES } from "./cart-messages";

/** An item that may be added now, with its restaurant and the stored key of its choices. */
export interface AddableLine {
  item: MenuItem;
  restaurant: Restaurant;
  optionIds: string[];
  quantity: number;
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

/**
 * The add path's write, on the locked cart (addToCart's and Order again's, reorder.ts):
 * replaceCart empties it first; an item of another restaurant than the cart's answers
 * CART_RESTAURANT_CONFLICT; the same choices add to their line (up to 99), others make a line of
 * their own.
 */
export async function addInLockedCart(
  tx: EntityManager,
  cartId: string,
  add: AddableLine,
  replaceCart: boolean | undefined,
): Promise<void> {
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
