import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { BrandLogo } from "../../common/brand-logo";
import { LanguageSwitch } from "../../common/language-switch";
import styles from "./auth-layout.module.css";

/**
 * docs/architecture.md#screens: two columns. From the small breakpoint (640 px) up, the left half shows 'Delicious
 * Meals Delivered', the tagline and the promo image; the right half centres the auth screen.
 * Below it, only the screen shows, under the logo. The language switch sits at the top of the
 * screen's half, at every width. The screens draw their own light forms (no
 * antd): they are the first page of every signed-out visitor.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      <aside className={styles.promo}>
        <div className={styles.logoRow}>
          <BrandLogo to="/" tone="light" />
        </div>
        <h2>{t("auth.layoutHeading")}</h2>
        <p>{t("auth.layoutTagline")}</p>
        <img
          className={styles.promoImage}
          src="/images/auth-promo.svg"
          width={420}
          height={360}
          alt={t("auth.promoAlt")}
          loading="lazy"
          decoding="async"
        />
      </aside>
      <main id="main-content" tabIndex={-1} className={styles.panel}>
        <div className={styles.panelTop}>
          <div className={styles.mobileBrand}>
            <BrandLogo to="/" />
          </div>
          <LanguageSwitch className={styles.language} />
        </div>
        <div className={styles.content}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
