import { Field, Int, ObjectType } from "type-graphql";
import { User } from "./user.entity";

@ObjectType({ description: "A page of accounts, newest first (offset pagination)" })
export class UserPage {
  @Field(() => [User])
  items!: User[];

  @Field(() => Int, { description: "How many accounts match, over all pages" })
  total!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  offset!: number;
}
