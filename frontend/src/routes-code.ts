import type { ComponentType } from "react";
import type { Params } from "react-router-dom";

/**
 * A layout's or page's code: its component, or its component with what to start the first time
 * the code arrives for the address being opened (the page's first data, with the route's parameters).
 */
export type RouteCode = ComponentType | { Component: ComponentType; firstLoad: (params: Params) => void };

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
  "admin/dashboard/dashboard-page.tsx": () => import("./admin/dashboard/dashboard-page").then((m) => m.DashboardPage),
  "admin/orders/orders-page.tsx": () => import("./admin/orders/orders-page").then((m) => m.OrdersPage),
  "admin/users/users-page.tsx": () => import("./admin/users/users-page").then((m) => m.UsersPage),
  "admin/restaurants/restaurants-page.tsx": () => import("./admin/restaurants/restaurants-page").then((m) => m.RestaurantsPage),
  "admin/menu/restaurant-menu-page.tsx": () => import("./admin/menu/restaurant-menu-page").then((m) => m.RestaurantMenuPage),
  "admin/banners/features-page.tsx": () => import("./admin/banners/features-page").then((m) => m.FeaturesPage),
  "admin/notifications/notifications-page.tsx": () => import("./admin/notifications/notifications-page").then((m) => m.NotificationsPage),
  "admin/api-keys/api-keys-page.tsx": () => import("./admin/api-keys/api-keys-page").then((m) => m.ApiKeysPage),
  "admin/webhooks/webhooks-page.tsx": () => import("./admin/webhooks/webhooks-page").then((m) => m.WebhooksPage),
  "admin/cash/cash-page.tsx": () => import("./admin/cash/cash-page").then((m) => m.CashPage),
  "admin/offers/offers-page.tsx": () => import("./admin/offers/offers-page").then((m) => m.OffersPage),
  "admin/charges/charges-page.tsx": () => import("./admin/charges/charges-page").then((m) => m.ChargesPage),
  "kitchen/pages/kitchen-chooser-page.tsx": () => import("./kitchen/pages/kitchen-chooser-page").then((m) => m.KitchenChooserPage),
  "kitchen/pages/kitchen-board-page.tsx": () => import("./kitchen/pages/kitchen-board-page").then((m) => m.KitchenBoardPage),
  "common/orders/invoice/invoice-page.tsx": () => import("./common/orders/invoice/invoice-page").then((m) => m.InvoicePage),
  "rider/page/rider-page.tsx": () => import("./rider/page/rider-page").then((m) => m.RiderPage),
};
