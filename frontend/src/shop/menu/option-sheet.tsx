import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, Checkbox, Drawer, Grid, Radio } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import { chosenOptionIds, groupIsFull, isSingleChoice, missingChoice, priceWithChoices, withOption, type Choices } from "./option-choices";
import styles from "./option-sheet.module.css";

/** An item's choices as the sheet offers them; the menu query spreads it beside the card's fragment. */
export const MenuOptionSheetFragment = graphql(`
  fragment MenuOptionSheet_MenuItem on MenuItem {
    id
    name
    price
    optionGroups {
      ...MenuOptionGroupFields @unmask
    }
  }
`);

export interface OptionSheetProps {
  item: FragmentType<typeof MenuOptionSheetFragment>;
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
export default function OptionSheet({ item: itemRef, open, onClose, onAdd, adding }: OptionSheetProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data: item, complete } = useFragment({
    fragment: MenuOptionSheetFragment,
    fragmentName: "MenuOptionSheet_MenuItem",
    from: itemRef,
  });
  const [choices, setChoices] = useState<Choices>({});
  const [missingGroup, setMissingGroup] = useState<string | null>(null);
  if (!complete) return null;
  const groups = item.optionGroups;

  const choose = (group: (typeof groups)[number], optionId: string, picked: boolean) => {
    setMissingGroup(null);
    setChoices((current) => withOption(current, group, optionId, picked));
  };

  const add = async () => {
    if (adding) return;
    const missing = missingChoice(groups, choices);
    if (missing) {
      setMissingGroup(missing.name);
      return;
    }
    if (await onAdd({ id: item.id, name: item.name, optionIds: chosenOptionIds(groups, choices) })) onClose();
  };

  const soldOut = <span className={styles.soldOut}>{t("menu.options.soldOut")}</span>;
  const footer = (
    <div className={styles.footer}>
      {missingGroup && (
        <p className={styles.missing} role="alert">
          {t("apiErrors.detailed.OPTION_REQUIRED", { group: missingGroup })}
        </p>
      )}
      <Button type="primary" size="large" block aria-disabled={adding || undefined} loading={adding} onClick={() => void add()}>
        {t("menu.options.addWithPrice", { price: formatRupees(priceWithChoices(item.price, groups, choices)) })}
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
        closable={{ "aria-label": t("menu.options.close") }}
      >
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
                    ? t("menu.options.chooseOne")
                    : group.minChoices > 0
                      ? t("menu.options.chooseBetween", { min: group.minChoices, max: group.maxChoices })
                      : t("menu.options.chooseUpTo", { count: group.maxChoices })}
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
                        {formatRupees(priceWithChoices(item.price, [group], { [group.id]: [option.id] }))}
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
                        <span className={styles.optionPrice}>{t("menu.options.extra", { price: formatRupees(option.extraPrice) })}</span>
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
