import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import LeftOutlined from "@ant-design/icons/LeftOutlined";
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { errorCode } from "../../common/graphql-errors";
import { PageTitle } from "../../common/page-title";
import { useAddToCart } from "../cart/use-add-to-cart";
import { MenuItemCard } from "../components/menu-item-card";
import { SkeletonCards } from "../components/skeleton-card";
import { VegMarker } from "../components/veg-marker";
import { FilterPanel, type FilterGroup } from "../filters/filter-panel";
import { SortSelect } from "../filters/sort-select";
import { MenuRestaurantDocument } from "./menu-documents";
import { MENU_CATEGORIES, MENU_SORTS, menuQueryVariables, type MenuSortId } from "./menu-query-state";
import { RestaurantHeader, RestaurantHeaderSkeleton } from "./restaurant-header";
import { useMenuFilters } from "./use-menu-filters";
import { useOptionSheet } from "./use-option-sheet";
import styles from "./menu-page.module.css";
import { CardGrid } from "../components/card-grid";

const SORT_LABEL_KEYS = {
  "price-lowtohigh": "menu.sortPriceLowToHigh",
  "price-hightolow": "menu.sortPriceHighToLow",
  rating: "menu.sortRating",
  "title-atoz": "menu.sortName",
} as const satisfies Record<MenuSortId, string>;

// The router asks for the menu of the address being opened as soon as this code loads (src/routes-code.ts).
export { prefetchMenu } from "./menu-prefetch";

/** Cards in the first rows load their images at once; the others as they scroll near. */
const EAGER_IMAGES = 4;

/**
 * /shop/listing/:id, a restaurant's menu (docs/architecture.md#screens listing/{id}): the header card, the 'Filters'
 * panel, 'All Menu Items' with 'Sort by' and the item cards. Plain React and CSS modules only:
 * antd would cost the page its performance budget (the cart prompt loads only when needed).
 */
export function MenuPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const filters = useMenuFilters();
  const variables = useMemo(() => ({ id, ...menuQueryVariables(filters.selection, filters.sort) }), [id, filters.selection, filters.sort]);
  const { data, previousData, loading, error, refetch } = useQuery(MenuRestaurantDocument, { variables });
  const adding = useAddToCart();
  const { pendingItemId } = adding;
  const optionSheet = useOptionSheet(adding);

  // While other filters load, the header keeps showing the restaurant already on screen.
  const restaurant = data?.restaurant ?? (previousData?.restaurant.id === id ? previousData.restaurant : undefined);
  const items = data?.restaurant.menuItems;

  const groups = useMemo<FilterGroup[]>(
    () => [
      {
        key: "isVeg",
        title: t("menu.filterVeg"),
        icon: <VegMarker veg />,
        options: [
          { id: "true", label: t("menu.veg") },
          { id: "false", label: t("menu.nonVeg") },
        ],
      },
      {
        key: "category",
        title: t("menu.filterCategory"),
        icon: <AppstoreOutlined />,
        options: MENU_CATEGORIES.map((category) => ({ id: category, label: t(`menu.itemCategory.${category}`) })),
      },
    ],
    [t],
  );
  const sortOptions = MENU_SORTS.map((option) => ({ id: option.id, label: t(SORT_LABEL_KEYS[option.id]) }));

  const backLink = (
    <Link to="/shop/listing" className={styles.back}>
      <LeftOutlined aria-hidden /> {t("menu.backToListing")}
    </Link>
  );

  if (error && !restaurant) {
    const notFound = errorCode(error) === "NOT_FOUND";
    return (
      <div className={styles.page}>
        <PageTitle page={notFound ? t("menu.notFoundTitle") : t("menu.pageTitle")} />
        {!notFound && backLink}
        <section className={styles.problem} role="alert">
          <h1>{notFound ? t("menu.notFoundTitle") : t("menu.loadFailedTitle")}</h1>
          <p>{notFound ? t("menu.notFoundText") : t("menu.loadFailedText")}</p>
          {notFound ? (
            <Link to="/shop/listing" className={styles.primaryLink}>
              {t("menu.backToListing")}
            </Link>
          ) : (
            <button type="button" className={styles.primaryButton} onClick={() => void refetch().catch(() => undefined)}>
              {t("menu.tryAgain")}
            </button>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle page={restaurant?.name ?? t("menu.pageTitle")} />
      {backLink}
      {restaurant ? <RestaurantHeader restaurant={restaurant} /> : <RestaurantHeaderSkeleton />}

      <div className={styles.layout}>
        <aside className={styles.filters}>
          <FilterPanel groups={groups} selection={filters.selection} onToggle={filters.toggle} />
        </aside>

        <section className={styles.results} aria-labelledby="menu-items-heading">
          <div className={styles.toolbar}>
            <h2 id="menu-items-heading" className={styles.resultsHeading}>
              {t("menu.allItems")}{" "}
              {items && !loading && <span className={styles.count}>{t("menu.itemCount", { count: items.length })}</span>}
            </h2>
            <SortSelect value={filters.sort} options={sortOptions} onChange={filters.setSort} />
          </div>

          {error && !loading ? (
            <div className={styles.inlineProblem} role="alert">
              <p>{t("menu.loadFailedText")}</p>
              <button type="button" className={styles.primaryButton} onClick={() => void refetch().catch(() => undefined)}>
                {t("menu.tryAgain")}
              </button>
            </div>
          ) : loading || !items ? (
            <SkeletonCards count={8} />
          ) : items.length === 0 ? (
            <p className={styles.empty} role="status">
              {t("menu.noItems")}
            </p>
          ) : (
            <CardGrid>
              {items.map((item, index) => (
                <li key={item.id}>
                  <MenuItemCard
                    item={item}
                    restaurantOpen={restaurant?.isOpenNow ?? false}
                    imageLoading={index === 0 ? "priority" : index < EAGER_IMAGES ? "eager" : "lazy"}
                    adding={pendingItemId === item.id}
                    onAddToCart={(picked) => optionSheet.onAddToCart(picked, id)}
                  />
                </li>
              ))}
            </CardGrid>
          )}
          {optionSheet.sheet}
        </section>
      </div>
    </div>
  );
}
