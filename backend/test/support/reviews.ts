import { graphql } from "../gql";

// Ratings and reviews: the operations the reviews' tests and the authorization matrices send.

export const RATE_ORDER = graphql(`
  mutation RateOrder($orderId: ID!, $input: RateOrderInput!) {
    rateOrder(orderId: $orderId, input: $input) { id orderId foodRating deliveryRating comment likedMenuItemIds reply createdAt }
  }
`);

export const ORDER_RATING = graphql(`
  query OrderRatingOf($id: ID!) { order(id: $id) { id rating { id foodRating deliveryRating comment likedMenuItemIds } } }
`);

export const REVIEWS = graphql(`
  query RestaurantReviewsPublic($restaurantId: ID!, $limit: Int, $offset: Int) {
    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {
      total
      items { id firstName createdAt foodRating comment reply }
    }
  }
`);

export const STAFF_REVIEWS = graphql(`
  query RestaurantReviewsStaff($restaurantId: ID!, $limit: Int, $offset: Int) {
    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {
      total
      items { id firstName foodRating comment reply isHidden hiddenReason }
    }
  }
`);

export const REPLY_TO_REVIEW = graphql(`
  mutation ReplyToReview($reviewId: ID!, $text: String!) { replyToReview(reviewId: $reviewId, text: $text) { id reply repliedAt } }
`);

export const HIDE_REVIEW = graphql(`
  mutation HideReview($reviewId: ID!, $reason: String!) { hideReview(reviewId: $reviewId, reason: $reason) { id isHidden hiddenReason } }
`);

export const RESTAURANT_RATING = graphql(`
  query RestaurantRating($id: ID!) { restaurant(id: $id) { id rating ratingCount startingRating } }
`);

export const RIDER_RATING = graphql(`
  query RiderRating { riderMe { id averageDeliveryRating deliveryRatingCount } }
`);
