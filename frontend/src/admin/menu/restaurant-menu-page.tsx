import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Skeleton } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { errorCode } from "../../common/graphql-errors";
import { PageTitle } from "../../common/page-title";
import { AdminMenuCategoriesDocument, AdminRestaurantMenuDocument } from "./menu-documents";
import { MenuItemAdminCard } from "./menu-item-admin-card";
import type { MenuItemEdit } from "./menu-item-sheet";
import { useMenuItemActions } from "./use-menu-item-actions";
import styles from "./restaurant-menu-page.module.css";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";

const MenuItemSheet = lazy(() => import("./menu-item-sheet"));

/** /admin/restaurants/:id — the restaurant menu page: a grid of item cards and the 'Add New Item' sheet. */
export function RestaurantMenuPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const menu = useQuery(AdminRestaurantMenuDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
    // Asked again after each change to the menu.
    context: READ_AFTER_CHANGES,
  });
  const categories = useQuery(AdminMenuCategoriesDocument);
  const [sheet, setSheet] = useState<{ mounted: boolean; open: boolean; editing: MenuItemEdit | null }>({
    mounted: false,
    open: false,
    editing: null,
  });
  const reload = () => void menu.refetch();
  const actions = useMenuItemActions(id, reload);

  const restaurant = menu.data?.restaurant;
  const items = restaurant?.menuItems ?? [];
  const notFound = errorCode(menu.error) === "NOT_FOUND";
  const title = restaurant ? t("adminCatalogue.menu.heading", { name: restaurant.name }) : t("adminCatalogue.menu.titleFallback");
  const categoryLabel = (category: string) => categories.data?.menuCategories.find((c) => c.id === category)?.label ?? category;

  const openSheet = (editing: MenuItemEdit | null) => setSheet({ mounted: true, open: true, editing });
  const closeSheet = () => setSheet((current) => ({ ...current, open: false }));

  return (
    <div className={styles.page}>
      <PageTitle page={title} area="admin" />
      <Link to="/admin/restaurants" className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {t("adminCatalogue.menu.back")}
      </Link>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {restaurant && (
            <p className={styles.sub}>
              {restaurant.address} · {t("adminCatalogue.menu.count", { count: items.length })}
            </p>
          )}
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openSheet(null)} disabled={!restaurant}>
          {t("adminCatalogue.menu.addNew")}
        </Button>
      </div>

      {menu.error && !restaurant && (
        <Alert
          type="error"
          showIcon
          title={notFound ? t("adminCatalogue.menu.notFound") : t("adminCatalogue.common.loadFailed")}
          action={
            notFound ? undefined : (
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={reload}>
                {t("adminCatalogue.common.retry")}
              </Button>
            )
          }
        />
      )}

      {!restaurant && menu.loading ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className={styles.card}>
              <Skeleton.Image active className={styles.skeletonImage} />
              <div className={styles.body}>
                <Skeleton active paragraph={{ rows: 3 }} />
              </div>
            </div>
          ))}
        </div>
      ) : restaurant && items.length === 0 ? (
        <p className={styles.empty}>{t("adminCatalogue.menu.empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <MenuItemAdminCard
                item={item}
                categoryLabel={categoryLabel}
                toggling={actions.togglingId === item.id}
                onToggleAvailable={(picked, isAvailable) => void actions.setAvailable(picked, isAvailable)}
                onEdit={() => openSheet(item)}
                onDelete={actions.confirmDelete}
              />
            </li>
          ))}
        </ul>
      )}

      {actions.contextHolder}
      <Suspense fallback={null}>
        {sheet.mounted && (
          <MenuItemSheet
            restaurantId={id}
            open={sheet.open}
            editing={sheet.editing}
            onClose={closeSheet}
            onSaved={(change) => {
              closeSheet();
              // An edit answers with the card itself (the cache updates it); a new item is a new card.
              if (change === "created") reload();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
