import { Field, ID, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";

@ObjectType({
  description: "A customer's review of a restaurant: the food rating and comment of a delivered order, with the restaurant's reply",
})
export class Review {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The customer's first name only" })
  firstName!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int, { description: "1 to 5" })
  foodRating!: number;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field(() => String, { nullable: true, description: "The restaurant's reply, once given" })
  reply!: string | null;

  @Field(() => Date, { nullable: true })
  repliedAt!: Date | null;

  @Field(() => Boolean, { description: "Hidden by an admin: never in the public list (staff lists only)" })
  isHidden!: boolean;

  @Field(() => String, { nullable: true, description: "Why an admin hid it: the restaurant's staff and admins; null for anyone else" })
  hiddenReason!: string | null;
}

@ObjectType({ description: "A page of a restaurant's reviews, newest first" })
export class ReviewPage extends Paginated(Review, { totalDescription: "How many reviews the list has, over all pages", window: false }) {}
