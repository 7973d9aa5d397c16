import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { BillView, billView } from "../cart/bill.types";
import { orderBillLines } from "./order-bill";
import { Order } from "./order.entity";

@Resolver(() => Order)
export class OrderBillResolver {
  @FieldResolver(() => BillView, { description: "The bill as placed, labels in the caller's language; its total is Order.total" })
  bill(@Ctx() ctx: RequestContext, @Root() order: Order): BillView {
    return billView(ctx, orderBillLines(order));
  }
}
