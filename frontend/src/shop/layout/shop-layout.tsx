import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { useAfterPageLoad } from "./after-page-load";
import { ShopHeader } from "./shop-header";
import { prefetchShopFrame } from "./shop-prefetch";
import styles from "./shop-layout.module.css";

// The first time this code loads, the cart the early script asked for goes into the cache.
prefetchShopFrame();

// Below the first screen (the page's min-height keeps it there), so its code (the social icons
// above all) comes once the page has loaded instead of with the first page's.
const ShopFooter = lazy(() => import("./shop-footer"));

/** The frame of every /shop page: sticky header, the page, footer. */
export function ShopLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const pageLoaded = useAfterPageLoad();
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
      <Suspense fallback={null}>{pageLoaded && <ShopFooter />}</Suspense>
    </div>
  );
}
