import { useQuery } from "@apollo/client/react";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { FavouriteRestaurantsDocument } from "../favourites/favourite-documents";
import { RestaurantCard } from "../listing/restaurant-card";
import styles from "./account-page.module.css";

/**
 * The Favourites tab: the restaurants the customer hearted, the latest first (the server keeps at
 * most 100), as the listing's cards, so a heart taken off here takes the card away at once.
 */
export function AccountFavourites() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(FavouriteRestaurantsDocument, { fetchPolicy: "cache-and-network" });
  const restaurants = data?.favouriteRestaurants ?? [];

  return (
    <section aria-labelledby="favourites-heading" aria-busy={loading && !data}>
      <h2 id="favourites-heading" className={styles.sectionHeading}>
        {t("account.favouritesHeading")}
      </h2>
      {error && !data ? (
        <div role="alert" className={styles.favouritesMessage}>
          <p>{t("account.favouritesFailed")}</p>
          <Button onClick={() => void refetch().catch(() => undefined)}>{t("account.retry")}</Button>
        </div>
      ) : data && restaurants.length === 0 ? (
        <p className={styles.favouritesMessage}>{t("account.noFavourites")}</p>
      ) : (
        <ul className={styles.favourites}>
          {restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
