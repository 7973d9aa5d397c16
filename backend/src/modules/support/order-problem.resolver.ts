import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { OrderLine } from "../orders/order-line.entity";
import { Order } from "../orders/order.entity";
import { OrderProblem } from "./order-problem.entity";
import { AnswerOrderProblemArgs, OrderProblemInput, OrderProblemsArgs } from "./order-problem.inputs";
import { MAX_PROBLEMS_PER_ORDER, PROBLEM_WINDOW_HOURS, type OrderProblemService } from "./order-problem.service";

/** Help with an order: the customer's report, the admins' queue and answers. */
@Resolver(() => OrderProblem)
export class OrderProblemResolver {
  constructor(private readonly problems: OrderProblemService) {}

  @Authorized()
  @Mutation(() => OrderProblem, {
    description:
      `The order's customer asks for help, while the order is on its way or up to ${PROBLEM_WINDOW_HOURS} hours after its delivery ` +
      "(PROBLEM_REPORT_CLOSED after, and for rejected or cancelled orders); one open problem per order (PROBLEM_ALREADY_OPEN), " +
      `at most ${MAX_PROBLEMS_PER_ORDER} in all (PROBLEM_LIMIT_REACHED). Anyone else: FORBIDDEN`,
  })
  reportOrderProblem(
    @Ctx() ctx: RequestContext,
    @Arg("orderId", () => ID) orderId: string,
    @Arg("input", () => OrderProblemInput) input: OrderProblemInput,
  ) {
    return this.problems.report(ctx, orderId, input);
  }

  @Authorized("ADMIN")
  @Query(() => [OrderProblem], { description: "The Help queue (admins): open problems oldest first, then resolved ones latest first" })
  orderProblems(@Ctx() ctx: RequestContext, @Args(() => OrderProblemsArgs) args: OrderProblemsArgs) {
    return this.problems.queue(ctx, args);
  }

  @Authorized("ADMIN")
  @Mutation(() => OrderProblem, {
    description:
      "An admin answers a problem: the answer replaces the one shown, the customer hears of it by push and e-mail in their " +
      "language; resolve closes it (a resolved problem takes no more answers: PROBLEM_RESOLVED)",
  })
  answerOrderProblem(@Ctx() ctx: RequestContext, @Args(() => AnswerOrderProblemArgs) args: AnswerOrderProblemArgs) {
    return this.problems.answer(ctx, args);
  }

  @FieldResolver(() => [OrderLine], { description: "The order's lines the problem is about" })
  lines(@Ctx() ctx: RequestContext, @Root() problem: OrderProblem) {
    return this.problems.linesOf(ctx, problem);
  }

  @FieldResolver(() => Order, { description: "The order it is about" })
  order(@Ctx() ctx: RequestContext, @Root() problem: OrderProblem) {
    return this.problems.orderOf(ctx, problem);
  }
}
