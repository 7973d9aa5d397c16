import { ArrayMaxSize, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from "class-validator";
import { ArgsType, Field, ID, InputType, Int } from "type-graphql";
import { rules } from "../../common/compose-decorators";
import { PageArgs } from "../../common/graphql/page-args";

/** A comment, a reply or a reason to hide: at most this many characters. */
export const REVIEW_TEXT_MAX_LENGTH = 500;
/** Liked dishes: an order never has more lines than a cart (cart.service.ts), and a tick per dish. */
export const MAX_LIKED_ITEMS = 50;

const STARS_MESSAGE = "A rating must be a whole number from 1 to 5";
const TEXT_MESSAGE = `At most ${REVIEW_TEXT_MAX_LENGTH} characters`;

const Stars = () => rules(IsInt({ message: STARS_MESSAGE }), Min(1, { message: STARS_MESSAGE }), Max(5, { message: STARS_MESSAGE }));

@InputType({ description: "A customer's rating of their delivered order" })
export class RateOrderInput {
  @Field(() => Int, { description: "The food, 1 to 5" })
  @Stars()
  foodRating!: number;

  @Field(() => Int, { nullable: true, description: "The delivery, 1 to 5: only when a rider delivered the order" })
  @IsOptional()
  @Stars()
  deliveryRating?: number | null;

  @Field(() => String, { nullable: true, description: `At most ${REVIEW_TEXT_MAX_LENGTH} characters; shown in the restaurant's reviews` })
  @IsOptional()
  @IsString()
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: TEXT_MESSAGE })
  comment?: string | null;

  @Field(() => [ID], { nullable: true, description: "Dishes the customer liked: menu items among the order's lines" })
  @IsOptional()
  @ArrayMaxSize(MAX_LIKED_ITEMS)
  @IsString({ each: true })
  likedMenuItemIds?: string[] | null;
}

@ArgsType()
export class ReviewsArgs extends PageArgs {
  @Field(() => ID)
  @IsString()
  restaurantId!: string;
}

@ArgsType()
export class ReviewTextArgs {
  @Field(() => ID)
  @IsString()
  reviewId!: string;
}

@ArgsType()
export class ReplyToReviewArgs extends ReviewTextArgs {
  @Field(() => String, { description: `The restaurant's reply: 1 to ${REVIEW_TEXT_MAX_LENGTH} characters, once per review` })
  @IsString()
  @MinLength(1, { message: "Write a reply" })
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: TEXT_MESSAGE })
  text!: string;
}

@ArgsType()
export class HideReviewArgs extends ReviewTextArgs {
  @Field(() => String, { description: `Why: 1 to ${REVIEW_TEXT_MAX_LENGTH} characters, for the restaurant's staff and admins` })
  @IsString()
  @MinLength(1, { message: "Give a reason" })
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: TEXT_MESSAGE })
  reason!: string;
}
