import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { LedgerCorrection, LedgerCorrectionInput } from "./ledger-correction.inputs";
import type { LedgerCorrectionService } from "./ledger-correction.service";
import type { LedgerService } from "./ledger.service";
import { MoneySummary } from "./money-summary.types";

/** The books through the API (docs/money.md): the office's money figures, and corrections. */
@Resolver()
export class LedgerResolver {
  constructor(
    private readonly ledger: LedgerService,
    private readonly corrections: LedgerCorrectionService,
  ) {}

  @Query(() => MoneySummary, {
    description:
      "A period's money from the ledger (India's days, at most 366): collections by cash and UPI, commission, and what is owed to restaurants and riders; admins",
  })
  moneySummary(
    @Ctx() ctx: RequestContext,
    @Arg("from", () => String, { description: "The first day, YYYY-MM-DD" }) from: string,
    @Arg("to", () => String, { description: "The last day, YYYY-MM-DD" }) to: string,
  ): Promise<MoneySummary> {
    return this.ledger.moneySummary(ctx, from, to);
  }

  @Mutation(() => LedgerCorrection, {
    description:
      "Books a correction of a restaurant's or a rider's share: a CORRECTION entry and its counterpart on the service, dated now, so it shows in this week's statement and never changes a paid week; superadmins",
  })
  recordLedgerCorrection(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => LedgerCorrectionInput) input: LedgerCorrectionInput,
  ): Promise<LedgerCorrection> {
    return this.corrections.record(ctx, input);
  }
}
