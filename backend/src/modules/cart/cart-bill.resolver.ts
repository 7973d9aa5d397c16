import { Arg, Ctx, FieldResolver, ID, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { BillView, billView } from "./bill.types";
import type { CartService } from "./cart.service";
import { CartView } from "./cart.types";
import { FulfilmentEnum, isPickup, type Fulfilment } from "./fulfilment";

@Resolver(() => CartView)
export class CartBillResolver {
  constructor(private readonly carts: CartService) {}

  @FieldResolver(() => BillView, {
    description:
      "The bill the order would have now (docs: README, the bill). addressId: the delivery fee to that address of the caller's (NOT_FOUND for another's); " +
      "without it, to their latest address when the fee depends on the distance, else the base fee. fulfilment PICKUP: " +
      "collected at the restaurant, so no delivery fee (nor tax on one) and no rider's tip; addressId is then not read",
  })
  async bill(
    @Ctx() ctx: RequestContext,
    @Root() cart: CartView,
    @Arg("addressId", () => ID, { nullable: true }) addressId?: string | null,
    @Arg("fulfilment", () => FulfilmentEnum, { nullable: true, description: "Absent: DELIVERY" }) fulfilment?: Fulfilment | null,
  ): Promise<BillView> {
    const priced = addressId || isPickup(fulfilment) ? await this.carts.cartFor(ctx, addressId ?? null, fulfilment ?? "delivery") : cart;
    return billView(ctx, priced.pricing.billLines);
  }
}
