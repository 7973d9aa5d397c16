import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from "class-validator";
import { ArgsType, Field, ID, InputType } from "type-graphql";
import { PageArgs } from "../../common/graphql/page-args";
import { Required } from "../../common/validation";
import { ORDER_PROBLEM_KINDS, ORDER_PROBLEM_STATUSES, OrderProblemKindEnum, OrderProblemStatusEnum } from "./order-problem-kind";
import type { OrderProblemKind, OrderProblemStatus } from "./order-problem-kind";
import { PROBLEM_TEXT_MAX_LENGTH } from "./order-problem.entity";

/** The most lines one problem may name (an order has at most 30 in practice; query-cost.ts). */
export const MAX_PROBLEM_LINES = 30;

const TEXT_MESSAGE = `Text must be at most ${PROBLEM_TEXT_MAX_LENGTH} characters`;

@InputType({ description: "What went wrong with an order, in the customer's words" })
export class OrderProblemInput {
  @Field(() => OrderProblemKindEnum)
  @IsIn(ORDER_PROBLEM_KINDS, { message: "Unknown kind of problem" })
  kind!: OrderProblemKind;

  @Field(() => String, { description: `1 to ${PROBLEM_TEXT_MAX_LENGTH} characters` })
  @IsString({ message: "Text is required" })
  @Required("Text")
  @MaxLength(PROBLEM_TEXT_MAX_LENGTH, { message: TEXT_MESSAGE })
  text!: string;

  @Field(() => [ID], { nullable: true, description: "Lines of that order the problem is about (a missing dish, a wrong one)" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PROBLEM_LINES, { message: `At most ${MAX_PROBLEM_LINES} lines` })
  @ArrayUnique({ message: "Each line may be given once" })
  @IsUUID("all", { each: true, message: "Each line must be a line of the order" })
  lineIds?: string[] | null;
}

@ArgsType()
export class AnswerOrderProblemArgs {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: `The answer the customer reads, 1 to ${PROBLEM_TEXT_MAX_LENGTH} characters` })
  @IsString({ message: "Text is required" })
  @Required("Text")
  @MaxLength(PROBLEM_TEXT_MAX_LENGTH, { message: TEXT_MESSAGE })
  text!: string;

  @Field(() => Boolean, { description: "true closes the problem (RESOLVED); false keeps it open for a later answer" })
  @IsBoolean({ message: "resolve must be true or false" })
  resolve!: boolean;
}

@ArgsType()
export class OrderProblemsArgs extends PageArgs {
  @Field(() => OrderProblemStatusEnum, { nullable: true, description: "Only these; absent: the open ones first, then the resolved" })
  @IsOptional()
  @IsIn(ORDER_PROBLEM_STATUSES, { message: "Unknown status" })
  status?: OrderProblemStatus | null;
}
