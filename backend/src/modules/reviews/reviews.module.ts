import { In } from "typeorm";
import { resolver, type AppModule } from "../../common/app-module";
import { keyedBy, type KeyedLoader } from "../../db/data-loaders";
import { OrderRatingInvite } from "./order-rating-invite.entity";
import { OrderRating } from "./order-rating.entity";
import { RatingInvites } from "./rating-invites";
import { ReviewResolver } from "./review.resolver";
import { ReviewService, type DeliveryRatings } from "./review.service";
import { reviewsErrorCodes } from "./reviews.errors";
import { RiderRatingResolver } from "./rider-rating.resolver";

declare module "../../common/app-module" {
  interface AppServices {
    reviews: ReviewService;
    ratingInvites: RatingInvites;
  }
  interface AppLoaders {
    /** Order.rating for a whole list, one statement per batch. */
    ratingByOrderId: KeyedLoader<OrderRating>;
    /** Rider.averageDeliveryRating for a whole list, one statement per batch. */
    deliveryRatingsByRiderId: KeyedLoader<DeliveryRatings>;
  }
}

/**
 * Ratings and reviews (docs/architecture.md#ratings-and-reviews). After the notifications in the
 * list: its invites are pushed through their sender, and queued by its part of the order process.
 */
export const reviewsModule: AppModule = {
  name: "reviews",
  entities: [OrderRating, OrderRatingInvite],
  errorCodes: reviewsErrorCodes,
  services: (deps, { orders, jobs, pushSender, audit }) => {
    const ratingInvites = new RatingInvites({ ...deps, jobs, pushSender });
    orders.extend(ratingInvites.orderProcess());
    return { reviews: new ReviewService({ ...deps, audit }), ratingInvites };
  },
  resolvers: [
    resolver(ReviewResolver, (services) => new ReviewResolver(services.reviews)),
    resolver(RiderRatingResolver, (services) => new RiderRatingResolver(services.reviews)),
  ],
  loaders: (dataSource) => ({
    ratingByOrderId: keyedBy(
      (orderIds) => dataSource.getRepository(OrderRating).findBy({ orderId: In(orderIds) }),
      (row) => row.orderId,
    ),
    deliveryRatingsByRiderId: keyedBy(
      async (riderIds) =>
        (
          await dataSource.query<Array<{ riderId: string; average: string; count: number }>>(
            `SELECT rider_id AS "riderId", round(avg(delivery_rating), 1) AS average, count(*)::int AS count
             FROM order_ratings WHERE rider_id = ANY($1::uuid[]) AND delivery_rating IS NOT NULL GROUP BY rider_id`,
            [riderIds],
          )
        ).map((row) => ({ riderId: row.riderId, average: Number(row.average), count: row.count })),
      (row) => row.riderId,
    ),
  }),
  start: async ({ ratingInvites }, { onStop }) => {
    await ratingInvites.start();
    onStop(() => ratingInvites.stop());
  },
};
