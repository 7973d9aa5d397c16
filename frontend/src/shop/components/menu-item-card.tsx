import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import type { MenuCategory } from "../../gql/graphql";
import { itemPriceView } from "../menu/menu-item-pricing";
import { formatClockTime, type DayPart } from "../menu/opening-hours";
import { VegMarker } from "./veg-marker";
import styles from "./menu-item-card.module.css";

/** The fields a card shows; the menu and the search results spread it. */
export const MenuItemCardFragment = graphql(`
  fragment MenuItemCard_MenuItem on MenuItem {
    id
    name
    image
    category
    isVeg
    isAvailable
    isAvailableNow
    availableFrom
    originalPrice
    price
    discount
    optionGroups {
      id
    }
  }
`);

const CATEGORY_ICONS: Record<MenuCategory, string> = {
  tiffin: "tiffins",
  meal: "veg-meals",
  drink: "cool-drinks",
  fastFood: "burger",
  bakeryItem: "snacks",
  starter: "snacks",
};

export interface MenuItemCardProps {
  item: FragmentType<typeof MenuItemCardFragment>;
  /** Whether the item's restaurant takes orders now (its isOpenNow). */
  restaurantOpen: boolean;
  /** Search results name the restaurant an item comes from, linking to its menu. */
  restaurant?: { id: string; name: string };
  /**
   * "priority": the first card, whose image is likely the largest thing on the first screen;
   * "eager": the rest of the first rows; "lazy" (default): loaded when scrolled near.
   */
  imageLoading?: "priority" | "eager" | "lazy";
  /** This item is being added to the cart right now. */
  adding: boolean;
  /** hasChoices: the item has option groups, so it opens the option sheet instead of adding at once. */
  onAddToCart: (item: { id: string; name: string; hasChoices: boolean }) => void;
}

/**
 * One dish (docs/architecture.md#screens listing/{id}): image, name, category, veg marker, prices, discount badge and
 * 'Add to Cart', disabled with the reason shown when the item is 'Not Available' or the
 * restaurant is closed. Plain React, no antd: the menu page's first view must stay light.
 */
export function MenuItemCard(props: MenuItemCardProps) {
  const { restaurantOpen, restaurant, imageLoading = "lazy", adding, onAddToCart } = props;
  const { data: item, complete } = useFragment({ fragment: MenuItemCardFragment, fragmentName: "MenuItemCard_MenuItem", from: props.item });
  const { t } = useTranslation();
  const id = useId();
  const [imageFailed, setImageFailed] = useState(false);
  if (!complete) return null;
  const prices = itemPriceView(item);

  // Why 'Add to Cart' is disabled: the 'Not Available' badge, the hour it is served from, or the
  // note that the restaurant is closed.
  const outsideHours = item.isAvailable && !item.isAvailableNow;
  const closedNote = item.isAvailable && !outsideHours && !restaurantOpen;
  const reasonId = `${id}-reason`;
  const canAdd = item.isAvailableNow && restaurantOpen;
  const sayClockTime = (part: DayPart, time: string) => t(`menu.clock.${part}`, { time });

  return (
    <article className={item.isAvailable ? styles.card : `${styles.card} ${styles.unavailable}`} aria-labelledby={`${id}-name`}>
      <div className={styles.media}>
        {item.image && !imageFailed ? (
          <img
            className={styles.image}
            src={item.image}
            alt={item.name}
            width={480}
            height={360}
            loading={imageLoading === "lazy" ? "lazy" : "eager"}
            fetchPriority={imageLoading === "priority" ? "high" : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <svg className={styles.placeholder} aria-hidden="true" focusable="false">
            <use href={`/images/food-icons.svg#${CATEGORY_ICONS[item.category]}`} />
          </svg>
        )}
        {prices.discountPercent !== null && (
          <span className={styles.discountBadge}>{t("menu.discount", { percent: prices.discountPercent })}</span>
        )}
        {!item.isAvailable && (
          <span id={reasonId} className={styles.unavailableBadge}>
            {t("menu.notAvailable")}
          </span>
        )}
      </div>

      <div className={styles.body}>
        <p className={styles.meta}>
          <VegMarker veg={item.isVeg} />
          <span>{t(`menu.itemCategory.${item.category}`)}</span>
        </p>
        {/* Under the page's h2 ('All Menu Items', 'Results'). */}
        <h3 id={`${id}-name`} className={styles.name}>
          {item.name}
        </h3>
        {restaurant && (
          <p className={styles.restaurant}>
            <Link to={`/shop/listing/${restaurant.id}`}>{t("menu.fromRestaurant", { name: restaurant.name })}</Link>
            <span className={restaurantOpen ? styles.open : styles.closed}>{restaurantOpen ? t("menu.openNow") : t("menu.closed")}</span>
          </p>
        )}
        <p className={styles.prices}>
          <span className={styles.price}>
            <span className="sr-only">{t("menu.priceLabel")} </span>
            {formatRupees(prices.price)}
          </span>
          {prices.struckPrice !== null && (
            <del className={styles.struck}>
              <span className="sr-only">{t("menu.originalPriceLabel")} </span>
              {formatRupees(prices.struckPrice)}
            </del>
          )}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.addButton}
            disabled={!canAdd}
            aria-describedby={canAdd ? undefined : reasonId}
            // Busy, not disabled, while adding: a disabled button would drop keyboard focus.
            aria-disabled={adding || undefined}
            onClick={() => {
              if (!adding) onAddToCart({ id: item.id, name: item.name, hasChoices: item.optionGroups.length > 0 });
            }}
          >
            {adding ? t("menu.adding") : t("menu.addToCart")}
          </button>
          {outsideHours && (
            <p id={reasonId} className={styles.reason}>
              {t("menu.availableFrom", { time: formatClockTime(item.availableFrom ?? "", sayClockTime) })}
            </p>
          )}
          {closedNote && (
            <p id={reasonId} className={styles.reason}>
              {t("menu.restaurantClosed")}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
