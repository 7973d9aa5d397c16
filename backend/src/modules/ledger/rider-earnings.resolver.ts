import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import type { RiderEarningsService } from "./rider-earnings.service";
import { RiderEarnings, RiderWeek } from "./rider-earnings.types";

/** Riders' pay (docs/money.md#riders-pay): resolvers stay thin, the service holds the rules. */
@Resolver()
export class RiderEarningsResolver {
  constructor(private readonly earnings: RiderEarningsService) {}

  @Query(() => RiderEarnings, {
    description:
      "What a rider earned from deliveries between the days (India time, at most 366 days): the rider themself and admins; never an API key",
  })
  riderEarnings(
    @Ctx() ctx: RequestContext,
    @Arg("riderId", () => ID) riderId: string,
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD" }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (included)" }) to: string,
  ): Promise<RiderEarnings> {
    return this.earnings.earnings(ctx, riderId, from, to);
  }

  @Query(() => [RiderWeek], {
    description:
      "Every rider's weeks with earnings between the days (at most 53 weeks, 500 rows), the unpaid first, oldest week first: admins (the Payouts page)",
  })
  riderPayouts(
    @Ctx() ctx: RequestContext,
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD (its whole week is included)" }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD (its whole week is included)" }) to: string,
  ): Promise<RiderWeek[]> {
    return this.earnings.payouts(ctx, from, to);
  }

  @Mutation(() => RiderWeek, {
    description:
      "Records a rider's week paid, once (superadmins; RIDER_WEEK_ALREADY_PAID the second time, RIDER_WEEK_NOT_CLOSED before the week ended)",
  })
  markRiderPaid(
    @Ctx() ctx: RequestContext,
    @Arg("riderId", () => ID) riderId: string,
    @Arg("weekStart", () => String, { description: "The week's Monday, YYYY-MM-DD" }) weekStart: string,
    @Arg("reference", () => String, { description: "The bank or UPI transaction's reference" }) reference: string,
    @Arg("paidOn", () => String, { description: "The day it was paid, YYYY-MM-DD" }) paidOn: string,
  ): Promise<RiderWeek> {
    return this.earnings.markPaid(ctx, riderId, weekStart, reference, paidOn);
  }
}
