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

/** Terms and privacy share this frame: title, 'Last updated: May 24, 2025', numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
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
          <p className={styles.updated}>{t("legal.lastUpdated")}</p>
          <p>{intro}</p>
          {sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              <p>{section.text}</p>
            </section>
          ))}
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}
