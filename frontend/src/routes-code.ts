import type { ComponentType } from "react";
import type { Params } from "react-router-dom";
import type { AdminPageModule } from "./admin/admin-pages-code";

/**
 * A layout's or page's code: its component, or its component with what to start the first time
 * the code arrives for the address being opened (the page's first data, with the route's parameters).
 */
export type RouteCode = ComponentType | { Component: ComponentType; firstLoad: (params: Params) => void };

/** An admin page: through the panel's own code map (admin/admin-pages-code.ts), a chunk of its own. */
const adminPage = (module: AdminPageModule) => () => import("./admin/admin-pages-code").then((m) => m.ADMIN_PAGES[module]());

/**
 * The code of every layout and page of the route table (src/routes.ts), by its module: each is its
 * own chunk (or the group vite.config.ts puts it in), loaded when a location first needs it
 * (src/router.tsx). `routes-code.spec.ts` checks that it holds exactly the table's modules.
 */
export const ROUTE_CODE: Record<string, () => Promise<RouteCode>> = {
  "public/landing-page.tsx": () => import("./public/landing-page").then((m) => m.LandingPage),
  "public/terms-page.tsx": () => import("./public/terms-page").then((m) => m.TermsPage),
  "public/privacy-page.tsx": () => import("./public/privacy-page").then((m) => m.PrivacyPage),
  "public/unauth-page.tsx": () => import("./public/unauth-page").then((m) => m.UnauthPage),
  "public/not-found-page.tsx": () => import("./public/not-found-page").then((m) => m.NotFoundPage),
  "auth/components/auth-layout.tsx": () => import("./auth/components/auth-layout").then((m) => m.AuthLayout),
  "auth/pages/login-page.tsx": () => import("./auth/pages/login-page").then((m) => m.LoginPage),
  "auth/pages/register-page.tsx": () => import("./auth/pages/register-page").then((m) => m.RegisterPage),
  "auth/pages/verify-otp-page.tsx": () => import("./auth/pages/verify-otp-page").then((m) => m.VerifyOtpPage),
  "auth/pages/forgot-password-page.tsx": () => import("./auth/pages/forgot-password-page").then((m) => m.ForgotPasswordPage),
  "auth/pages/reset-password-page.tsx": () => import("./auth/pages/reset-password-page").then((m) => m.ResetPasswordPage),
  "shop/layout/shop-layout.tsx": () => import("./shop/layout/shop-layout").then((m) => m.ShopLayout),
  "shop/pages/home-page.tsx": () => import("./shop/pages/home-page").then((m) => ({ Component: m.HomePage, firstLoad: m.prefetchHome })),
  "shop/checkout/checkout-page.tsx": () => import("./shop/checkout/checkout-page").then((m) => m.CheckoutPage),
  "shop/order-success/order-success-page.tsx": () => import("./shop/order-success/order-success-page").then((m) => m.OrderSuccessPage),
  "shop/listing/listing-page.tsx": () =>
    import("./shop/listing/listing-page").then((m) => ({ Component: m.ListingPage, firstLoad: m.prefetchListing })),
  "shop/menu/menu-page.tsx": () => import("./shop/menu/menu-page").then((m) => ({ Component: m.MenuPage, firstLoad: m.prefetchMenu })),
  "shop/search/search-page.tsx": () => import("./shop/search/search-page").then((m) => m.SearchPage),
  "shop/account/account-page.tsx": () => import("./shop/account/account-page").then((m) => m.AccountPage),
  "shop/contact/contact-page.tsx": () => import("./shop/contact/contact-page").then((m) => m.ContactPage),
  "shop/feedback/feedback-page.tsx": () => import("./shop/feedback/feedback-page").then((m) => m.FeedbackPage),
  "admin/layout/admin-layout.tsx": () => import("./admin/layout/admin-layout").then((m) => m.AdminLayout),
  "admin/dashboard/dashboard-page.tsx": adminPage("admin/dashboard/dashboard-page.tsx"),
  "admin/orders/orders-page.tsx": adminPage("admin/orders/orders-page.tsx"),
  "admin/users/users-page.tsx": adminPage("admin/users/users-page.tsx"),
  "admin/restaurants/restaurants-page.tsx": adminPage("admin/restaurants/restaurants-page.tsx"),
  "admin/menu/restaurant-menu-page.tsx": adminPage("admin/menu/restaurant-menu-page.tsx"),
  "admin/banners/features-page.tsx": adminPage("admin/banners/features-page.tsx"),
  "admin/notifications/notifications-page.tsx": adminPage("admin/notifications/notifications-page.tsx"),
  "admin/api-keys/api-keys-page.tsx": adminPage("admin/api-keys/api-keys-page.tsx"),
  "admin/webhooks/webhooks-page.tsx": adminPage("admin/webhooks/webhooks-page.tsx"),
  "admin/cash/cash-page.tsx": adminPage("admin/cash/cash-page.tsx"),
  "admin/offers/offers-page.tsx": adminPage("admin/offers/offers-page.tsx"),
  "admin/charges/charges-page.tsx": adminPage("admin/charges/charges-page.tsx"),
  "admin/help/help-page.tsx": adminPage("admin/help/help-page.tsx"),
  "admin/payouts/payouts-page.tsx": adminPage("admin/payouts/payouts-page.tsx"),
  "admin/audit/audit-page.tsx": adminPage("admin/audit/audit-page.tsx"),
  "kitchen/pages/kitchen-chooser-page.tsx": () => import("./kitchen/pages/kitchen-chooser-page").then((m) => m.KitchenChooserPage),
  "kitchen/pages/kitchen-board-page.tsx": () => import("./kitchen/pages/kitchen-board-page").then((m) => m.KitchenBoardPage),
  "common/statements/statement-print-page.tsx": () => import("./common/statements/statement-print-page").then((m) => m.StatementPrintPage),
  "common/orders/invoice/invoice-page.tsx": () => import("./common/orders/invoice/invoice-page").then((m) => m.InvoicePage),
  "rider/page/rider-page.tsx": () => import("./rider/page/rider-page").then((m) => m.RiderPage),
};
