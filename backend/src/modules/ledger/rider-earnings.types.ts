import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "What a rider earned over a period, from the ledger, in rupees: total = fees + tips (+ corrections made then); docs/money.md#riders-pay",
})
export class RiderEarnings {
  @Field(() => Int, { description: "Orders delivered" }) deliveries!: number;
  @Field(() => Float, { description: "Their distances added up (straight from the restaurant, km to a tenth)" }) distanceKm!: number;
  @Field(() => Float, { description: "The fees for the deliveries, fixed when each was delivered" }) fees!: number;
  @Field(() => Float) tips!: number;
  @Field(() => Float, { description: "Corrections booked on the rider in the period" }) corrections!: number;
  @Field(() => Float) total!: number;
}

@ObjectType({ description: "A rider's week (Monday to Sunday, India time) to pay: its earnings and the payment once made" })
export class RiderWeek extends RiderEarnings {
  @Field(() => ID, { description: "The rider's id and the week's Monday" }) id!: string;
  @Field(() => ID) riderId!: string;
  @Field(() => String, { nullable: true, description: "Null once the account was deleted (its weeks stay in the books)" })
  riderName!: string | null;
  @Field(() => String, { description: "The Monday, YYYY-MM-DD" }) weekStart!: string;
  @Field(() => String, { description: "The Sunday, YYYY-MM-DD" }) weekEnd!: string;
  @Field(() => Boolean, { description: "The week has ended (India time): it may be paid" }) isClosed!: boolean;
  @Field(() => String, { nullable: true, description: "The day it was paid, YYYY-MM-DD; null until then" }) paidOn!: string | null;
  @Field(() => String, { nullable: true, description: "The bank or UPI transaction's reference" }) paidReference!: string | null;
}
