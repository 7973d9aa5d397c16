import { ArgsType, Field, Float, ID } from "type-graphql";
import { IsIn, IsOptional, IsString, MaxLength } from "class-validator";
import { CalendarDay, NumberWithin, RupeesAmount } from "../../common/validation";
import { REJECTION_REASON_MAX_LENGTH } from "../orders/order-state-machine";
import { CoordinatesArgs } from "../geo/geo.inputs";
import { CASH_NOTE_MAX_LENGTH, cashCollectedRule, cashNoteRule } from "../orders/cash-at-door";
import { PAYMENT_COLLECTION_VALUES, PaymentCollectionEnum, type PaymentCollection } from "../orders/payment-collection";

@ArgsType()
export class AssignRiderArgs {
  @Field(() => ID, { description: "The order" }) @IsString() orderId!: string;
  @Field(() => ID, { description: "An on-shift rider" }) @IsString() riderId!: string;
}

@ArgsType()
export class MarkDeliveredArgs {
  @Field(() => ID) @IsString() orderId!: string;

  @Field(() => Float, { description: "Rupees the rider collected at the door" })
  @cashCollectedRule()
  cashCollected!: number;

  @Field(() => String, {
    nullable: true,
    description: `Required when cashCollected differs from the order's total (e.g. no change); at most ${CASH_NOTE_MAX_LENGTH} characters`,
  })
  @cashNoteRule()
  note?: string | null;

  @Field(() => PaymentCollectionEnum, {
    defaultValue: "CASH",
    description:
      "CASH (the default), or UPI: paid from the rider's QR into the service's account (then cashCollected is 0 and upiReference is required)",
  })
  @IsIn(PAYMENT_COLLECTION_VALUES, { message: "Paid by must be CASH or UPI" })
  paidBy: PaymentCollection = "CASH";

  @Field(() => String, {
    nullable: true,
    description: "With paidBy UPI: the payment's 12-digit reference (UTR) the customer's UPI app shows",
  })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: "The UPI reference is 12 digits" })
  upiReference?: string | null;
}

@ArgsType()
export class MarkDeliveryFailedArgs {
  @Field(() => ID) @IsString() orderId!: string;

  @Field(() => String, {
    description: `Why (for the office and the customer): required, at most ${REJECTION_REASON_MAX_LENGTH} characters`,
  })
  @IsString()
  @MaxLength(REJECTION_REASON_MAX_LENGTH, { message: `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters long` })
  reason!: string;
}

@ArgsType()
export class ShareRiderPositionArgs extends CoordinatesArgs {
  @Field(() => Float, { nullable: true, description: "The position's accuracy in metres, as the phone reports it" })
  @IsOptional()
  @NumberWithin(0, 100_000, "Accuracy must be 0 to 100,000 metres")
  accuracy?: number | null;
}

@ArgsType()
export class RecordCashHandoverArgs {
  @Field(() => ID) @IsString() riderId!: string;

  @Field(() => Float, { description: "Rupees the rider handed over" })
  @RupeesAmount("Amount", 1_000_000)
  amount!: number;

  @Field(() => String, { nullable: true }) @cashNoteRule() note?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A UUID the client makes once per handover (when its dialog opens): the same key records the handover once",
  })
  @IsOptional()
  @IsString()
  idempotencyKey?: string | null;
}

@ArgsType()
export class RiderCashDayArgs {
  @Field(() => String, { description: "A day in Asia/Kolkata, YYYY-MM-DD" }) @CalendarDay() date!: string;
}

@ArgsType()
export class RiderCashSummaryArgs extends RiderCashDayArgs {
  @Field(() => ID) @IsString() riderId!: string;
}
