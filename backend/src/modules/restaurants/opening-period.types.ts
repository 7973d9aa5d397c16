import { ArrayMaxSize, IsArray, IsDefined, IsIn, Matches, ValidateNested } from "class-validator";
import { ArgsType, Field, ID, InputType, ObjectType } from "type-graphql";
import type { OpeningPeriod } from "./opening-hours";
import { TIME_OF_DAY } from "./time-of-day";
import { WEEKDAYS, WeekdayEnum, type Weekday } from "./weekday";

/** At most four periods a day (breakfast, lunch, dinner, late night): the list any caller can send stays small. */
export const MAX_PERIODS_A_DAY = 4;
export const MAX_OPENING_PERIODS = MAX_PERIODS_A_DAY * WEEKDAYS.length;

@ObjectType("OpeningPeriod", {
  description:
    "One period a restaurant is open, local time in India. It belongs to the day it starts; closes before opens ends the next day",
})
export class OpeningPeriodType implements OpeningPeriod {
  @Field(() => WeekdayEnum)
  day!: Weekday;

  @Field(() => String, { description: "HH:MM" })
  opens!: string;

  @Field(() => String, { description: "HH:MM; before opens: after midnight, the next day; equal to opens: 24 hours" })
  closes!: string;
}

@InputType({ description: "One period a restaurant is open: the day it starts, HH:MM in India" })
export class OpeningPeriodInput implements OpeningPeriod {
  @Field(() => WeekdayEnum)
  @IsDefined({ message: "Day is required" })
  @IsIn(WEEKDAYS, { message: "Day must be MONDAY to SUNDAY" })
  day!: Weekday;

  @Field(() => String)
  @Matches(TIME_OF_DAY, { message: "Opening time must be in HH:MM format" })
  opens!: string;

  @Field(() => String)
  @Matches(TIME_OF_DAY, { message: "Closing time must be in HH:MM format" })
  closes!: string;
}

@ArgsType()
export class SetOpeningHoursArgs {
  @Field(() => ID)
  restaurantId!: string;

  @Field(() => [OpeningPeriodInput], { description: `The whole week; a day without periods is closed. At most ${MAX_OPENING_PERIODS}` })
  @ArrayMaxSize(MAX_OPENING_PERIODS, { message: `At most ${MAX_OPENING_PERIODS} opening periods a week` })
  @IsArray()
  @ValidateNested()
  periods!: OpeningPeriodInput[];
}
