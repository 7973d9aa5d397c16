import { ArgsType, Field, Float, ID, ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { PageArgs } from "../../common/graphql/page-args";
import { CalendarDay } from "../../common/validation";

@ObjectType({ description: "An order paid by UPI at the door, as the office ticks it off against the bank statement" })
export class UpiCollection {
  @Field(() => ID, { description: "The order's id" })
  id!: string;

  @Field(() => String, { description: "The order's #ID" })
  shortId!: string;

  @Field(() => ID, { nullable: true })
  riderId!: string | null;

  @Field(() => String, { nullable: true, description: "The rider who took the payment" })
  riderName!: string | null;

  @Field(() => Float, { description: "Rupees paid: the order's total, the QR's exact amount" })
  amount!: number;

  @Field(() => String, { description: "The payment's 12-digit reference the rider entered" })
  upiReference!: string;

  @Field(() => Date)
  deliveredAt!: Date;

  @Field(() => Date, { nullable: true, description: "When an admin confirmed it against the bank statement; null: not yet" })
  confirmedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The admin who confirmed it" })
  confirmedByName!: string | null;

  @Field(() => Boolean, { description: "Another order (any day) carries the same reference: one payment cannot pay two orders" })
  duplicateReference!: boolean;
}

@ObjectType({ description: "A page of a day's UPI payments at the door, in delivery order" })
export class UpiCollectionPage extends Paginated(UpiCollection, { totalDescription: "How many orders were paid by UPI that day" }) {
  @Field(() => Float, { description: "Rupees paid by UPI that day, over all pages" })
  amount!: number;
}

@ArgsType()
export class UpiCollectionsArgs extends PageArgs {
  @Field(() => String, { description: "A day in Asia/Kolkata, YYYY-MM-DD" }) @CalendarDay() date!: string;
}
