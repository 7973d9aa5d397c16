import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "../orders/order.entity";
import type { UpiCollectionService } from "./upi-collection.service";
import { UpiCollectionPage, UpiCollectionsArgs } from "./upi-collection.types";

/** UPI at the door, reconciled by the office (docs/money.md#upi-at-the-door). */
@Resolver()
export class UpiCollectionResolver {
  constructor(private readonly upi: UpiCollectionService) {}

  @Authorized("ADMIN")
  @Query(() => UpiCollectionPage, {
    description: "A day's orders paid by UPI at the door (Asia/Kolkata), in delivery order, a reference used twice flagged (admins)",
  })
  upiCollections(@Ctx() ctx: RequestContext, @Args(() => UpiCollectionsArgs) args: UpiCollectionsArgs) {
    return this.upi.collections(ctx, args.date, args.limit, args.offset);
  }

  @Authorized("ADMIN")
  @Mutation(() => Order, {
    description:
      "Ticks a UPI payment at the door off against the bank statement, once, recording who and when (admins). " +
      "UPI_ALREADY_CONFIRMED the second time; NOT_PAID_BY_UPI for an order paid in cash or not delivered",
  })
  confirmUpiPayment(@Ctx() ctx: RequestContext, @Arg("orderId", () => ID) orderId: string) {
    return this.upi.confirm(ctx, orderId);
  }
}
