import { Field, Float, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "A period's money from the ledger, in rupees (docs/money.md): what was collected, what the service earned, and what it owes restaurants and riders",
})
export class MoneySummary {
  @Field(() => String, { description: "The first day, YYYY-MM-DD (India)" }) from!: string;
  @Field(() => String, { description: "The last day, YYYY-MM-DD (India)" }) to!: string;
  @Field(() => Float, { description: "Taken at the door and at counters in cash" }) collectedCash!: number;
  @Field(() => Float, { description: "Taken at the door by UPI" }) collectedUpi!: number;
  @Field(() => Float, { description: "The service's commission on the period's delivered orders (before its GST)" })
  commissionEarned!: number;
  @Field(() => Float, {
    description: "The unpaid payable of restaurants' weeks that meet the period (whole weeks, Monday to Sunday), as their statements say",
  })
  payableToRestaurants!: number;
  @Field(() => Float, { description: "Every rider share booked in the period: tips, riders' fees and corrections" })
  payableToRiders!: number;
  @Field(() => Float, { description: "Of payableToRiders, the tips" }) tips!: number;
}
