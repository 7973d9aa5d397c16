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
    optionGroups {
      id
      name
      options {
        id
        name
        isAvailable
      }
    }
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

/** An option ("Egg") of a dish: over for today, or back (setMenuOptionAvailable). */
const SetOptionAvailableDocument = graphql(`
  mutation KitchenSetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {
    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) {
      id
      isAvailable
    }
  }
`);

/** One row of the sheet, a dish or one of its options: its name, whether it is sold out, the switch. */
function SoldOutRow(props: {
  className: string;
  name: string;
  meta: string;
  available: boolean;
  saving: boolean;
  switchLabel: string;
  onSoldOut: (soldOut: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={props.className}>
      <span className={styles.menuItemText}>
        <span className={styles.menuItemName}>{props.name}</span>
        <span className={styles.menuItemMeta}>{props.meta}</span>
      </span>
      <span className={props.available ? styles.available : styles.soldOut} aria-hidden="true">
        {props.available ? t("kitchen.menu.available") : t("kitchen.menu.soldOut")}
      </span>
      <Switch checked={!props.available} loading={props.saving} onChange={props.onSoldOut} aria-label={props.switchLabel} />
    </div>
  );
}

/**
 * The "Menu" sheet: every dish of the restaurant with a sold-out switch. A sold-out dish shows as
 * Not Available on the storefront and cannot be ordered until it is switched back. A dish's
 * options ("Egg", "Full") have switches of their own: a sold-out option shows as Sold out in the
 * shop's option sheet, and a cart line holding it cannot be checked out.
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
  const [setOptionAvailable] = useMutation(SetOptionAvailableDocument);
  const items = menu.data?.restaurant.menuItems;
  const shown = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase();
    return (items ?? []).filter((item) => wanted === "" || item.name.toLocaleLowerCase().includes(wanted));
  }, [items, search]);

  const toggle = async (item: { id: string; name: string }, soldOut: boolean, isOption = false) => {
    setSavingId(item.id);
    try {
      if (isOption) await setOptionAvailable({ variables: { optionId: item.id, isAvailable: !soldOut } });
      else await setSoldOut({ variables: { id: item.id, soldOut } });
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
            <li key={item.id}>
              <SoldOutRow
                className={styles.menuItem}
                name={item.name}
                meta={`${item.isVeg ? t("kitchen.menu.veg") : t("kitchen.menu.nonVeg")} · ${formatRupees(item.price)}`}
                available={item.isAvailable}
                saving={savingId === item.id}
                switchLabel={t("kitchen.menu.soldOutSwitch", { name: item.name })}
                onSoldOut={(soldOut) => void toggle(item, soldOut)}
              />
              {item.optionGroups.some((group) => group.options.length > 0) && (
                <ul className={styles.menuOptions} aria-label={t("kitchen.menu.optionsOf", { name: item.name })}>
                  {item.optionGroups.flatMap((group) =>
                    group.options.map((option) => {
                      const named = `${item.name} · ${option.name}`;
                      return (
                        <li key={option.id}>
                          <SoldOutRow
                            className={styles.menuOption}
                            name={option.name}
                            meta={group.name}
                            available={option.isAvailable}
                            saving={savingId === option.id}
                            switchLabel={t("kitchen.menu.soldOutSwitch", { name: named })}
                            onSoldOut={(soldOut) => void toggle({ id: option.id, name: named }, soldOut, true)}
                          />
                        </li>
                      );
                    }),
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
