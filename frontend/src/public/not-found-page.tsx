import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PublicHeader } from "./public-header";
import styles from "./public-pages.module.css";
import { PageTitle } from "../common/page-title";
import { pathTo } from "../routes";

/** Any path no route matches (docs/architecture.md#screens): 'Page Not Found' and Back to Home (to /). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle page={t("errors.notFoundTitle")} />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={styles.message}>
        <span className={styles.code} aria-hidden="true">
          {t("errors.notFoundCode")}
        </span>
        <h1>{t("errors.notFoundTitle")}</h1>
        <p>{t("errors.notFoundText")}</p>
        <Link className={styles.button} to={pathTo("landing")}>
          {t("errors.backToHome")}
        </Link>
      </main>
    </div>
  );
}
