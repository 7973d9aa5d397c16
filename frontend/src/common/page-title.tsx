import { useTranslation } from "react-i18next";

/** The browser tab's title for a page: "{page} – Ruchi" (React 19 hoists <title> into <head>). */
export function PageTitle({ page, area = "shop" }: { page: string; area?: "shop" | "admin" }) {
  const { t } = useTranslation();
  return <title>{area === "admin" ? t("app.adminPageTitle", { page }) : t("app.pageTitle", { page })}</title>;
}
