import type { ReactNode } from "react";
import styles from "./auth-form.module.css";

/**
 * The screen's main button. While its request runs it says so (aria-busy, a spinner) and the
 * form ignores further presses (see `busy` in the pages), so the text and the focus stay.
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  describedBy,
  children,
}: {
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled} aria-busy={busy || undefined} aria-describedby={describedBy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
