import { useMutation, useQuery } from "@apollo/client/react";
import { Drawer, Grid, Input, Skeleton, Switch } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { RetryAlert } from "../../common/retry-alert";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import styles from "../kitchen-frame.module.css";

/** A dish as the sheet's row shows it, with its sold-out switch. */
export const KitchenMenuItemFragment = graphql(`
  fragment KitchenMenuItem_MenuItem on MenuItem {
    id
    name
    price
    isVeg
    isAvailable
  }
`);

/** The restaurant's dishes with their availability (unavailable ones included). */
const KitchenMenuDocument = graphql(`
  query KitchenMenu($id: ID!) {
    restaurant(id: $id) {
      id
      menuItems {
        id
        ...KitchenMenuItem_MenuItem @unmask
      }
    }
  }
`);

const SetSoldOutDocument = graphql(`
  mutation KitchenSetMenuItemSoldOut($id: ID!, $soldOut: Boolean!) {
    setMenuItemSoldOut(id: $id, soldOut: $soldOut) {
      id
      isAvailable
    }
  }
`);

/**
 * The "Menu" sheet: every dish of the restaurant with a sold-out switch. A sold-out dish shows as
 * Not Available on the storefront and cannot be ordered until it is switched back.
 */
export function MenuDrawer({
  restaurantId,
  restaurantName,
  open,
  onClose,
}: {
  restaurantId: string;
  restaurantName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const screens = Grid.useBreakpoint();
  const [search, setSearch] = useState("");
  const [savingId, setSavingId] = useState<string | null>(null);
  const menu = useQuery(KitchenMenuDocument, { variables: { id: restaurantId }, fetchPolicy: "cache-and-network" });
  const [setSoldOut] = useMutation(SetSoldOutDocument);
  const items = menu.data?.restaurant.menuItems;
  const shown = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase();
    return (items ?? []).filter((item) => wanted === "" || item.name.toLocaleLowerCase().includes(wanted));
  }, [items, search]);

  const toggle = async (item: { id: string; name: string }, soldOut: boolean) => {
    setSavingId(item.id);
    try {
      await setSoldOut({ variables: { id: item.id, soldOut } });
      toast.success(soldOut ? t("kitchen.menu.soldOutToast", { name: item.name }) : t("kitchen.menu.availableToast", { name: item.name }));
    } catch (error) {
      toast.error(errorText(error, t("kitchen.changeFailed")));
    } finally {
      setSavingId(null);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("kitchen.menu.title", { restaurant: restaurantName })}
      placement="right"
      size={screens.sm ? 440 : "100%"}
      closable={{ "aria-label": t("kitchen.actions.cancel") }}
    >
      <p className={styles.drawerIntro}>{t("kitchen.menu.intro")}</p>
      <Input.Search
        className={styles.menuSearch}
        placeholder={t("kitchen.menu.search")}
        aria-label={t("kitchen.menu.search")}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {menu.error && !items ? (
        <RetryAlert
          title={t("kitchen.menu.loadFailed")}
          retryLabel={t("kitchen.retry")}
          onRetry={() => void menu.refetch().catch(() => undefined)}
        />
      ) : !items ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : shown.length === 0 ? (
        <p className={styles.drawerIntro}>{t("kitchen.menu.empty")}</p>
      ) : (
        <ul className={styles.menuList}>
          {shown.map((item) => (
            <li key={item.id} className={styles.menuItem}>
              <span className={styles.menuItemText}>
                <span className={styles.menuItemName}>{item.name}</span>
                <span className={styles.menuItemMeta}>
                  {item.isVeg ? t("kitchen.menu.veg") : t("kitchen.menu.nonVeg")} · {formatRupees(item.price)}
                </span>
              </span>
              <span className={item.isAvailable ? styles.available : styles.soldOut} aria-hidden="true">
                {item.isAvailable ? t("kitchen.menu.available") : t("kitchen.menu.soldOut")}
              </span>
              <Switch
                checked={!item.isAvailable}
                loading={savingId === item.id}
                onChange={(soldOut) => void toggle(item, soldOut)}
                aria-label={t("kitchen.menu.soldOutSwitch", { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
