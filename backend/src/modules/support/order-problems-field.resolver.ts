import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "../orders/order.entity";
import { OrderProblem } from "./order-problem.entity";
import { MAX_PROBLEMS_PER_ORDER, type OrderProblemService } from "./order-problem.service";

/** Order.problems, from the support module's folder: the orders module names no support. */
@Resolver(() => Order)
export class OrderProblemsFieldResolver {
  constructor(private readonly service: OrderProblemService) {}

  @FieldResolver(() => [OrderProblem], {
    description: `The problems its customer reported, oldest first (at most ${MAX_PROBLEMS_PER_ORDER}): for its customer and admins (others FORBIDDEN)`,
  })
  problems(@Ctx() ctx: RequestContext, @Root() order: Order) {
    return this.service.ofOrder(ctx, order);
  }
}
