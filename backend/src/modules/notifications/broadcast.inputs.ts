import { ArgsType, Field, InputType } from "type-graphql";
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationOptions } from "class-validator";
import { SingleLine } from "../../common/control-characters";
import { PageArgs } from "../../common/graphql/page-args";
import { Required } from "../../common/validation";
import { BROADCAST_AUDIENCES, BroadcastAudienceEnum, type BroadcastAudience } from "./broadcast-audience";
import { BROADCAST_BODY_MAX_LENGTH, BROADCAST_TITLE_MAX_LENGTH, BROADCAST_URL_MAX_LENGTH } from "./broadcast.entity";

/** At most `max` characters once the spaces around the text are trimmed (the service stores it trimmed); the type is IsString's rule. */
function TrimmedMaxLength(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: "trimmedMaxLength", validator: { validate: (value) => typeof value !== "string" || value.trim().length <= max } },
    options,
  );
}

/**
 * A path of this site: starts with one "/", no "//" or "\" that a browser would read as another
 * host, no spaces. Blank means none.
 */
const SAME_SITE_PATH = /^\s*$|^\/(?![/\\])[^\s\\]*$/;
export const BROADCAST_URL_MESSAGE = "Link must be a path of this site starting with /, such as /shop/home";

@InputType({ description: "A push notification to every browser of an audience" })
export class SendBroadcastInput {
  @Field(() => String, { description: `1 to ${BROADCAST_TITLE_MAX_LENGTH} characters` })
  @IsString({ message: "Title is required" })
  @Required("Title")
  @SingleLine("Title")
  @TrimmedMaxLength(BROADCAST_TITLE_MAX_LENGTH, { message: `Title must be at most ${BROADCAST_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => String, { description: `1 to ${BROADCAST_BODY_MAX_LENGTH} characters` })
  @IsString({ message: "Message is required" })
  @Required("Message")
  @TrimmedMaxLength(BROADCAST_BODY_MAX_LENGTH, { message: `Message must be at most ${BROADCAST_BODY_MAX_LENGTH} characters` })
  body!: string;

  @Field(() => BroadcastAudienceEnum)
  @IsIn(BROADCAST_AUDIENCES, { message: "Audience must be customers or staff" })
  audience!: BroadcastAudience;

  @Field(() => String, { nullable: true, description: "A path of this site the notification opens, such as /shop/home" })
  @IsOptional()
  @IsString({ message: BROADCAST_URL_MESSAGE })
  @Matches(SAME_SITE_PATH, { message: BROADCAST_URL_MESSAGE })
  @MaxLength(BROADCAST_URL_MAX_LENGTH, { message: `Link must be at most ${BROADCAST_URL_MAX_LENGTH} characters` })
  url?: string | null;
}

/** The broadcast history's pages: the common limit/offset. */
@ArgsType()
export class BroadcastPageArgs extends PageArgs {}
