import { Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { RiderCashService } from "./rider-cash.service";
import { RecordCashHandoverArgs, RiderCashDayArgs, RiderCashSummaryArgs } from "./rider.inputs";
import { CashHandover, RiderCashSummary } from "./rider.types";

/** Cash on delivery, reconciled: handovers and each rider's day. */
@Resolver()
export class RiderCashResolver {
  constructor(private readonly cash: RiderCashService) {}

  @Authorized("ADMIN")
  @Mutation(() => CashHandover, {
    description:
      "Records cash a rider handed over (admins): it settles all the rider held, so their cash in hand is zero afterwards. " +
      "The same idempotencyKey records it once; with other details IDEMPOTENCY_KEY_REUSED. Nothing held: NO_CASH_IN_HAND",
  })
  recordCashHandover(@Ctx() ctx: RequestContext, @Args(() => RecordCashHandoverArgs) args: RecordCashHandoverArgs) {
    return this.cash.recordHandover(ctx, {
      riderId: args.riderId,
      amountPaise: rupeesToPaise(args.amount),
      note: args.note ?? null,
      idempotencyKey: args.idempotencyKey ?? null,
    });
  }

  @Authorized()
  @Query(() => RiderCashSummary, { description: "A rider's cash for a day in Asia/Kolkata: admins, and a rider for themself" })
  riderCashSummary(@Ctx() ctx: RequestContext, @Args(() => RiderCashSummaryArgs) args: RiderCashSummaryArgs) {
    return this.cash.riderSummary(ctx, args.riderId, args.date);
  }

  @Authorized("ADMIN")
  @Query(() => [RiderCashSummary], { description: "Every rider's cash for a day in Asia/Kolkata, by name (admins)" })
  riderCashSummaries(@Ctx() ctx: RequestContext, @Args(() => RiderCashDayArgs) args: RiderCashDayArgs) {
    return this.cash.allSummaries(ctx, args.date);
  }
}
