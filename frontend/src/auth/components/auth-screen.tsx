import type { ReactNode } from "react";
import styles from "./auth-screen.module.css";

/** The heading and intro of an auth screen; the screen's <h1>. */
export function AuthScreenHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : <div className={styles.intro} />}
    </header>
  );
}

/**
 * The result line under a form (forgot and reset password): red text for an error, green for
 * success. The live region is always there, so screen readers announce what appears in it.
 */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div className={styles.message} aria-live="polite">
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : success ? (
        <p className={styles.success}>{success}</p>
      ) : null}
    </div>
  );
}

export { styles as authStyles };
