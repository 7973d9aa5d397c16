import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BrandLogo } from "../common/brand-logo";
import { LanguageSwitch } from "../common/language-switch";
import styles from "./public-pages.module.css";

/**
 * The top bar of the public pages: logo, then the language switch and the page's own links on
 * the right; on a phone, the logo and the switch, then the links on a row of their own.
 */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      <header className={styles.header}>
        <BrandLogo to="/" />
        <div className={styles.headerEnd}>
          <LanguageSwitch />
          {children ? <nav className={styles.headerLinks}>{children}</nav> : null}
        </div>
      </header>
    </>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t("app.legalNav")}>
        <Link to="/auth/terms-conditions">{t("shop.terms")}</Link>
        <Link to="/auth/privacy-policy">{t("shop.privacy")}</Link>
      </nav>
      <p>{t("landing.footerNote")}</p>
      <p>{t("shop.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
