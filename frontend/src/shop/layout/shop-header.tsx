import MenuOutlined from "@ant-design/icons/MenuOutlined";
import SearchOutlined from "@ant-design/icons/SearchOutlined";
import ShoppingCartOutlined from "@ant-design/icons/ShoppingCartOutlined";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router-dom";
import { BrandLogo } from "../../common/brand-logo";
import { LanguageSwitch } from "../../common/language-switch";
import { loadCatalogue } from "../../i18n/i18n";
import { AccountMenu } from "./account-menu";
import { useCartItemCount } from "./cart-count";
import { SHOP_SEARCH_PATH, shopNavLinks } from "./shop-nav-links";
import styles from "./shop-layout.module.css";
import { useLazySheet } from "./use-lazy-sheet";

// The sheet's texts are the customer part's (cartSheet): a menu page's first download leaves them out.
const CartSheet = lazy(() => Promise.all([import("./cart-sheet"), loadCatalogue("customer")]).then(([sheet]) => sheet));
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

/**
 * docs/architecture.md#screens: sticky header with the logo (to /shop/home), Home / Restaurants / Contact / Feedback,
 * a search icon (to /shop/search), the cart button with its count, the avatar menu, and on
 * small screens a menu button opening the menu sheet. Both sheets load on first use. The
 * language switch sits here on wide screens and in the menu sheet on small ones.
 */
export function ShopHeader({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const cartCount = useCartItemCount();
  const cart = useLazySheet();
  const menu = useLazySheet();

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t("shop.openMenu")}
          aria-haspopup="dialog"
          aria-expanded={menu.open}
          onClick={menu.show}
        >
          <MenuOutlined aria-hidden />
        </button>
        <BrandLogo to="/shop/home" />
        <nav className={styles.nav} aria-label={t("shop.mainNav")}>
          <ul>
            {shopNavLinks(t).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch placement="header" />
          <Link to={SHOP_SEARCH_PATH} className={styles.iconButton} aria-label={t("shop.search")}>
            <SearchOutlined aria-hidden />
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("shop.cartWithCount", { count: cartCount })}
            aria-haspopup="dialog"
            aria-expanded={cart.open}
            onClick={cart.show}
          >
            <ShoppingCartOutlined aria-hidden />
            {cartCount > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {cartCount > 99 ? t("shop.cartCountOverflow") : cartCount}
              </span>
            )}
          </button>
          <AccountMenu userName={userName} />
        </div>
      </div>
      <Suspense fallback={null}>
        {cart.mounted && <CartSheet open={cart.open} onClose={cart.hide} />}
        {menu.mounted && <MobileMenuSheet open={menu.open} onClose={menu.hide} />}
      </Suspense>
    </header>
  );
}
