import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { AddToCartArgs, UpdateCartItemArgs } from "./cart.inputs";
import type { CartService } from "./cart.service";
import { CartView } from "./cart.types";

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
    description: "Adds units of a menu item. An item of another restaurant answers CART_RESTAURANT_CONFLICT unless replaceCart is true",
  })
  addToCart(@Ctx() ctx: RequestContext, @Args(() => AddToCartArgs) args: AddToCartArgs) {
    return this.carts.addToCart(ctx, args);
  }

  @Authorized()
  @Mutation(() => CartView, { description: "Sets a line's quantity (1 to 99)" })
  updateCartItem(@Ctx() ctx: RequestContext, @Args(() => UpdateCartItemArgs) args: UpdateCartItemArgs) {
    return this.carts.updateCartItem(ctx, args);
  }

  @Authorized()
  @Mutation(() => CartView, { description: "Drops a line; an emptied cart belongs to no restaurant" })
  removeFromCart(@Ctx() ctx: RequestContext, @Arg("menuItemId", () => ID) menuItemId: string) {
    return this.carts.removeFromCart(ctx, menuItemId);
  }

  @Authorized()
  @Mutation(() => CartView)
  clearCart(@Ctx() ctx: RequestContext) {
    return this.carts.clearCart(ctx);
  }
}
