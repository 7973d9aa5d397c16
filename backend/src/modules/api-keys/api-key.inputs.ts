import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from "class-validator";
import { Field, ID, InputType, Int } from "type-graphql";
import { SingleLine } from "../../common/control-characters";
import { Required } from "../../common/validation";
import { API_KEY_NAME_MAX_LENGTH, DEFAULT_REQUESTS_PER_MINUTE } from "./api-key.entity";
import { API_SCOPES, type ApiScope } from "../../common/api-scope";
import { ApiScopeEnum } from "./api-scope";

export const MAX_REQUESTS_PER_MINUTE = 60_000;

@InputType({ description: "A new API key" })
export class CreateApiKeyInput {
  @Field(() => String, { description: `Who or what the key is for, 1 to ${API_KEY_NAME_MAX_LENGTH} characters` })
  @IsString({ message: "Name is required" })
  @Required("Name")
  @SingleLine("Name")
  @MaxLength(API_KEY_NAME_MAX_LENGTH, { message: `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters` })
  name!: string;

  @Field(() => [ApiScopeEnum], { description: "What the key may do; a key without restaurants may only have CATALOGUE_READ" })
  @IsArray()
  @ArrayUnique({ message: "Each scope may be given once" })
  @IsIn(API_SCOPES, { each: true, message: "Unknown scope" })
  scopes!: ApiScope[];

  @Field(() => [ID], { nullable: true, description: "The restaurants the key acts for; absent or empty: none" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID("all", { each: true, message: "Each restaurant must be a restaurant's id" })
  restaurantIds?: string[] | null;

  @Field(() => Int, { nullable: true, description: `Requests a minute; absent: ${DEFAULT_REQUESTS_PER_MINUTE}` })
  @IsOptional()
  @IsInt()
  @Min(1, { message: "A key needs at least one request a minute" })
  @Max(MAX_REQUESTS_PER_MINUTE, { message: `At most ${MAX_REQUESTS_PER_MINUTE} requests a minute` })
  requestsPerMinute?: number | null;
}
