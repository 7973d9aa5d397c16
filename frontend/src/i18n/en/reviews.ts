/** Ratings and reviews: the rating of a delivered order (its details) and a restaurant's reviews (its menu page). */
export const orderRating = {
  heading: "How was your order?",
  yourRating: "Your rating",
  food: "Food",
  delivery: "Delivery",
  stars_one: "{{count}} star",
  stars_other: "{{count}} stars",
  liked: "Dishes you liked",
  comment: "Your review",
  commentPlaceholder: "Tell others what you liked (optional)",
  submit: "Send rating",
  thanks: "Thank you for rating your order!",
  failed: "Your rating could not be sent. Please try again.",
  problems: {
    foodRatingRequired: "Choose 1 to 5 stars for the food.",
    commentTooLong: "Your review can be at most 500 characters.",
  },
} as const;

export const reviews = {
  heading: "Reviews",
  summary_one: "★ {{rating}} from {{count}} rating",
  summary_other: "★ {{rating}} from {{count}} ratings",
  starting: "★ {{rating}}: not enough ratings yet",
  empty: "No reviews yet.",
  loadFailed: "Reviews could not be loaded.",
  retry: "Try again",
  reply: "Reply from the restaurant",
  more: "Show more reviews",
  close: "Close",
  stars_one: "{{count}} star",
  stars_other: "{{count}} stars",
} as const;
