import { Input } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { oneLine } from "../../common/one-line";
import styles from "./checkout.module.css";

/** The API's rule for PlaceOrderInput.kitchenNote: one line of at most 200 characters. */
export const KITCHEN_NOTE_MAX_LENGTH = 200;

/**
 * Optional cooking instructions for the restaurant's kitchen ("less spicy, no onions"), shown
 * on its board and printed on its ticket. A text area so a longer note stays in view, with a
 * counter; it is sent as one line.
 */
export function KitchenNoteField({ value, onChange, disabled }: { value: string; onChange: (note: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.kitchenNote}>
      <label htmlFor={id} className={styles.kitchenNoteLabel}>
        {t("checkout.kitchenNoteLabel")}
      </label>
      <p id={hintId} className={styles.kitchenNoteHint}>
        {t("checkout.kitchenNoteHint")}
      </p>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(oneLine(event.target.value))}
        maxLength={KITCHEN_NOTE_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder={t("checkout.kitchenNotePlaceholder")}
        aria-describedby={hintId}
        disabled={disabled}
      />
    </div>
  );
}
