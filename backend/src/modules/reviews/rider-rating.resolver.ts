import { Ctx, FieldResolver, Float, Int, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Rider } from "../riders/rider.types";
import type { ReviewService } from "./review.service";

/** The rider's delivery ratings, on the Rider type (the riders module knows nothing of ratings). */
@Resolver(() => Rider)
export class RiderRatingResolver {
  constructor(private readonly reviews: ReviewService) {}

  @FieldResolver(() => Float, {
    nullable: true,
    description:
      "The average of the customers' delivery ratings (1 to 5, one decimal): staff and the rider; null for anyone else or before any",
  })
  async averageDeliveryRating(@Ctx() ctx: RequestContext, @Root() rider: Rider): Promise<number | null> {
    return (await this.reviews.deliveryRatings(ctx, rider))?.average ?? null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "How many customers rated the rider's delivery: staff and the rider; null for anyone else",
  })
  async deliveryRatingCount(@Ctx() ctx: RequestContext, @Root() rider: Rider): Promise<number | null> {
    return (await this.reviews.deliveryRatings(ctx, rider))?.count ?? null;
  }
}
