import { Field, ObjectType } from "type-graphql";
import { ApiKey } from "./api-key.entity";

@ObjectType({ description: "A new API key with its secret: the only answer that ever holds the secret" })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: "The key" })
  apiKey!: ApiKey;

  @Field(() => String, { description: "The secret to send as Authorization: Bearer <secret>; shown this once, stored only as a hash" })
  secret!: string;
}
