import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { LanguageSwitch } from "../../common/language-switch";
import { useLogout } from "../../common/use-logout";
import { KITCHEN_PATH, useHasKitchen } from "./kitchen-access";
import { SHOP_ACCOUNT_PATH, shopNavLinks } from "./shop-nav-links";
import styles from "./shop-layout.module.css";

/** The small-screen menu sheet: the same links as the header, My Account, Kitchen (restaurant staff), Log Out and the language. */
export default function MobileMenuSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const hasKitchen = useHasKitchen();
  return (
    <AntdTheme>
      <Drawer title={t("shop.menuTitle")} placement="left" open={open} onClose={onClose} size={300}>
        <nav className={styles.sheetNav} aria-label={t("shop.mainNav")}>
          <ul>
            {shopNavLinks(t).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.sheetLink} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.sheetDivider} />
          <ul>
            <li>
              <NavLink to={SHOP_ACCOUNT_PATH} className={styles.sheetLink} onClick={onClose}>
                <UserOutlined aria-hidden /> {t("shop.myAccount")}
              </NavLink>
            </li>
            {hasKitchen && (
              <li>
                <NavLink to={KITCHEN_PATH} className={styles.sheetLink} onClick={onClose}>
                  <AppstoreOutlined aria-hidden /> {t("shop.kitchen")}
                </NavLink>
              </li>
            )}
            <li>
              <button
                type="button"
                className={styles.sheetLink}
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                <LogoutOutlined aria-hidden /> {t("shop.logOut")}
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.sheetDivider} />
        <LanguageSwitch showLabel />
      </Drawer>
    </AntdTheme>
  );
}
