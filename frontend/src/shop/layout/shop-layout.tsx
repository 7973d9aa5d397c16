import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { ShopFooter } from "./shop-footer";
import { ShopHeader } from "./shop-header";
import { prefetchShopFrame } from "./shop-prefetch";
import styles from "./shop-layout.module.css";

// The first time this code loads, the cart the early script asked for goes into the cache.
prefetchShopFrame();

/** The frame of every /shop page: sticky header, the page, footer. */
export function ShopLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main-content">
        {t("app.skipToContent")}
      </a>
      <ShopHeader userName={user.userName} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
}
