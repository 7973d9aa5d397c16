import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import { Button } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../common/antd-theme";
import { BrandMark } from "../common/brand-logo";
import { LanguageSwitch } from "../common/language-switch";
import { useLogout } from "../common/use-logout";
import styles from "./rider-frame.module.css";

/**
 * The frame of the rider's page: a compact header with the mark, "Rider" and the rider's name,
 * the language switch and signing out; then the page. No shop navigation: a rider sees /rider
 * and nothing else.
 */
export function RiderFrame({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { logout, loggingOut } = useLogout();
  return (
    <AntdTheme>
      <div className={styles.page}>
        <a className="skip-link" href="#rider-main">
          {t("app.skipToContent")}
        </a>
        <header className={styles.header}>
          <div className={styles.titleRow}>
            <BrandMark className={styles.brand} />
            <div className={styles.titles}>
              <p className={styles.eyebrow}>{t("rider.eyebrow")}</p>
              <h1 className={styles.title}>{name || t("rider.title")}</h1>
            </div>
          </div>
          <div className={styles.controls} role="group" aria-label={t("rider.header.controls")}>
            <LanguageSwitch className={styles.language} />
            <Button
              size="large"
              icon={<LogoutOutlined aria-hidden />}
              loading={loggingOut}
              onClick={() => void logout()}
              className={styles.signOut}
            >
              {t("rider.header.signOut")}
            </Button>
          </div>
        </header>
        <main id="rider-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </AntdTheme>
  );
}
