import { isUUID } from "class-validator";
import type { EntityManager } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError, isAppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import { addInLockedCart, type AddableLine } from "./add-to-locked-cart";
import { CART_MESSAGES } from "./cart-messages";
import type { CartView } from "./cart.types";
import { leftOutText, type PastOrderLine, type PastOrderLines } from "./past-order";

/** What "Order again" did: the cart now, and the past lines left out, in the caller's words. */
export interface Reordered {
  cart: CartView;
  leftOut: string[];
}

/** What Order again uses of the cart (cart.service.ts): the add path's checks, the cart's lock and its view. */
export interface ReorderCart {
  /** The item, its restaurant and its choices as a line may be added now; throws the add path's refusal otherwise. */
  addable(
    ctx: RequestContext,
    menuItemId: string,
    chosen: readonly string[],
    quantity: number,
    unknownIds: "BAD_USER_INPUT" | "OPTION_UNAVAILABLE",
  ): Promise<AddableLine>;
  /** Runs fn in a transaction holding the lock on the customer's cart row. */
  withLockedCart(userId: string, fn: (tx: EntityManager, cartId: string) => Promise<void>): Promise<void>;
  /** The customer's cart as they see it. */
  view(ctx: RequestContext, userId: string): Promise<CartView>;
}

/** Order again: a past order of the customer's back into their cart (CartService.reorder). */
export class CartReorder {
  private pastOrderLines: PastOrderLines | null = null;

  constructor(private readonly cart: ReorderCart) {}

  /** The orders module hands over how a customer's past order is read (past-order.ts). */
  readPastOrdersWith(source: PastOrderLines): void {
    this.pastOrderLines = source;
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
      await this.cart.withLockedCart(user.id, async (tx, cartId) => {
        for (const [index, line] of addable.entries()) await addInLockedCart(tx, cartId, line, index === 0);
      });
    }
    return { cart: await this.cart.view(ctx, user.id), leftOut };
  }

  /** A past line as the add path judges it now; its refusal instead when it would refuse it. */
  private async judgePastLine(ctx: RequestContext, line: PastOrderLine): Promise<AddableLine | { refusal: AppError }> {
    if (!line.menuItemId) return { refusal: new AppError("NOT_FOUND", CART_MESSAGES.itemNotFound) };
    const optionIds = line.options.map((option) => option.id);
    try {
      // An id the item no longer has is an option removed since, not a client's mistake.
      return await this.cart.addable(ctx, line.menuItemId, optionIds, line.quantity, "OPTION_UNAVAILABLE");
    } catch (error) {
      if (isAppError(error)) return { refusal: error };
      throw error;
    }
  }
}
