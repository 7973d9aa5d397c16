import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./sort-select.module.css";

/** The labelled 'Sort by' dropdown of the listing and menu pages (a native select: light, accessible). */
export function SortSelect(props: { value: string; options: { id: string; label: string }[]; onChange: (value: string) => void }) {
  const { value, options, onChange } = props;
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t("listing.sortBy")}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
