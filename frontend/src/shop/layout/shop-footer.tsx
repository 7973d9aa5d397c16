import InstagramOutlined from "@ant-design/icons/InstagramOutlined";
import MailOutlined from "@ant-design/icons/MailOutlined";
import UpOutlined from "@ant-design/icons/UpOutlined";
import WhatsAppOutlined from "@ant-design/icons/WhatsAppOutlined";
import YoutubeOutlined from "@ant-design/icons/YoutubeOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BrandLogo } from "../../common/brand-logo";
import { COMPANY, mailToUrl, whatsAppChatUrl } from "../../common/company";
import { prefersReducedMotion } from "../../common/reduced-motion";
import styles from "./shop-layout.module.css";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  document.getElementById("main-content")?.focus({ preventScroll: true });
}

/** docs/architecture.md#screens: the footer's tagline, social links (video, photo-sharing, messaging, mail) and scroll-to-top. */
export default function ShopFooter() {
  const { t } = useTranslation();
  const social = [
    { href: COMPANY.social.video, label: t("shop.socialVideo"), icon: <YoutubeOutlined aria-hidden /> },
    { href: COMPANY.social.photos, label: t("shop.socialPhotos"), icon: <InstagramOutlined aria-hidden /> },
    { href: whatsAppChatUrl(), label: t("shop.socialChat"), icon: <WhatsAppOutlined aria-hidden /> },
    { href: mailToUrl(), label: t("shop.socialMail"), icon: <MailOutlined aria-hidden /> },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <BrandLogo to="/shop/home" tone="light" />
          <p className={styles.footerTagline}>{t("shop.footerTagline")}</p>
        </div>
        <div>
          <h2 className={styles.footerHeading}>{t("shop.followUs")}</h2>
          <ul className={styles.social}>
            {social.map((link) => {
              const newTab = !link.href.startsWith("mailto:");
              return (
                <li key={link.label}>
                  <a
                    href={link.href}
                    aria-label={newTab ? `${link.label} ${t("app.opensInNewTab")}` : link.label}
                    target={newTab ? "_blank" : undefined}
                    rel="noopener noreferrer"
                  >
                    {link.icon}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>{t("shop.copyright", { year: new Date().getFullYear() })}</p>
        <nav className={styles.footerLinks} aria-label={t("app.legalNav")}>
          <Link to="/auth/terms-conditions">{t("shop.terms")}</Link>
          <Link to="/auth/privacy-policy">{t("shop.privacy")}</Link>
        </nav>
        <button type="button" className={styles.toTop} onClick={scrollToTop}>
          <UpOutlined aria-hidden /> {t("shop.backToTop")}
        </button>
      </div>
    </footer>
  );
}
