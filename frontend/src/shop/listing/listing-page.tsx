import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import { skipToken, useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import type { RestaurantCategory } from "../../gql/graphql";
import { SkeletonCards } from "../components/skeleton-card";
import { FilterPanel, type FilterGroup } from "../filters/filter-panel";
import { SortSelect } from "../filters/sort-select";
import { LocationStatus } from "../location/location-status";
import { useUserLocation } from "../location/use-user-location";
import { CategoriesDocument, RestaurantsDocument } from "./listing-documents";
import { CATEGORY_GROUP, categoriesForApi, LISTING_SORTS, restaurantsVariables } from "./listing-query-state";
import { RestaurantCard } from "./restaurant-card";
import { useListingQueryState } from "./use-listing-query-state";
import styles from "./listing-page.module.css";
import { CardGrid } from "../components/card-grid";

// The router asks for the restaurants around the customer as soon as this code loads and the
// location is known (src/routes-code.ts).
export { prefetchListing } from "./listing-prefetch";

/** Cards of the first row (up to 4 columns) load at once; the rest lazily. */
const EAGER_CARDS = 4;

/**
 * /shop/listing: the restaurants delivering to the customer, with the category filter and the
 * sort kept in the URL and the session, and 'Show more' for the next page.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state: location } = useUserLocation();
  const { selection, sort, toggle, setSort } = useListingQueryState();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const categories = useQuery(CategoriesDocument);
  const knownCategories = useMemo(() => categories.data?.restaurantCategories.map((c) => c.id) ?? [], [categories.data]);
  const groups = useMemo<FilterGroup[]>(
    () =>
      categories.data
        ? [
            {
              key: CATEGORY_GROUP,
              title: t("listing.filterCategory"),
              icon: <AppstoreOutlined />,
              options: categories.data.restaurantCategories.map(({ id, label }) => ({ id, label })),
            },
          ]
        : [],
    [categories.data, t],
  );

  const located = location.status === "located" ? location : null;
  const chosenCategories = categoriesForApi(selection, knownCategories) as RestaurantCategory[];
  // Until the options are known, a category from the URL cannot be checked: wait rather than
  // show an unfiltered list first.
  const waitingForOptions = (selection[CATEGORY_GROUP]?.length ?? 0) > 0 && !categories.data && !categories.error;
  const restaurants = useQuery(
    RestaurantsDocument,
    located && !waitingForOptions ? { variables: restaurantsVariables(located, chosenCategories, sort) } : skipToken,
  );

  const page = restaurants.data?.restaurantsNear;
  const items = page?.items ?? [];
  const total = page?.total;
  const showSkeletons = located !== null && !page && !restaurants.error;

  const showMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await restaurants.fetchMore({
        variables: { offset: items.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          restaurantsNear: {
            ...fetchMoreResult.restaurantsNear,
            offset: 0,
            items: [...(previous?.restaurantsNear.items ?? []), ...fetchMoreResult.restaurantsNear.items],
          },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const sortOptions = LISTING_SORTS.map((option) => ({ id: option.id, label: t(option.labelKey) }));

  return (
    <div className={styles.page}>
      <PageTitle page={t("listing.title")} />
      <div className={styles.layout}>
        <aside className={styles.filters}>
          <FilterPanel groups={groups} selection={selection} onToggle={toggle} />
        </aside>
        <section className={styles.results} aria-labelledby="listing-heading">
          <div className={styles.header}>
            <h1 id="listing-heading">
              {typeof total === "number" ? t("listing.headingWithCount", { count: total }) : t("listing.heading")}
            </h1>
            <SortSelect value={sort} options={sortOptions} onChange={(value) => setSort(value as typeof sort)} />
          </div>

          <LocationStatus page="listing" />

          {showSkeletons && <SkeletonCards count={8} />}

          {located && restaurants.error && (
            <div className={styles.failure} role="alert">
              <p className={styles.error}>{errorText(restaurants.error, t("listing.failed"))}</p>
              <button type="button" className={styles.moreButton} onClick={() => void restaurants.refetch().catch(() => undefined)}>
                {t("listing.location.tryAgain")}
              </button>
            </div>
          )}

          {page && items.length === 0 && (
            <p className={styles.empty} role="status">
              {t("listing.empty")}
            </p>
          )}

          {page && items.length > 0 && (
            <>
              <CardGrid aria-label={t("listing.resultsLabel")}>
                {items.map((restaurant, index) => (
                  <li key={restaurant.id}>
                    <RestaurantCard
                      restaurant={restaurant}
                      imageLoading={index === 0 ? "priority" : index < EAGER_CARDS ? "eager" : "lazy"}
                    />
                  </li>
                ))}
              </CardGrid>
              {typeof total === "number" && total > items.length && (
                <div className={styles.more}>
                  <p>{t("listing.showing", { shown: items.length, total })}</p>
                  <button type="button" className={styles.moreButton} onClick={showMore} disabled={loadingMore} aria-busy={loadingMore}>
                    {loadingMore ? t("listing.loadingMore") : t("listing.showMore")}
                  </button>
                  {moreFailed && (
                    <p className={styles.error} role="alert">
                      {t("listing.failed")}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
