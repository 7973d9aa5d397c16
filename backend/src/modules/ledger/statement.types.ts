import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "A restaurant's week (Monday to Sunday, India time) from the ledger, in rupees: payable = foodValue − restaurantDiscounts − commission − commissionTax − collectedAtCounter (+ corrections made that week)",
})
export class RestaurantStatement {
  @Field(() => ID, { description: "The restaurant's id and the week's Monday" }) id!: string;
  @Field(() => ID) restaurantId!: string;
  @Field(() => String, { nullable: true, description: "Null once the restaurant was deleted (its weeks stay in the books)" })
  restaurantName!: string | null;
  @Field(() => String, { description: "The Monday, YYYY-MM-DD" }) weekStart!: string;
  @Field(() => String, { description: "The Sunday, YYYY-MM-DD" }) weekEnd!: string;
  @Field(() => Boolean, { description: "The week has ended (India time): it may be paid" }) isClosed!: boolean;
  @Field(() => Int) ordersDelivered!: number;
  @Field(() => Float, { description: "The food sold, before any discount" }) foodValue!: number;
  @Field(() => Float, { description: "Coupons limited to this restaurant, which it bears" }) restaurantDiscounts!: number;
  @Field(() => Float) commission!: number;
  @Field(() => Float, { description: "GST on the commission" }) commissionTax!: number;
  @Field(() => Float, { description: "Corrections booked this week (a late correction shows in the week it was made)" })
  corrections!: number;
  @Field(() => Float, { description: "Pickups paid at the restaurant's counter: cash it already holds, taken from the payable" })
  collectedAtCounter!: number;
  @Field(() => Float) payable!: number;
  @Field(() => String, { nullable: true, description: "The day it was paid, YYYY-MM-DD; null until then" }) paidOn!: string | null;
  @Field(() => String, { nullable: true, description: "The bank or UPI transaction's reference" }) paidReference!: string | null;
}
