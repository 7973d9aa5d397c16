import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./auth-form.module.css";
import { boundInputProps, FieldFrame } from "./text-field";
import type { FieldBinding } from "./use-light-form";

/** An open eye (the password is hidden: pressing shows it), drawn inline. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/**
 * A labelled password field with a real show/hide button: keyboard-reachable, named, with its
 * pressed state.
 */
export function PasswordField({
  label,
  hint,
  field,
  autoComplete,
}: {
  label: string;
  hint?: string;
  field: FieldBinding;
  autoComplete: "current-password" | "new-password";
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={field.error}>
      {(ids) => (
        <div className={styles.control}>
          <input
            {...boundInputProps(field, ids)}
            className={`${styles.input} ${styles.withToggle}`}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t("auth.showPassword")}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
