import { IsInt, IsOptional, Max, Min } from "class-validator";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";

export const DEFAULT_USAGE_DAYS = 14;
export const MAX_USAGE_DAYS = 90;
const DAYS_MESSAGE = `Days must be a whole number from 1 to ${MAX_USAGE_DAYS}`;

@ObjectType({ description: "An API key's requests on one day (Asia/Kolkata)" })
export class ApiKeyDailyRequests {
  @Field(() => String, { description: "The day in Asia/Kolkata, YYYY-MM-DD" })
  date!: string;

  @Field(() => Int, { description: "Requests the key's rate limit let through that day" })
  requests!: number;

  @Field(() => Int, { description: "Requests refused that day with RATE_LIMITED (HTTP 429): the key was over its requests per minute" })
  rateLimited!: number;
}

@ArgsType()
export class RequestsPerDayArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_USAGE_DAYS,
    description: `How many days, today included: 1 to ${MAX_USAGE_DAYS}; absent or null: ${DEFAULT_USAGE_DAYS}`,
  })
  @IsOptional()
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(MAX_USAGE_DAYS, { message: DAYS_MESSAGE })
  days: number | null = DEFAULT_USAGE_DAYS;
}
