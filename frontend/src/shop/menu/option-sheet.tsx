import { useQuery } from "@apollo/client/react";
import { Button, Checkbox, Drawer, Grid, Radio, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import { chosenOptionIds, groupIsFull, isSingleChoice, missingChoice, priceWithChoices, withOption, type Choices } from "./option-choices";
import styles from "./option-sheet.module.css";

/**
 * The restaurant's dishes with their choices, asked for when the sheet first opens (then kept in
 * the cache for the other dishes): the menu's own query stays as light as the page's budget needs.
 */
const MenuOptionSheetDocument = graphql(`
  query MenuOptionSheet($restaurantId: ID!) {
    restaurant(id: $restaurantId) {
      id
      menuItems {
        id
        price
        optionGroups {
          ...MenuOptionGroupFields @unmask
        }
      }
    }
  }
`);

export interface OptionSheetProps {
  restaurantId: string;
  /** The dish tapped, as its card names it. */
  item: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  /** Adds the item with these options; true once it is in the cart. */
  onAdd: (item: { id: string; name: string; optionIds: string[] }) => Promise<boolean>;
  adding: boolean;
}

/**
 * The sheet an item with option groups opens from the menu (loaded only then, so the menu page
 * keeps its budget, docs/architecture.md#budgets): a portion as radio buttons with each portion's
 * price ("Full ₹300.00"), extras as checkboxes up to the group's maxChoices, sold-out options
 * shown but not choosable, and "Add to cart" with the price the choices come to. The server
 * judges the choices again and prices the line (docs/architecture.md#cart).
 */
export default function OptionSheet({ restaurantId, item, open, onClose, onAdd, adding }: OptionSheetProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const menu = useQuery(MenuOptionSheetDocument, { variables: { restaurantId } });
  const [choices, setChoices] = useState<Choices>({});
  const [missingGroup, setMissingGroup] = useState<string | null>(null);
  const dish = menu.data?.restaurant.menuItems.find((candidate) => candidate.id === item.id);
  const groups = dish?.optionGroups ?? [];
  const price = dish?.price ?? 0;

  const choose = (group: (typeof groups)[number], optionId: string, picked: boolean) => {
    setMissingGroup(null);
    setChoices((current) => withOption(current, group, optionId, picked));
  };

  const add = async () => {
    if (adding || !dish) return;
    const missing = missingChoice(groups, choices);
    if (missing) {
      setMissingGroup(missing.name);
      return;
    }
    if (await onAdd({ id: item.id, name: item.name, optionIds: chosenOptionIds(groups, choices) })) onClose();
  };

  const soldOut = <span className={styles.soldOut}>{t("menuOptions.soldOut")}</span>;
  const footer = (
    <div className={styles.footer}>
      {missingGroup && (
        <p className={styles.missing} role="alert">
          {t("apiErrors.detailed.OPTION_REQUIRED", { group: missingGroup })}
        </p>
      )}
      <Button
        type="primary"
        size="large"
        block
        disabled={!dish}
        aria-disabled={adding || undefined}
        loading={adding}
        onClick={() => void add()}
      >
        {dish ? t("menuOptions.addWithPrice", { price: formatRupees(priceWithChoices(price, groups, choices)) }) : t("menu.addToCart")}
      </Button>
    </div>
  );

  return (
    <AntdTheme>
      <Drawer
        open={open}
        onClose={onClose}
        title={item.name}
        placement={screens.md ? "right" : "bottom"}
        size={screens.md ? 420 : "85%"}
        footer={footer}
        closable={{ "aria-label": t("menuOptions.close") }}
      >
        {!dish &&
          (menu.error ? (
            <p role="alert">
              {t("menu.loadFailedText")} <Button onClick={() => void menu.refetch().catch(() => undefined)}>{t("menu.tryAgain")}</Button>
            </p>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          ))}
        {groups.map((group) => {
          const chosen = choices[group.id] ?? [];
          const headingId = `option-group-${group.id}`;
          const single = isSingleChoice(group);
          const full = groupIsFull(choices, group);
          return (
            <fieldset key={group.id} className={styles.group} aria-labelledby={headingId}>
              <legend id={headingId} className={styles.groupName}>
                {group.name}
                <span className={styles.rule}>
                  {single
                    ? t("menuOptions.chooseOne")
                    : group.minChoices > 0
                      ? t("menuOptions.chooseBetween", { min: group.minChoices, max: group.maxChoices })
                      : t("menuOptions.chooseUpTo", { count: group.maxChoices })}
                </span>
              </legend>
              {single ? (
                <Radio.Group
                  className={styles.options}
                  value={chosen[0] ?? null}
                  onChange={(event) => choose(group, String(event.target.value), true)}
                >
                  {group.options.map((option) => (
                    <Radio key={option.id} value={option.id} disabled={!option.isAvailable} className={styles.option}>
                      <span className={styles.optionName}>{option.name}</span>
                      <span className={styles.optionPrice}>
                        {formatRupees(priceWithChoices(price, [group], { [group.id]: [option.id] }))}
                      </span>
                      {!option.isAvailable && soldOut}
                    </Radio>
                  ))}
                </Radio.Group>
              ) : (
                <div className={styles.options}>
                  {group.options.map((option) => {
                    const ticked = chosen.includes(option.id);
                    return (
                      <Checkbox
                        key={option.id}
                        checked={ticked}
                        disabled={!option.isAvailable || (full && !ticked)}
                        className={styles.option}
                        onChange={(event) => choose(group, option.id, event.target.checked)}
                      >
                        <span className={styles.optionName}>{option.name}</span>
                        <span className={styles.optionPrice}>{t("menuOptions.extra", { price: formatRupees(option.extraPrice) })}</span>
                        {!option.isAvailable && soldOut}
                      </Checkbox>
                    );
                  })}
                </div>
              )}
            </fieldset>
          );
        })}
      </Drawer>
    </AntdTheme>
  );
}
