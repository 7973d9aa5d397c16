import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Order } from "../orders/order.entity";
import { OrderRating } from "./order-rating.entity";
import { HideReviewArgs, RateOrderInput, ReplyToReviewArgs, ReviewsArgs } from "./review.inputs";
import type { ReviewService } from "./review.service";
import { Review, ReviewPage } from "./review.types";

@Resolver(() => Order)
export class ReviewResolver {
  constructor(private readonly service: ReviewService) {}

  @Mutation(() => OrderRating, {
    description:
      "The order's customer rates it once, from its delivery for 7 days (FORBIDDEN for anyone else, staff and API keys; ALREADY_RATED; RATING_CLOSED)",
  })
  rateOrder(
    @Ctx() ctx: RequestContext,
    @Arg("orderId", () => ID) orderId: string,
    @Arg("input", () => RateOrderInput) input: RateOrderInput,
  ): Promise<OrderRating> {
    return this.service.rateOrder(ctx, orderId, input);
  }

  @FieldResolver(() => OrderRating, { nullable: true, description: "The customer's rating, null until rated" })
  rating(@Ctx() ctx: RequestContext, @Root() order: Order): Promise<OrderRating | null> {
    return this.service.orderRating(ctx, order);
  }

  @Query(() => ReviewPage, { description: "A restaurant's reviews, newest first, hidden ones left out: anyone, signed in or not" })
  reviews(@Ctx() ctx: RequestContext, @Args() { restaurantId, limit, offset }: ReviewsArgs): Promise<ReviewPage> {
    return this.service.reviews(ctx, restaurantId, limit, offset);
  }

  @Query(() => ReviewPage, {
    description: "Every review of a restaurant, newest first, hidden ones included with why: its staff and admins",
  })
  restaurantReviews(@Ctx() ctx: RequestContext, @Args() { restaurantId, limit, offset }: ReviewsArgs): Promise<ReviewPage> {
    return this.service.staffReviews(ctx, restaurantId, limit, offset);
  }

  @Mutation(() => Review, { description: "The restaurant's reply to a review, once (ALREADY_REPLIED): its staff and admins" })
  replyToReview(@Ctx() ctx: RequestContext, @Args() { reviewId, text }: ReplyToReviewArgs): Promise<Review> {
    return this.service.reply(ctx, reviewId, text);
  }

  @Mutation(() => Review, {
    description: "Hides an abusive review from the restaurant's list, with why (admins); it still counts in the rating",
  })
  hideReview(@Ctx() ctx: RequestContext, @Args() { reviewId, reason }: HideReviewArgs): Promise<Review> {
    return this.service.hide(ctx, reviewId, reason);
  }
}
