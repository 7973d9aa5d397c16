import { useId, type JSX, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FilterSelection } from "./filter-state";
import { useMediaQuery } from "./use-media-query";
import styles from "./filter-panel.module.css";

export type { FilterSelection } from "./filter-state";

export interface FilterOption {
  id: string;
  label: string;
}

export interface FilterGroup {
  key: string;
  title: string;
  icon: ReactNode;
  options: FilterOption[];
}

/** Where the panel stops being an accordion and sits open beside the results. */
const WIDE = "(min-width: 768px)";

/**
 * The 'Filters' panel of the listing and menu pages: one fieldset of checkboxes per group. On
 * small screens it folds into a <details> accordion so the results come first.
 */
export function FilterPanel(props: {
  groups: FilterGroup[];
  selection: FilterSelection;
  onToggle: (groupKey: string, optionId: string) => void;
}): JSX.Element {
  const { groups, selection, onToggle } = props;
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE);
  const id = useId();
  const selectedCount = groups.reduce((count, group) => count + (selection[group.key]?.length ?? 0), 0);

  const body = (
    <div className={styles.groups}>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group}>
          <legend>
            <span className={styles.groupIcon} aria-hidden="true">
              {group.icon}
            </span>
            {group.title}
          </legend>
          <ul>
            {group.options.map((option) => {
              const checked = selection[group.key]?.includes(option.id) ?? false;
              return (
                <li key={option.id}>
                  <label className={styles.option}>
                    <input type="checkbox" checked={checked} onChange={() => onToggle(group.key, option.id)} />
                    {option.label}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );

  if (wide) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {t("listing.filters")}
        </h2>
        {body}
      </section>
    );
  }

  return (
    <details className={`${styles.panel} ${styles.accordion}`}>
      <summary className={styles.summary}>
        <span className={styles.heading}>{t("listing.filters")}</span>
        {selectedCount > 0 && <span className={styles.badge}>{selectedCount}</span>}
      </summary>
      {body}
    </details>
  );
}
