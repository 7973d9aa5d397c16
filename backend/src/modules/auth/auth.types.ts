import { Field, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";

@ObjectType({ description: "What an auth mutation tells the user" })
export class MessagePayload {
  @Field(() => String)
  message!: string;
}

@ObjectType({ description: "The account a register or login is about, and the message to show" })
export class AuthPayload {
  @Field(() => String)
  message!: string;

  @Field(() => User)
  user!: User;
}
