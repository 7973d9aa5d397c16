import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import styles from "./brand-logo.module.css";

/** The Ruchi mark: a bowl with steam, drawn inline (no request). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className ?? styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#e4572e" />
      <path d="M14 33h36a18 18 0 0 1-36 0z" fill="#fff" />
      <path d="M24 25c0-4 4-4 4-8M32 25c0-4 4-4 4-8M40 25c0-4 4-4 4-8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The logo as a link (to the area's home); the link's name is "Ruchi home". */
export function BrandLogo({ to, tone = "dark" }: { to: string; tone?: "dark" | "light" }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={`${styles.logo} ${tone === "light" ? styles.light : ""}`} aria-label={t("app.homeLink")}>
      <BrandMark />
      <span aria-hidden="true">{t("app.name")}</span>
    </Link>
  );
}
