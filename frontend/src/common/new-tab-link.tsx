import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

/** An in-app link that opens in a new tab (so a half-filled form stays), and says so. */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> {t("app.opensInNewTab")}</span>
    </Link>
  );
}
