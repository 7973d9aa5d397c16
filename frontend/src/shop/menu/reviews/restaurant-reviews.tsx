import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../common/formatters";
import { graphql } from "../../../gql";
import styles from "./restaurant-reviews.module.css";

/** Reviews shown at first, and added by each "Show more". */
export const REVIEWS_PAGE_SIZE = 10;
/** The rating counts as the customers' from this many ratings on (the server's MIN_CUSTOMER_RATINGS). */
const MIN_CUSTOMER_RATINGS = 5;

/** Public and the same for everyone: a GET any cache may keep (graphql/catalogue-cache-hints.ts). */
export const RestaurantReviewsDocument = graphql(`
  query RestaurantReviews($restaurantId: ID!, $limit: Int, $offset: Int) {
    reviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {
      total
      items {
        ...ReviewFields @unmask
      }
    }
  }
`);

const stars = (count: number) => "★".repeat(count) + "☆".repeat(5 - count);

/**
 * A restaurant's reviews on its menu page (docs/architecture.md#ratings-and-reviews): its rating
 * and how many rated it, then the reviews, newest first, with the restaurant's replies. Its own
 * chunk, loaded with the customer's texts when the visitor opens it (the menu page is at its
 * JavaScript budget).
 */
export function RestaurantReviews(props: { restaurantId: string; rating: number; ratingCount: number }) {
  const { t } = useTranslation();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(RestaurantReviewsDocument, {
    variables: { restaurantId: props.restaurantId, limit: REVIEWS_PAGE_SIZE, offset: 0 },
  });
  const page = (data ?? previousData)?.reviews;
  const items = page?.items ?? [];
  const rating = props.rating.toFixed(1);

  const showMore = () =>
    void fetchMore({
      variables: { offset: items.length },
      updateQuery: (previous, { fetchMoreResult }) => ({
        reviews: { ...fetchMoreResult.reviews, items: [...previous.reviews.items, ...fetchMoreResult.reviews.items] },
      }),
    }).catch(() => undefined);

  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        {t("reviews.heading")}
      </h2>
      <p className={styles.summary}>
        {props.ratingCount >= MIN_CUSTOMER_RATINGS
          ? t("reviews.summary", { rating, count: props.ratingCount })
          : t("reviews.starting", { rating })}
      </p>
      {error ? (
        <p role="alert">
          {t("reviews.loadFailed")}{" "}
          <button type="button" className={styles.more} onClick={() => void refetch().catch(() => undefined)}>
            {t("reviews.retry")}
          </button>
        </p>
      ) : page && items.length === 0 ? (
        <p>{t("reviews.empty")}</p>
      ) : (
        <ul className={styles.list} aria-busy={loading}>
          {items.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.meta}>
                <span className={styles.name}>{review.firstName}</span>
                <span className={styles.stars} role="img" aria-label={t("reviews.stars", { count: review.foodRating })}>
                  {stars(review.foodRating)}
                </span>
                <span>{formatDate(review.createdAt)}</span>
              </p>
              {review.comment && <p className={styles.comment}>{review.comment}</p>}
              {review.reply && (
                <p className={styles.reply}>
                  <span className={styles.replyLabel}>{t("reviews.reply")}</span>
                  {review.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && items.length < page.total && !error && (
        <button type="button" className={styles.more} onClick={showMore} disabled={loading}>
          {t("reviews.more")}
        </button>
      )}
    </section>
  );
}
