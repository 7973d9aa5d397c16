import StopOutlined from "@ant-design/icons/StopOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PublicHeader } from "./public-header";
import styles from "./public-pages.module.css";
import { PageTitle } from "../common/page-title";
import { pathTo } from "../routes";

/** /unauth-page: a customer who tried an admin path (docs/architecture.md#screens). */
export function UnauthPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageTitle page={t("errors.unauthTitle")} />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={styles.message}>
        <StopOutlined className={styles.code} aria-hidden />
        <h1>{t("errors.unauthTitle")}</h1>
        <p>{t("errors.unauthText")}</p>
        <Link className={styles.button} to={pathTo("shopHome")}>
          {t("errors.goToHome")}
        </Link>
      </main>
    </div>
  );
}
