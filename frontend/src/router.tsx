import { Suspense, useMemo } from "react";
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { AppRoot } from "./common/app-root";
import { FullScreenLoading } from "./common/full-screen-loading";
import { lazyRoute, type LazyRoute } from "./common/lazy-route";
import { RouteErrorBoundary } from "./common/route-error-boundary";

/**
 * Every page and layout is its own chunk, loaded when a location first needs it (and preloaded
 * together for that location). The guard lives in AppRoot, above all of them.
 *
 * Shop and admin pages other than /shop/home and /admin/dashboard are deliberately not
 * registered yet: they show the not-found page until their tasks add them here.
 */
const pages = {
  landing: lazyRoute(() => import("./public/landing-page").then((m) => m.LandingPage)),
  terms: lazyRoute(() => import("./public/terms-page").then((m) => m.TermsPage)),
  privacy: lazyRoute(() => import("./public/privacy-page").then((m) => m.PrivacyPage)),
  unauth: lazyRoute(() => import("./public/unauth-page").then((m) => m.UnauthPage)),
  notFound: lazyRoute(() => import("./public/not-found-page").then((m) => m.NotFoundPage)),
  authLayout: lazyRoute(() => import("./auth/components/auth-layout").then((m) => m.AuthLayout)),
  login: lazyRoute(() => import("./auth/pages/login-page").then((m) => m.LoginPage)),
  register: lazyRoute(() => import("./auth/pages/register-page").then((m) => m.RegisterPage)),
  verifyOtp: lazyRoute(() => import("./auth/pages/verify-otp-page").then((m) => m.VerifyOtpPage)),
  forgotPassword: lazyRoute(() => import("./auth/pages/forgot-password-page").then((m) => m.ForgotPasswordPage)),
  resetPassword: lazyRoute(() => import("./auth/pages/reset-password-page").then((m) => m.ResetPasswordPage)),
  shopLayout: lazyRoute(() => import("./shop/layout/shop-layout").then((m) => m.ShopLayout)),
  shopHome: lazyRoute(() => import("./shop/pages/home-page").then((m) => m.HomePage)),
  adminLayout: lazyRoute(() => import("./admin/layout/admin-layout").then((m) => m.AdminLayout)),
  adminDashboard: lazyRoute(() => import("./admin/pages/dashboard-page").then((m) => m.DashboardPage)),
} satisfies Record<string, LazyRoute>;

/** A route showing a lazy page; the page rides along in `handle` so it can be preloaded. */
const page = (route: LazyRoute, path?: string): RouteObject =>
  path === undefined
    ? { index: true, element: <route.Component />, handle: route }
    : { path, element: <route.Component />, handle: route };

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
        children: [{ index: true, element: <Navigate to="/shop/home" replace /> }, page(pages.shopHome, "home")],
      },
      {
        path: "admin",
        element: <pages.adminLayout.Component />,
        handle: pages.adminLayout,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          page(pages.adminDashboard, "dashboard"),
        ],
      },
      page(pages.unauth, "unauth-page"),
      page(pages.notFound, "*"),
    ],
  },
];

/** Starts downloading the code of every layout and page the path matches. */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as LazyRoute | undefined)?.preload().catch(() => undefined);
  }
}

/** The routes of the app, inside the error boundary and the first-load fallback. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useMemo(() => preloadRoute(pathname), [pathname]);
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
