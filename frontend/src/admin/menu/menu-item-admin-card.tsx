import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import EditOutlined from "@ant-design/icons/EditOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import type { MenuCategory } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import styles from "./restaurant-menu-page.module.css";

/** What a dish's card on the admin's menu grid shows. */
export const MenuItemAdminCardFragment = graphql(`
  fragment MenuItemAdminCard_MenuItem on MenuItem {
    id
    image
    name
    discount
    isAvailable
    isVeg
    category
    price
    originalPrice
    preparationTime
    rating
  }
`);

/** The dish a card's action is about. */
export interface MenuItemRef {
  id: string;
  name: string;
}

export interface MenuItemAdminCardProps {
  item: FragmentType<typeof MenuItemAdminCardFragment>;
  categoryLabel: (category: MenuCategory) => string;
  toggling: boolean;
  onToggleAvailable: (item: MenuItemRef, isAvailable: boolean) => void;
  onEdit: () => void;
  onDelete: (item: MenuItemRef) => void;
}

/** One dish on the admin's menu grid: what the shop shows, plus availability, Edit and Delete. */
export function MenuItemAdminCard({ categoryLabel, toggling, onToggleAvailable, onEdit, onDelete, ...props }: MenuItemAdminCardProps) {
  const { t } = useTranslation();
  const { data: item, complete } = useFragment({
    fragment: MenuItemAdminCardFragment,
    fragmentName: "MenuItemAdminCard_MenuItem",
    from: props.item,
  });
  if (!complete) return null;
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
          <span className={`${badge.badge} ${badge.neutral}`}>{categoryLabel(item.category)}</span>
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
            onChange={(isAvailable) => onToggleAvailable(item, isAvailable)}
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
            onClick={() => onDelete(item)}
            aria-label={t("adminCatalogue.menu.deleteOf", { name: item.name })}
          >
            {t("adminCatalogue.common.delete")}
          </Button>
        </div>
      </div>
    </article>
  );
}
