import { Field, Int, ObjectType } from "type-graphql";
import { Broadcast } from "./broadcast.entity";

@ObjectType({ description: "A page of broadcasts, newest first" })
export class BroadcastPage {
  @Field(() => Int, { description: "How many broadcasts there are, over all pages" })
  total!: number;

  @Field(() => [Broadcast])
  items!: Broadcast[];
}
