import { useTranslation } from "react-i18next";
import styles from "./full-screen-loading.module.css";

/**
 * The error screen of the routes (the root route's `ErrorBoundary`, src/router.tsx): a page whose
 * code failed to download (offline, a new deployment replaced the chunks) or that threw while
 * rendering, with a reload. Navigating elsewhere leaves it; the router keeps a failed download, so
 * the reload is what tries it again.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={`${styles.screen} ${styles.error}`}>
      <h1>{t("app.somethingWentWrong")}</h1>
      <p>{t("app.pageFailed")}</p>
      <button type="button" className="plain-button" onClick={() => window.location.reload()}>
        {t("app.reload")}
      </button>
    </main>
  );
}
