import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { Button, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import type { AdminCatalogueRestaurantMenuQuery } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import styles from "./restaurant-menu-page.module.css";

export type AdminMenuItem = AdminCatalogueRestaurantMenuQuery["restaurant"]["menuItems"][number];

export interface MenuItemAdminCardProps {
  item: AdminMenuItem;
  categoryLabel: string;
  toggling: boolean;
  onToggleAvailable: (isAvailable: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One dish on the admin's menu grid: what the shop shows, plus availability, Edit and Delete. */
export function MenuItemAdminCard({ item, categoryLabel, toggling, onToggleAvailable, onEdit, onDelete }: MenuItemAdminCardProps) {
  const { t } = useTranslation();
  const switchId = `admin-menu-available-${item.id}`;
  return (
    <article className={`${styles.card} ${item.isAvailable ? "" : styles.unavailable}`} aria-labelledby={`${switchId}-name`}>
      <div className={styles.imageBox}>
        {item.image ? <img className={styles.image} src={item.image} alt={item.name} loading="lazy" /> : null}
        {item.discount > 0 && <span className={styles.discount}>{t("adminCatalogue.menu.discount", { percent: item.discount })}</span>}
        {!item.isAvailable && <span className={styles.notAvailable}>{t("adminCatalogue.menu.notAvailable")}</span>}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name} id={`${switchId}-name`}>
          {item.name}
        </h2>
        <div className={styles.tags}>
          <span className={`${badge.badge} ${item.isVeg ? badge.success : badge.danger}`}>
            {item.isVeg ? t("adminCatalogue.menu.veg") : t("adminCatalogue.menu.nonVeg")}
          </span>
          <span className={`${badge.badge} ${badge.neutral}`}>{categoryLabel}</span>
        </div>
        <p className={styles.prices}>
          <span className={styles.price}>{formatRupees(item.price)}</span>
          {item.originalPrice > item.price && (
            <s className={styles.original} aria-label={t("adminCatalogue.menu.originalPrice", { price: formatRupees(item.originalPrice) })}>
              {formatRupees(item.originalPrice)}
            </s>
          )}
        </p>
        <p className={styles.meta}>
          {[
            item.preparationTime ? t("adminCatalogue.menu.prepTime", { time: item.preparationTime }) : null,
            t("adminCatalogue.menu.rating", { rating: item.rating.toFixed(1) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className={styles.availability}>
          <Switch
            id={switchId}
            checked={item.isAvailable}
            loading={toggling}
            onChange={onToggleAvailable}
            aria-label={t("adminCatalogue.menu.availabilitySwitch", { name: item.name })}
          />
          <span aria-hidden="true">{item.isAvailable ? t("adminCatalogue.menu.available") : t("adminCatalogue.menu.notAvailable")}</span>
        </div>
        <div className={styles.actions}>
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={t("adminCatalogue.menu.editOf", { name: item.name })}>
            {t("adminCatalogue.common.edit")}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={onDelete}
            aria-label={t("adminCatalogue.menu.deleteOf", { name: item.name })}
          >
            {t("adminCatalogue.common.delete")}
          </Button>
        </div>
      </div>
    </article>
  );
}
