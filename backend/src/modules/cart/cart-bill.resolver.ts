import { Arg, Ctx, FieldResolver, ID, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { BillView, billView } from "./bill.types";
import type { CartService } from "./cart.service";
import { CartView } from "./cart.types";

@Resolver(() => CartView)
export class CartBillResolver {
  constructor(private readonly carts: CartService) {}

  @FieldResolver(() => BillView, {
    description:
      "The bill the order would have now (docs: README, the bill). addressId: the delivery fee to that address of the caller's (NOT_FOUND for another's); " +
      "without it, to their latest address when the fee depends on the distance, else the base fee",
  })
  async bill(
    @Ctx() ctx: RequestContext,
    @Root() cart: CartView,
    @Arg("addressId", () => ID, { nullable: true }) addressId?: string | null,
  ): Promise<BillView> {
    const priced = addressId ? await this.carts.cartFor(ctx, addressId) : cart;
    return billView(ctx, priced.pricing.billLines);
  }
}
