import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../common/current-user";
import { homePathFor } from "../common/route-guard";
import { PublicFooter, PublicHeader } from "./public-header";
import styles from "./public-pages.module.css";
import { PageTitle } from "../common/page-title";

export interface LegalSection {
  title: string;
  text: string;
}

/**
 * Terms and privacy share this frame: title, 'Last updated: May 24, 2025', numbered sections.
 * The legal texts exist in English only: in another language the headings are translated, a note
 * says so, and the texts are marked lang="en" so screen readers read them with an English voice.
 */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const english = i18n.resolvedLanguage === "en";
  const textLang = english ? undefined : "en";
  return (
    <div className={styles.page}>
      <PageTitle page={title} />
      <PublicHeader>
        {user ? (
          <Link className={styles.buttonGhost} to={homePathFor(user.role)}>
            {t("errors.backToHome")}
          </Link>
        ) : (
          <Link className={styles.buttonGhost} to="/auth/login">
            {t("legal.backToLogin")}
          </Link>
        )}
      </PublicHeader>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <article className={styles.legal}>
          <h1>{title}</h1>
          {!english && (
            <p>
              <strong>{t("legal.englishOnlyNote")}</strong>
            </p>
          )}
          <p className={styles.updated}>{t("legal.lastUpdated")}</p>
          <p lang={textLang}>{intro}</p>
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <p lang={textLang}>{section.text}</p>
            </section>
          ))}
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}
