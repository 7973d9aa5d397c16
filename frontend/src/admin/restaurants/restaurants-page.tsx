import PlusOutlined from "@ant-design/icons/PlusOutlined";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Grid, Input } from "antd";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageTitle } from "../../common/page-title";
import { AdminRestaurantCategoriesDocument, AdminRestaurantsDocument } from "./restaurant-documents";
import type { RestaurantEdit } from "./restaurant-form-drawer";
import { RestaurantList, type RestaurantRef } from "./restaurant-list";
import { pageFromParams, paramsFor, RESTAURANT_PAGE_SIZE } from "./restaurant-list-params";
import { useRestaurantActions } from "./use-restaurant-actions";
import styles from "./restaurants-page.module.css";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";

const RestaurantFormDrawer = lazy(() => import("./restaurant-form-drawer"));
const RestaurantStaffDrawer = lazy(() => import("./restaurant-staff-drawer"));
const RestaurantReviewsDrawer = lazy(() => import("./restaurant-reviews-drawer"));

const SEARCH_DELAY_MS = 350;

/** /admin/restaurants: search, page through, open or close, add, edit and delete restaurants, manage their staff. */
export function RestaurantsPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const { search, page } = pageFromParams(params);
  const [typed, setTyped] = useState(search);
  const [drawer, setDrawer] = useState<{ mounted: boolean; open: boolean; editing: RestaurantEdit | null }>({
    mounted: false,
    open: false,
    editing: null,
  });

  const [staffOf, setStaffOf] = useState<{ restaurant: RestaurantRef; open: boolean } | null>(null);
  const [reviewsOf, setReviewsOf] = useState<{ restaurant: RestaurantRef; open: boolean } | null>(null);

  const list = useQuery(AdminRestaurantsDocument, {
    variables: { search: search || null, limit: RESTAURANT_PAGE_SIZE, offset: (page - 1) * RESTAURANT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
    // Asked again after each create, edit and delete.
    context: READ_AFTER_CHANGES,
  });
  const categories = useQuery(AdminRestaurantCategoriesDocument);
  const actions = useRestaurantActions(() => void list.refetch());

  // The search box follows the address bar (back/forward), and the address bar follows typing.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => setParams(paramsFor(typed, 1), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const data = list.data ?? list.previousData;
  const rows = data?.adminRestaurants.items ?? [];
  const total = data?.adminRestaurants.total ?? 0;
  const categoryLabel = (id: string) => categories.data?.restaurantCategories.find((c) => c.id === id)?.label ?? id;

  const openDrawer = (editing: RestaurantEdit | null) => setDrawer({ mounted: true, open: true, editing });
  const closeDrawer = () => setDrawer((current) => ({ ...current, open: false }));

  return (
    <div className={styles.page}>
      <PageTitle page={t("adminCatalogue.restaurants.title")} area="admin" />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t("adminCatalogue.restaurants.title")}</h1>
          <p className={styles.intro}>{t("adminCatalogue.restaurants.intro")}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDrawer(null)}>
          {t("adminCatalogue.restaurants.add")}
        </Button>
      </div>

      <div className={styles.toolbar} role="search">
        <label className="sr-only" htmlFor="admin-restaurant-search">
          {t("adminCatalogue.restaurants.searchLabel")}
        </label>
        <Input.Search
          id="admin-restaurant-search"
          className={styles.search}
          placeholder={t("adminCatalogue.restaurants.searchPlaceholder")}
          value={typed}
          allowClear
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setParams(paramsFor(value, 1), { replace: true })}
        />
        <p className={styles.count} aria-live="polite">
          {data ? t("adminCatalogue.restaurants.total", { count: total }) : ""}
        </p>
      </div>

      {list.error && (
        <Alert
          type="error"
          showIcon
          className={styles.alert}
          title={t("adminCatalogue.common.loadFailed")}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
              {t("adminCatalogue.common.retry")}
            </Button>
          }
        />
      )}

      <RestaurantList
        restaurants={list.error ? [] : rows}
        loading={list.loading}
        asCards={!screens.md}
        categoryLabel={categoryLabel}
        pendingOpenId={actions.pendingOpenId}
        onToggleOpen={(row, isOpen) => void actions.toggleOpen(row, isOpen)}
        onEdit={({ id }) => openDrawer(rows.find((row) => row.id === id) ?? null)}
        onStaff={({ id, name }) => setStaffOf({ restaurant: { id, name }, open: true })}
        onReviews={({ id, name }) => setReviewsOf({ restaurant: { id, name }, open: true })}
        onDelete={actions.confirmDelete}
        empty={<p className={styles.empty}>{t("adminCatalogue.restaurants.empty")}</p>}
        pagination={{
          current: page,
          pageSize: RESTAURANT_PAGE_SIZE,
          total,
          onChange: (next) => setParams(paramsFor(search, next)),
        }}
      />

      {actions.contextHolder}
      <Suspense fallback={null}>
        {drawer.mounted && (
          <RestaurantFormDrawer
            open={drawer.open}
            editing={drawer.editing}
            onClose={closeDrawer}
            onSaved={(change) => {
              closeDrawer();
              // An edit answers with the row itself (the cache updates it); a new restaurant is a new row.
              if (change === "created") void list.refetch();
            }}
          />
        )}
        {staffOf && (
          <RestaurantStaffDrawer
            key={staffOf.restaurant.id}
            restaurant={staffOf.restaurant}
            open={staffOf.open}
            onClose={() => setStaffOf((current) => current && { ...current, open: false })}
          />
        )}
        {reviewsOf && (
          <RestaurantReviewsDrawer
            key={reviewsOf.restaurant.id}
            restaurant={reviewsOf.restaurant}
            open={reviewsOf.open}
            onClose={() => setReviewsOf((current) => current && { ...current, open: false })}
          />
        )}
      </Suspense>
    </div>
  );
}
