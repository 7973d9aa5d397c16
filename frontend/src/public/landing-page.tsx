import ShopOutlined from "@ant-design/icons/ShopOutlined";
import SmileOutlined from "@ant-design/icons/SmileOutlined";
import ThunderboltOutlined from "@ant-design/icons/ThunderboltOutlined";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PublicFooter, PublicHeader } from "./public-header";
import styles from "./public-pages.module.css";

/** "/" for a logged-out visitor (docs/architecture.md#screens): headline, Order Now, three benefits, two testimonials. */
export function LandingPage() {
  const { t } = useTranslation();

  const benefits: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <ThunderboltOutlined />, title: t("landing.fastDeliveryTitle"), text: t("landing.fastDeliveryText") },
    { icon: <ShopOutlined />, title: t("landing.topRestaurantsTitle"), text: t("landing.topRestaurantsText") },
    { icon: <SmileOutlined />, title: t("landing.easyOrderingTitle"), text: t("landing.easyOrderingText") },
  ];

  const testimonials = [
    { quote: t("landing.testimonial1Quote"), name: t("landing.testimonial1Name"), place: t("landing.testimonial1Place") },
    { quote: t("landing.testimonial2Quote"), name: t("landing.testimonial2Name"), place: t("landing.testimonial2Place") },
  ];

  return (
    <div className={styles.page}>
      <title>{t("landing.title")}</title>
      <PublicHeader>
        <Link className={styles.buttonGhost} to="/auth/login">
          {t("landing.login")}
        </Link>
        <Link className={styles.button} to="/auth/register">
          {t("landing.register")}
        </Link>
      </PublicHeader>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <section className={styles.hero}>
          <div>
            <h1>{t("landing.headline")}</h1>
            <p>{t("landing.subheadline")}</p>
            <Link className={`${styles.button} ${styles.buttonLarge}`} to="/auth/login">
              {t("landing.orderNow")}
            </Link>
          </div>
          <img
            className={styles.heroImage}
            src="/images/landing-hero.svg"
            width={520}
            height={400}
            alt={t("landing.heroAlt")}
            fetchPriority="high"
          />
        </section>

        <section className={`${styles.tinted}`} aria-labelledby="benefits-heading">
          <div className={styles.section}>
            <h2 id="benefits-heading">{t("landing.benefitsHeading")}</h2>
            <ul className={styles.cards}>
              {benefits.map((benefit) => (
                <li key={benefit.title} className={styles.card}>
                  <span className={styles.cardIcon} aria-hidden="true">
                    {benefit.icon}
                  </span>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading">{t("landing.testimonialsHeading")}</h2>
          <div className={`${styles.cards} ${styles.cardsTwo}`}>
            {testimonials.map((item) => (
              <figure key={item.name} className={styles.quote}>
                <blockquote>{item.quote}</blockquote>
                <figcaption>{t("landing.testimonialBy", { name: item.name, place: item.place })}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
