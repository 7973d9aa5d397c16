import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import type { StatementService } from "./statement.service";
import { RestaurantStatement } from "./statement.types";

@Resolver(() => RestaurantStatement)
export class StatementResolver {
  constructor(private readonly statements: StatementService) {}

  @Query(() => [RestaurantStatement], {
    description:
      "A restaurant's weekly statements (Monday to Sunday, India time) with delivered orders between the days, at most 53 weeks: its staff and admins; never an API key",
  })
  restaurantStatements(
    @Ctx() ctx: RequestContext,
    @Arg("restaurantId", () => ID) restaurantId: string,
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD (its whole week is included)" }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (its whole week is included)" }) to: string,
  ): Promise<RestaurantStatement[]> {
    return this.statements.statements(ctx, restaurantId, from, to);
  }

  @Query(() => [RestaurantStatement], {
    description:
      "Every restaurant's weekly statements with delivered orders between the days (at most 53 weeks, 500 statements), the unpaid first, oldest week first: admins (the Payouts page)",
  })
  payoutStatements(
    @Ctx() ctx: RequestContext,
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD (its whole week is included)" }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (its whole week is included)" }) to: string,
  ): Promise<RestaurantStatement[]> {
    return this.statements.payoutStatements(ctx, from, to);
  }

  @Mutation(() => RestaurantStatement, {
    description:
      "Records a week's payout to its restaurant, once (superadmins; STATEMENT_ALREADY_PAID the second time, STATEMENT_NOT_CLOSED before the week ended)",
  })
  markStatementPaid(
    @Ctx() ctx: RequestContext,
    @Arg("statementId", () => ID) statementId: string,
    @Arg("reference", () => String, { description: "The bank or UPI transaction's reference" }) reference: string,
    @Arg("paidOn", () => String, { description: "The day it was paid, YYYY-MM-DD" }) paidOn: string,
  ): Promise<RestaurantStatement> {
    return this.statements.markPaid(ctx, statementId, reference, paidOn);
  }
}
