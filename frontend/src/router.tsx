import { Suspense, useMemo, type ComponentType } from "react";
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { AppRoot } from "./common/app-root";
import { FullScreenLoading } from "./common/full-screen-loading";
import { lazyRoute, type LazyRoute } from "./common/lazy-route";
import { RouteErrorBoundary } from "./common/route-error-boundary";
import { loadCatalogue, type CataloguePart } from "./i18n/i18n";

/** A page whose texts are catalogue parts of their own: its code and its texts load side by side. */
const withTexts = (parts: CataloguePart | CataloguePart[], load: () => Promise<ComponentType>) => (): Promise<ComponentType> =>
  Promise.all([load(), ...[parts].flat().map(loadCatalogue)]).then(([component]) => component);

/**
 * Every page and layout is its own chunk, loaded when a location first needs it (and preloaded
 * together for that location). The guard lives in AppRoot, above all of them.
 */
const pages = {
  landing: lazyRoute(withTexts("public", () => import("./public/landing-page").then((m) => m.LandingPage))),
  terms: lazyRoute(withTexts("public", () => import("./public/terms-page").then((m) => m.TermsPage))),
  privacy: lazyRoute(withTexts("public", () => import("./public/privacy-page").then((m) => m.PrivacyPage))),
  unauth: lazyRoute(withTexts("public", () => import("./public/unauth-page").then((m) => m.UnauthPage))),
  notFound: lazyRoute(withTexts("public", () => import("./public/not-found-page").then((m) => m.NotFoundPage))),
  authLayout: lazyRoute(withTexts("public", () => import("./auth/components/auth-layout").then((m) => m.AuthLayout))),
  login: lazyRoute(() => import("./auth/pages/login-page").then((m) => m.LoginPage)),
  register: lazyRoute(() => import("./auth/pages/register-page").then((m) => m.RegisterPage)),
  verifyOtp: lazyRoute(() => import("./auth/pages/verify-otp-page").then((m) => m.VerifyOtpPage)),
  forgotPassword: lazyRoute(() => import("./auth/pages/forgot-password-page").then((m) => m.ForgotPasswordPage)),
  resetPassword: lazyRoute(() => import("./auth/pages/reset-password-page").then((m) => m.ResetPasswordPage)),
  shopLayout: lazyRoute(() => import("./shop/layout/shop-layout").then((m) => m.ShopLayout)),
  shopHome: lazyRoute(() => import("./shop/pages/home-page").then((m) => m.HomePage)),
  shopCheckout: lazyRoute(withTexts("customer", () => import("./shop/checkout/checkout-page").then((m) => m.CheckoutPage))),
  shopOrderSuccess: lazyRoute(
    withTexts("customer", () => import("./shop/order-success/order-success-page").then((m) => m.OrderSuccessPage)),
  ),
  shopListing: lazyRoute(() => import("./shop/listing/listing-page").then((m) => m.ListingPage)),
  shopMenu: lazyRoute(() => import("./shop/menu/menu-page").then((m) => m.MenuPage)),
  shopSearch: lazyRoute(withTexts("customer", () => import("./shop/search/search-page").then((m) => m.SearchPage))),
  shopAccount: lazyRoute(withTexts("customer", () => import("./shop/account/account-page").then((m) => m.AccountPage))),
  shopContact: lazyRoute(withTexts("customer", () => import("./shop/contact/contact-page").then((m) => m.ContactPage))),
  shopFeedback: lazyRoute(withTexts("customer", () => import("./shop/feedback/feedback-page").then((m) => m.FeedbackPage))),
  adminLayout: lazyRoute(withTexts(["admin", "customer"], () => import("./admin/layout/admin-layout").then((m) => m.AdminLayout))),
  adminDashboard: lazyRoute(() => import("./admin/dashboard/dashboard-page").then((m) => m.DashboardPage)),
  adminOrders: lazyRoute(() => import("./admin/orders/orders-page").then((m) => m.OrdersPage)),
  adminUsers: lazyRoute(() => import("./admin/users/users-page").then((m) => m.UsersPage)),
  adminRestaurants: lazyRoute(() => import("./admin/restaurants/restaurants-page").then((m) => m.RestaurantsPage)),
  adminRestaurantMenu: lazyRoute(() => import("./admin/menu/restaurant-menu-page").then((m) => m.RestaurantMenuPage)),
  adminFeatures: lazyRoute(() => import("./admin/banners/features-page").then((m) => m.FeaturesPage)),
  adminNotifications: lazyRoute(() => import("./admin/notifications/notifications-page").then((m) => m.NotificationsPage)),
  adminApiKeys: lazyRoute(() => import("./admin/api-keys/api-keys-page").then((m) => m.ApiKeysPage)),
  kitchenChooser: lazyRoute(withTexts("kitchen", () => import("./kitchen/pages/kitchen-chooser-page").then((m) => m.KitchenChooserPage))),
  kitchenBoard: lazyRoute(withTexts("kitchen", () => import("./kitchen/pages/kitchen-board-page").then((m) => m.KitchenBoardPage))),
  // The customer part brings the notifications offer (liveOrders.push) the rider's page shares.
  rider: lazyRoute(withTexts(["rider", "customer"], () => import("./rider/page/rider-page").then((m) => m.RiderPage))),
  adminWebhooks: lazyRoute(() => import("./admin/webhooks/webhooks-page").then((m) => m.WebhooksPage)),
  adminCash: lazyRoute(() => import("./admin/cash/cash-page").then((m) => m.CashPage)),
} satisfies Record<string, LazyRoute>;

/** A route showing a lazy page; the page rides along in `handle` so it can be preloaded. */
const page = (route: LazyRoute, path?: string): RouteObject =>
  path === undefined ? { index: true, element: <route.Component />, handle: route } : { path, element: <route.Component />, handle: route };

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppRoot />,
    children: [
      page(pages.landing),
      {
        path: "auth",
        element: <pages.authLayout.Component />,
        handle: pages.authLayout,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          page(pages.login, "login"),
          page(pages.register, "register"),
          page(pages.verifyOtp, "verify-otp"),
          page(pages.forgotPassword, "forgot-password"),
          page(pages.resetPassword, "reset-password/:token"),
        ],
      },
      page(pages.terms, "auth/terms-conditions"),
      page(pages.privacy, "auth/privacy-policy"),
      {
        path: "shop",
        element: <pages.shopLayout.Component />,
        handle: pages.shopLayout,
        children: [
          { index: true, element: <Navigate to="/shop/home" replace /> },
          page(pages.shopHome, "home"),
          page(pages.shopCheckout, "checkout"),
          page(pages.shopOrderSuccess, "order-success"),
          page(pages.shopListing, "listing"),
          page(pages.shopMenu, "listing/:id"),
          page(pages.shopSearch, "search"),
          page(pages.shopAccount, "account"),
          page(pages.shopContact, "contact"),
          page(pages.shopFeedback, "feedback"),
        ],
      },
      {
        path: "admin",
        element: <pages.adminLayout.Component />,
        handle: pages.adminLayout,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          page(pages.adminDashboard, "dashboard"),
          page(pages.adminOrders, "orders"),
          page(pages.adminUsers, "users"),
          page(pages.adminRestaurants, "restaurants"),
          page(pages.adminRestaurantMenu, "restaurants/:id"),
          page(pages.adminFeatures, "features"),
          page(pages.adminNotifications, "notifications"),
          page(pages.adminApiKeys, "api-keys"),
          page(pages.adminWebhooks, "webhooks"),
          page(pages.adminCash, "cash"),
        ],
      },
      page(pages.kitchenChooser, "kitchen"),
      page(pages.kitchenBoard, "kitchen/:restaurantId"),
      page(pages.rider, "rider"),
      page(pages.unauth, "unauth-page"),
      page(pages.notFound, "*"),
    ],
  },
];

/**
 * Starts downloading the code of every layout and page the path matches; settles when all of it
 * is there (or failed: the route's own loading then retries and shows the error).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as LazyRoute | undefined)?.preload().catch(() => undefined),
  );
  return Promise.all(loads).then(() => undefined);
}

/** The routes of the app, inside the error boundary and the first-load fallback. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useMemo(() => void preloadRoute(pathname), [pathname]);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
