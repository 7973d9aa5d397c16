import HeartFilled from "@ant-design/icons/HeartFilled";
import HeartOutlined from "@ant-design/icons/HeartOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { FavouriteButtonFragment } from "./favourite-documents";
import { useSetFavourite } from "./use-set-favourite";
import styles from "./favourite-button.module.css";

/**
 * The heart on a restaurant card and the menu header: a toggle button (aria-pressed) naming the
 * restaurant, for signed-in customers only; on when the restaurant is among the customer's
 * favouriteRestaurantIds.
 */
export function FavouriteButton(props: { restaurant: FragmentType<typeof FavouriteButtonFragment>; className?: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const setFavourite = useSetFavourite();
  const { data: restaurant, complete } = useFragment({
    fragment: FavouriteButtonFragment,
    fragmentName: "FavouriteButton_Restaurant",
    from: props.restaurant,
  });
  if (!complete || user?.role !== "CUSTOMER") return null;
  const { id, name } = restaurant;
  const isFavourite = user.favouriteRestaurantIds.includes(id);
  return (
    <button
      type="button"
      className={`${styles.heart} ${isFavourite ? styles.on : ""} ${props.className ?? ""}`}
      aria-pressed={isFavourite}
      aria-label={t("listing.favouriteLabel", { name })}
      onClick={() => void setFavourite(id, !isFavourite)}
    >
      {isFavourite ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
    </button>
  );
}
