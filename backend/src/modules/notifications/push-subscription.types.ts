import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "What a browser needs to subscribe to Web Push" })
export class PushConfig {
  @Field(() => String, {
    nullable: true,
    description: "The VAPID public key (base64url) for PushManager.subscribe; null while push is not configured",
  })
  vapidPublicKey!: string | null;
}
