import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import type { TFunction } from "i18next";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees, formatTime } from "../../common/formatters";
import { graphql } from "../../gql";
import { loadCatalogue } from "../../i18n/i18n";
import { FavouriteButton } from "../favourites/favourite-button";
import { formatClockTime, isOpenAllDay, nextOpeningDay, type DayPart } from "./opening-hours";
import headerStyles from "./restaurant-header.module.css";
import styles from "./menu-page.module.css";

/** What the header card shows of the restaurant; the menu page's query spreads it. */
export const RestaurantHeaderFragment = graphql(`
  fragment RestaurantHeader_Restaurant on Restaurant {
    id
    name
    address
    category
    openingTime
    closingTime
    priceForTwo
    minimumOrder
    rating
    ratingCount
    isOpenNow
    nextOpensAt
    ...FavouriteButton_Restaurant
  }
`);

/** The reviews, with the customer's texts: their own chunk, loaded when opened (the menu page is at its JavaScript budget). */
const RestaurantReviews = lazy(() =>
  Promise.all([import("./reviews/restaurant-reviews"), loadCatalogue("customer")]).then(([module]) => ({
    default: module.RestaurantReviews,
  })),
);

/**
 * The menu page's header card (docs/architecture.md#screens listing/{id}): name, address, Category (N/A if none),
 * Hours, Price Range, Rating and 'Open Now' (green) or 'Closed' (red).
 */
export function RestaurantHeader(props: { restaurant: FragmentType<typeof RestaurantHeaderFragment> }) {
  const { t } = useTranslation();
  const [showReviews, setShowReviews] = useState(false);
  const { data: restaurant, complete } = useFragment({
    fragment: RestaurantHeaderFragment,
    fragmentName: "RestaurantHeader_Restaurant",
    from: props.restaurant,
  });
  if (!complete) return <RestaurantHeaderSkeleton />;
  const category = restaurant.category ? t(`menu.restaurantCategory.${restaurant.category}`) : t("menu.notAvailableShort");
  const sayClockTime = (part: DayPart, time: string) => t(`menu.clock.${part}`, { time });
  const hours = isOpenAllDay(restaurant.openingTime, restaurant.closingTime)
    ? t("menu.openAllDay")
    : restaurant.openingTime && restaurant.closingTime
      ? t("menu.hoursRange", {
          opening: formatClockTime(restaurant.openingTime, sayClockTime),
          closing: formatClockTime(restaurant.closingTime, sayClockTime),
        })
      : t("menu.notAvailableShort");
  const opensNext = restaurant.isOpenNow || !restaurant.nextOpensAt ? null : opensNextText(t, restaurant.nextOpensAt);

  return (
    <section className={styles.header} aria-labelledby="restaurant-name">
      <div className={styles.titleRow}>
        <h1 id="restaurant-name" className={styles.title}>
          {restaurant.name}
        </h1>
        <span className={restaurant.isOpenNow ? styles.openBadge : styles.closedBadge}>
          {restaurant.isOpenNow ? t("menu.openNow") : t("menu.closed")}
        </span>
        <FavouriteButton restaurant={restaurant} />
      </div>
      {opensNext && <p className={headerStyles.opensNext}>{opensNext}</p>}
      <p className={styles.address}>{restaurant.address}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("menu.category")}</dt>
          <dd>{category}</dd>
        </div>
        <div>
          <dt>{t("menu.hours")}</dt>
          <dd>{hours}</dd>
        </div>
        <div>
          <dt>{t("menu.priceRange")}</dt>
          <dd>{t("menu.priceForTwo", { price: formatRupees(restaurant.priceForTwo) })}</dd>
        </div>
        {restaurant.minimumOrder > 0 && (
          <div>
            <dt>{t("menu.minimumOrder")}</dt>
            <dd>{formatRupees(restaurant.minimumOrder)}</dd>
          </div>
        )}
        <div>
          <dt>{t("menu.rating")}</dt>
          <dd>
            <span className={styles.star} aria-hidden="true">
              ★
            </span>{" "}
            {restaurant.rating.toFixed(1)}{" "}
            <button
              type="button"
              className={headerStyles.reviewsLink}
              aria-expanded={showReviews}
              onClick={() => setShowReviews((shown) => !shown)}
            >
              {t("menu.reviewsLink", { count: restaurant.ratingCount })}
            </button>
          </dd>
        </div>
      </dl>
      {showReviews && (
        <Suspense fallback={null}>
          <RestaurantReviews restaurantId={restaurant.id} rating={restaurant.rating} ratingCount={restaurant.ratingCount} />
        </Suspense>
      )}
    </section>
  );
}

/** "Opens today at 7:00 pm", "Opens Tuesday at 11:00 am": when a closed restaurant opens next, in India's time. */
function opensNextText(t: TFunction, nextOpensAt: string): string {
  const opensAt = new Date(nextOpensAt);
  const day = nextOpeningDay(opensAt, new Date());
  const time = formatTime(opensAt);
  if (day === "today") return t("menu.opensToday", { time });
  if (day === "tomorrow") return t("menu.opensTomorrow", { time });
  return t("menu.opensOn", { day: t(`menu.weekday.${day}`), time });
}

/** The header card's shape while the restaurant loads, so nothing jumps when it arrives. */
export function RestaurantHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.header} ${styles.headerSkeleton}`} aria-busy="true">
      <p className="sr-only" role="status">
        {t("menu.loadingRestaurant")}
      </p>
      <div className={styles.titleRow} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        <span className={`${styles.bone} ${styles.boneBadge}`} />
      </div>
      <span className={`${styles.bone} ${styles.boneLine}`} aria-hidden="true" />
      <span className={`${styles.bone} ${styles.boneLine} ${styles.boneLineShort}`} aria-hidden="true" />
      <div className={styles.facts} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index}>
            <span className={`${styles.bone} ${styles.boneLabel}`} />
            <span className={`${styles.bone} ${styles.boneValue}`} />
          </div>
        ))}
      </div>
    </section>
  );
}
