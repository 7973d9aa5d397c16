import { useTranslation } from "react-i18next";
import { BrandMark } from "./brand-logo";
import styles from "./full-screen-loading.module.css";

/**
 * docs/architecture.md#screens: while the auth check of the app start runs, a full-screen 'Loading, please wait...'.
 * It continues the HTML's splash (index.html): same mark, same place.
 */
export function FullScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <BrandMark className={styles.mark} />
      <div className={styles.spinner} aria-hidden="true" />
      <p>{t("app.loading")}</p>
    </div>
  );
}
