import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import MailOutlined from "@ant-design/icons/MailOutlined";
import PhoneOutlined from "@ant-design/icons/PhoneOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { COMPANY, displayPhone, mailToUrl, telUrl } from "../../common/company";
import { PageTitle } from "../../common/page-title";
import { isLanguage } from "../../i18n/languages";
import styles from "./contact-page.module.css";

/**
 * /shop/contact: the office address, the phone with its hours and the contact e-mail (docs/architecture.md#screens,
 * #constants). The values live in common/company.ts; only the words around them are UI text.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  const phone = displayPhone();
  const officeAddress = COMPANY.officeAddress[isLanguage(i18n.language) ? i18n.language : "en"];

  return (
    <div className={styles.page}>
      <PageTitle page={t("contact.title")} />
      <header className={styles.header}>
        <h1>{t("contact.title")}</h1>
        <p>{t("contact.intro")}</p>
      </header>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <EnvironmentOutlined aria-hidden className={styles.icon} />
          <h2>{t("contact.officeHeading")}</h2>
          <address className={styles.address}>
            {officeAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
        <li className={styles.card}>
          <PhoneOutlined aria-hidden className={styles.icon} />
          <h2>{t("contact.phoneHeading")}</h2>
          <p>
            <a href={telUrl()} className={styles.value} aria-label={t("contact.callLabel", { phone })}>
              {phone}
            </a>
          </p>
          <p className={styles.muted}>{t("contact.hoursLabel", { hours: t("contact.hours") })}</p>
        </li>
        <li className={styles.card}>
          <MailOutlined aria-hidden className={styles.icon} />
          <h2>{t("contact.emailHeading")}</h2>
          <p>
            <a href={mailToUrl()} className={styles.value} aria-label={t("contact.emailLabel", { email: COMPANY.email })}>
              {COMPANY.email}
            </a>
          </p>
        </li>
      </ul>
      <p className={styles.feedback}>
        {t("contact.feedbackPrompt")} <Link to="/shop/feedback">{t("contact.feedbackLink")}</Link>
      </p>
    </div>
  );
}
