import ClockCircleOutlined from "@ant-design/icons/ClockCircleOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import StarFilled from "@ant-design/icons/StarFilled";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import { VegMarker } from "../components/veg-marker";
import { FavouriteButton } from "../favourites/favourite-button";
import styles from "./restaurant-card.module.css";

/** What a listing card shows of a restaurant; the listing's query spreads it. */
export const RestaurantCardFragment = graphql(`
  fragment RestaurantCard_Restaurant on Restaurant {
    id
    name
    image
    address
    category
    isOpenNow
    deliveryTime
    rating
    priceForTwo
    minimumOrder
    distanceKm
    ...FavouriteButton_Restaurant
  }
`);

/** Stored restaurant pictures are 800 × 500; the box keeps that shape whatever arrives. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 500;

/**
 * One restaurant of the listing, linking to its menu. `imageLoading`: "priority" for the first
 * card, whose picture is the largest thing on the first screen (asked for before the other
 * pictures, which would otherwise share a phone's bandwidth with it); "eager" for the rest of the
 * first row; "lazy" (default) for the others, loaded as they scroll near. The heart sits on the
 * picture beside the link, not in it: a button inside a link is neither valid nor reachable.
 */
export function RestaurantCard({
  restaurant,
  imageLoading = "lazy",
}: {
  restaurant: FragmentType<typeof RestaurantCardFragment>;
  imageLoading?: "priority" | "eager" | "lazy";
}) {
  const { t } = useTranslation();
  const { data, complete } = useFragment({ fragment: RestaurantCardFragment, fragmentName: "RestaurantCard_Restaurant", from: restaurant });
  if (!complete) return null;
  const { id, name, image, address, category, isOpenNow, deliveryTime, rating, priceForTwo, minimumOrder, distanceKm } = data;

  return (
    <div className={styles.cardFrame}>
      <Link to={`/shop/listing/${id}`} className={styles.card}>
        <div className={styles.media}>
          {image ? (
            <img
              src={image}
              alt={name}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={imageLoading === "lazy" ? "lazy" : "eager"}
              fetchPriority={imageLoading === "priority" ? "high" : undefined}
              decoding="async"
              className={isOpenNow ? styles.image : `${styles.image} ${styles.closedImage}`}
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
          {!isOpenNow && <span className={styles.closed}>{t("listing.closed")}</span>}
        </div>
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <VegMarker veg={category === "veg"} />
            <h2 className={styles.name}>{name}</h2>
          </div>
          <p className={styles.meta}>
            <span className={styles.rating}>
              <StarFilled aria-hidden />{" "}
              <span className={styles.visuallyHidden}>{t("listing.ratingLabel", { rating: rating.toFixed(1) })}</span>
              <span aria-hidden="true">{rating.toFixed(1)}</span>
            </span>
            <span>
              <ClockCircleOutlined aria-hidden /> <span className={styles.visuallyHidden}>{t("listing.deliveryTimeLabel")} </span>
              {t("listing.deliveryTime", { minutes: deliveryTime })}
            </span>
            {typeof distanceKm === "number" && (
              <span>
                <EnvironmentOutlined aria-hidden /> <span className={styles.visuallyHidden}>{t("listing.distanceLabel")} </span>
                {t("listing.distance", { km: distanceKm.toFixed(1) })}
              </span>
            )}
          </p>
          <p className={styles.address}>{address}</p>
          <p className={styles.price}>
            {t("listing.priceForTwo", { price: formatRupees(priceForTwo) })}
            {minimumOrder > 0 && (
              <span className={styles.minimumOrder}>{t("listing.minimumOrder", { amount: formatRupees(minimumOrder) })}</span>
            )}
          </p>
        </div>
      </Link>
      <FavouriteButton restaurant={data} className={styles.heart} />
    </div>
  );
}
