import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { AntdTheme } from "../common/antd-theme";
import { BrandMark } from "../common/brand-logo";
import styles from "./kitchen-frame.module.css";

/**
 * The frame of the kitchen's pages: a compact header with the mark (to /kitchen), "Kitchen" and
 * the restaurant's name, and the kitchen's controls; then the page. No shop navigation: the
 * tablet on the counter shows this and nothing else.
 */
export function KitchenFrame({ heading, controls, children }: { heading: string; controls?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AntdTheme>
      <div className={styles.page}>
        <a className="skip-link" href="#kitchen-main">
          {t("app.skipToContent")}
        </a>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <Link to="/kitchen" className={styles.brand} aria-label={t("kitchen.chooser.heading")}>
              <BrandMark />
            </Link>
            <div className={styles.titles}>
              <p className={styles.eyebrow}>{t("kitchen.title")}</p>
              <h1 className={styles.title}>{heading}</h1>
            </div>
          </div>
          {controls && (
            <div className={styles.controls} role="group" aria-label={t("kitchen.header.controls")}>
              {controls}
            </div>
          )}
        </header>
        <main id="kitchen-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </AntdTheme>
  );
}
