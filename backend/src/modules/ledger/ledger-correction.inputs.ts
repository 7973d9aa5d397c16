import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from "class-validator";
import { Field, Float, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { MAX_RUPEES, wholePaise } from "../../common/money";
import { Required } from "../../common/validation";

/** The accounts a correction may be booked on (docs/money.md): its counterpart is always the service's. */
export const CORRECTED_ACCOUNTS = ["RESTAURANT", "RIDER"] as const;
export type CorrectedAccount = (typeof CORRECTED_ACCOUNTS)[number];

export const CorrectedAccountEnum = { RESTAURANT: "RESTAURANT", RIDER: "RIDER" } as const satisfies Record<
  CorrectedAccount,
  CorrectedAccount
>;
registerEnumType(CorrectedAccountEnum, {
  name: "CorrectedAccount",
  description: "Whose share a correction changes: a restaurant's (its statement) or a rider's",
});

export const CORRECTION_REASON_MAX_LENGTH = 500;

export const CORRECTION_AMOUNT_MESSAGE = `Amount must be in rupees and paise (at most 2 decimals), not 0, and at most ₹${MAX_RUPEES.toLocaleString("en-IN")} either way`;

/** A signed amount of whole paise, not zero, within the one money rule's bound either way. */
const SignedRupees = () =>
  ValidateBy({
    name: "signedRupees",
    validator: {
      validate: (value) => {
        const paise = wholePaise(value);
        return paise !== null && paise !== 0 && Math.abs(paise) <= MAX_RUPEES * 100;
      },
      defaultMessage: () => CORRECTION_AMOUNT_MESSAGE,
    },
  });

@InputType({
  description: "A correction of a share (docs/money.md): a CORRECTION entry on the account and its counterpart on the service, dated now",
})
export class LedgerCorrectionInput {
  @Field(() => ID, { nullable: true, description: "The order it concerns; its restaurant and rider are the order's" })
  @IsOptional()
  @IsString()
  orderId?: string | null;

  @Field(() => ID, { nullable: true, description: "The restaurant, when no order is named (or the order's own)" })
  @IsOptional()
  @IsString()
  restaurantId?: string | null;

  @Field(() => ID, { nullable: true, description: "The rider, for a RIDER correction that names no order (or the order's own)" })
  @IsOptional()
  @IsString()
  riderId?: string | null;

  @Field(() => CorrectedAccountEnum)
  @IsIn(CORRECTED_ACCOUNTS, { message: "Choose RESTAURANT or RIDER" })
  account!: CorrectedAccount;

  @Field(() => Float, {
    description: "Signed, in ₹ with at most 2 decimals, not 0: positive adds to the account's share, negative takes from it",
  })
  @SignedRupees()
  amount!: number;

  @Field(() => String, {
    description: `Why, in words the restaurant or rider will read (at most ${CORRECTION_REASON_MAX_LENGTH} characters)`,
  })
  @IsString()
  @Required("Reason")
  @MaxLength(CORRECTION_REASON_MAX_LENGTH, { message: `Reason must be at most ${CORRECTION_REASON_MAX_LENGTH} characters` })
  reason!: string;
}

@ObjectType({ description: "A correction as booked: the entry on the corrected account (its counterpart on the service is its negative)" })
export class LedgerCorrection {
  @Field(() => ID) id!: string;
  @Field(() => Date, { description: "When it was booked: it shows in that week's statement" }) at!: Date;
  @Field(() => CorrectedAccountEnum) account!: CorrectedAccount;
  @Field(() => Float, { description: "In ₹, signed as the account sees it" }) amount!: number;
  @Field(() => String) reason!: string;
  @Field(() => ID, { nullable: true }) orderId!: string | null;
  @Field(() => ID, { nullable: true }) restaurantId!: string | null;
  @Field(() => ID, { nullable: true }) riderId!: string | null;
  @Field(() => String, { nullable: true, description: "The Monday of the statement it shows in (RESTAURANT corrections), YYYY-MM-DD" })
  weekStart!: string | null;
}
