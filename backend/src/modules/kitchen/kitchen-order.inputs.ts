import { ArgsType, Field, ID, Int } from "type-graphql";
import { IsInt, IsString, Max, MaxLength, Min } from "class-validator";
import { REJECTION_REASON_MAX_LENGTH } from "../orders/order-state-machine";
import { PREPARATION_MINUTES } from "./preparation-estimate";

const MINUTES_MESSAGE = `Preparation time must be ${PREPARATION_MINUTES.min} to ${PREPARATION_MINUTES.max} minutes`;

@ArgsType()
export class AcceptOrderArgs {
  @Field(() => ID, { description: "The order" })
  @IsString()
  id!: string;

  @Field(() => Int, { description: `Minutes until the food is ready, ${PREPARATION_MINUTES.min} to ${PREPARATION_MINUTES.max}` })
  @IsInt({ message: MINUTES_MESSAGE })
  @Min(PREPARATION_MINUTES.min, { message: MINUTES_MESSAGE })
  @Max(PREPARATION_MINUTES.max, { message: MINUTES_MESSAGE })
  preparationMinutes!: number;
}

@ArgsType()
export class RejectOrderArgs {
  @Field(() => ID, { description: "The order" })
  @IsString()
  id!: string;

  @Field(() => String, { description: `Why, for the customer: required, at most ${REJECTION_REASON_MAX_LENGTH} characters` })
  @IsString()
  @MaxLength(REJECTION_REASON_MAX_LENGTH, { message: `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters long` })
  reason!: string;
}
