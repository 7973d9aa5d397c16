import { IsDefined, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from "class-validator";
import { Field, InputType } from "type-graphql";
import { Required } from "../../common/validation";

/** base64 or base64url, padded or not, as PushSubscription.toJSON() and older browsers give them. */
const P256DH = /^B[A-Za-z0-9_+/-]{86}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_+/-]{22}(==)?$/;

@InputType({ description: "The keys of PushSubscription.toJSON()" })
export class PushSubscriptionKeysInput {
  @Field(() => String, { description: "The browser's P-256 public key (65 bytes, base64url)" })
  @IsString({ message: "keys.p256dh must be a string" })
  @Matches(P256DH, { message: "keys.p256dh must be the browser's 65-byte P-256 public key in base64url" })
  p256dh!: string;

  @Field(() => String, { description: "The 16-byte authentication secret, base64url" })
  @IsString({ message: "keys.auth must be a string" })
  @Matches(AUTH_SECRET, { message: "keys.auth must be the browser's 16-byte auth secret in base64url" })
  auth!: string;
}

@InputType({ description: "A browser's Web Push subscription: PushSubscription.toJSON() plus an optional label" })
export class PushSubscriptionInput {
  @Field(() => String)
  @IsString()
  @MaxLength(2048, { message: "endpoint must be at most 2048 characters" })
  // The scheme (https, or http when allowed) is the service's rule: it depends on a setting.
  @IsUrl({ protocols: ["https", "http"], require_protocol: true, require_valid_protocol: true }, { message: "endpoint must be a URL" })
  @Required("endpoint")
  endpoint!: string;

  @Field(() => PushSubscriptionKeysInput)
  @ValidateNested()
  @IsDefined({ message: "keys is required: { p256dh, auth }" })
  keys!: PushSubscriptionKeysInput;

  @Field(() => String, { nullable: true, description: "Which browser this is, to tell subscriptions apart" })
  @IsOptional()
  @IsString()
  @MaxLength(512, { message: "userAgent must be at most 512 characters" })
  userAgent?: string | null;
}
