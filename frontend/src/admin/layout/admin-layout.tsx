import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import MenuOutlined from "@ant-design/icons/MenuOutlined";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { BrandLogo } from "../../common/brand-logo";
import { useCurrentUser } from "../../common/current-user";
import { formatOrderNumber } from "../../common/formatters";
import { LanguageSwitch } from "../../common/language-switch";
import { useLogout } from "../../common/use-logout";
import { pathTo } from "../../routes";
import { useLiveOrdersFeed, useNewOrdersCount } from "../orders/live-orders";
import { AdminNav } from "./admin-nav";
import { NewOrdersCount } from "./new-orders-count";
import styles from "./admin-layout.module.css";

const AdminNavDrawer = lazy(() => import("./admin-nav-drawer"));

/**
 * The frame of every /admin page: sidebar (a drawer below 992 px), header with the language
 * switch (in the drawer below 768 px), the admin's name and Logout. It holds the live order feed, so a new order chimes and shows on the Orders badge
 * (and on the menu button on small screens) whichever admin page is open.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { logout, loggingOut } = useLogout();
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const lastArrival = useLiveOrdersFeed(pathname.startsWith(pathTo("adminOrders")));
  const newOrders = useNewOrdersCount();
  if (!user) return null;

  return (
    <AntdTheme>
      <div className={styles.page}>
        <a className="skip-link" href="#main-content">
          {t("app.skipToContent")}
        </a>
        <aside className={styles.sidebar}>
          <div className={styles.sidebarInner}>
            <BrandLogo to={pathTo("adminDashboard")} />
            <div>
              <p className={styles.navTitle} aria-hidden="true">
                {t("admin.nav")}
              </p>
              <AdminNav />
            </div>
          </div>
        </aside>
        <div className={styles.column}>
          <header className={styles.header}>
            <button
              type="button"
              className={styles.menuButton}
              aria-label={
                newOrders > 0 ? `${t("admin.openNav")}, ${t("liveOrders.adminFeed.newOrders", { count: newOrders })}` : t("admin.openNav")
              }
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerMounted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuOutlined aria-hidden />
              <NewOrdersCount count={newOrders} />
            </button>
            <span className={styles.headerBrand}>
              <BrandLogo to={pathTo("adminDashboard")} />
            </span>
            <div className={styles.user}>
              <LanguageSwitch placement="header" />
              <span className={styles.userName}>
                {user.userName}
                <span className={styles.userRole}>{user.role === "SUPERADMIN" ? t("admin.roleSuperadmin") : t("admin.roleAdmin")}</span>
              </span>
              <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} loading={loggingOut}>
                {t("admin.logout")}
              </Button>
            </div>
          </header>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <p className="sr-only" aria-live="polite">
            {lastArrival &&
              t("liveOrders.adminFeed.newOrderArrived", {
                number: formatOrderNumber(lastArrival.id),
                restaurant: lastArrival.restaurantName,
              })}
          </p>
        </div>
        <Suspense fallback={null}>{drawerMounted && <AdminNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}</Suspense>
      </div>
    </AntdTheme>
  );
}
