import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { rupeesToPaise } from "../../common/money";
import { AddToCartArgs, SetCartTipArgs, UpdateCartItemArgs, UpdateCartLineArgs } from "./cart.inputs";
import type { CartService } from "./cart.service";
import { CartView } from "./cart.types";
import { ReorderResult } from "./reorder.types";

@Resolver()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Authorized()
  @Query(() => CartView, { description: "The signed-in customer's cart (an empty one on the first visit)" })
  cart(@Ctx() ctx: RequestContext) {
    return this.carts.cart(ctx);
  }

  @Authorized()
  @Mutation(() => CartView, {
    description:
      "Adds units of a menu item with the options chosen. An item of another restaurant answers CART_RESTAURANT_CONFLICT unless replaceCart is true; " +
      "choices that break a group's rules answer OPTION_REQUIRED, TOO_MANY_OPTIONS or OPTION_UNAVAILABLE (extensions name the group), an option of another item BAD_USER_INPUT",
  })
  addToCart(@Ctx() ctx: RequestContext, @Args(() => AddToCartArgs) args: AddToCartArgs) {
    return this.carts.addToCart(ctx, args);
  }

  @Authorized()
  @Mutation(() => CartView, {
    description:
      "Sets the quantity (1 to 99) of the item's line; CONFLICT when the item fills several lines (other choices): use updateCartLine",
  })
  updateCartItem(@Ctx() ctx: RequestContext, @Args(() => UpdateCartItemArgs) args: UpdateCartItemArgs) {
    return this.carts.updateCartItem(ctx, args);
  }

  @Authorized()
  @Mutation(() => CartView, {
    description:
      "Drops the item's line; an emptied cart belongs to no restaurant. CONFLICT when the item fills several lines: use removeCartLine",
  })
  removeFromCart(@Ctx() ctx: RequestContext, @Arg("menuItemId", () => ID) menuItemId: string) {
    return this.carts.removeFromCart(ctx, menuItemId);
  }

  @Authorized()
  @Mutation(() => CartView, { description: "Sets one line's quantity (1 to 99)" })
  updateCartLine(@Ctx() ctx: RequestContext, @Args(() => UpdateCartLineArgs) args: UpdateCartLineArgs) {
    return this.carts.updateCartLine(ctx, args);
  }

  @Authorized()
  @Mutation(() => CartView, { description: "Drops one line; an emptied cart belongs to no restaurant" })
  removeCartLine(@Ctx() ctx: RequestContext, @Arg("lineId", () => ID) lineId: string) {
    return this.carts.removeCartLine(ctx, lineId);
  }

  @Authorized()
  @Mutation(() => CartView)
  clearCart(@Ctx() ctx: RequestContext) {
    return this.carts.clearCart(ctx);
  }

  @Authorized()
  @Mutation(() => ReorderResult, {
    description:
      "Order again: replaces the cart with one of the customer's own orders (anyone else's answers NOT_FOUND), each line with its choices " +
      "at today's prices; lines that cannot be added now (removed, sold out, not served at this hour, a choice gone, the restaurant closed) " +
      "are named in leftOut. When none can be added the cart stays as it was",
  })
  reorder(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID) orderId: string): Promise<ReorderResult> {
    return this.carts.reorder(ctx, orderId);
  }

  @Authorized()
  @Mutation(() => CartView, {
    description: "Sets the rider's tip, 0 to ₹200 (a TIP line of the bill); it goes when the cart is emptied or ordered",
  })
  setCartTip(@Ctx() ctx: RequestContext, @Args(() => SetCartTipArgs) args: SetCartTipArgs) {
    return this.carts.setCartTip(ctx, rupeesToPaise(args.amount));
  }
}
