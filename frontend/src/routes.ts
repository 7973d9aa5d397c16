/**
 * The app's route table as plain data: every path, the module each layout and page comes from, and
 * what the build needs to know of a route (its `handle`). It is the one place a path is written:
 * `router.tsx` turns it into React Router's routes (adding each module's lazy loading), and the
 * build reads it too (`scripts/landing-pages.ts`: the early script's pages and queries, the shop
 * and public pages' chunks), which is why it imports nothing: Node loads it at build time.
 */

/** The parts of the catalogue (src/i18n/i18n.ts) a route's texts come from, besides the main one (router.tsx's `withTexts` checks the names). */
export type RouteTexts = "public" | "customer" | "admin" | "kitchen" | "rider";

/** What the build reads of a route (React Router's `handle`). */
export interface RouteHandle {
  /**
   * A page a person can open first (a typed address, a shared link, a bookmark): the early script
   * starts downloading its code (the chunks its module needs, with their stylesheets) and its texts
   * before the app's entry has run; under a landing layout, the layout's too (and only the layout's
   * for a page that is not one itself: the shop's frame on /shop/checkout).
   */
  landing?: true;
  /** The chunk its module is grouped into ("shop": the shop's frame and entry pages, one file; vite.config.ts). */
  chunk?: "shop";
  /**
   * A page of a signed-out visitor (with every route under it): it loads neither antd nor the shop
   * chunk (scripts/light-public-pages.ts), and what it shares with the shop goes to the "shared" chunk.
   */
  signedOut?: true;
  /**
   * The queries the early script asks for on this route and every route under it, by codegen's
   * document (`src/gql/graphql.ts`); how each is asked (variables, location, picture) is in
   * `routes-early.ts`, which only the build loads. The page takes the answer with `cacheEarlyAnswer`
   * (src/early-data.ts).
   */
  early?: string[];
}

export interface RouteEntry {
  /** The path, relative to the parent's (React Router's syntax: `:id` a parameter, `*` anything else). */
  path?: string;
  /** The parent's own address. */
  index?: true;
  /** The layout's or page's module, relative to src/ (router.tsx loads it when a location first needs it). */
  module?: string;
  /** The catalogue parts its texts come from: they load beside its code (`withTexts` in router.tsx). */
  texts?: RouteTexts[];
  /** Where the address sends on (relative to the parent's path), instead of a module. */
  redirect?: string;
  handle?: RouteHandle;
  children?: RouteEntry[];
}

const page = (path: string | undefined, module: string, more: Omit<RouteEntry, "path" | "module"> = {}): RouteEntry => ({
  ...(path === undefined ? { index: true } : { path }),
  module,
  ...more,
});

export const ROUTES: RouteEntry[] = [
  {
    path: "/",
    // The root (the guard, in common/app-root.tsx) is part of the entry: router.tsx gives it.
    // Every page waits for the sign-in check (the guard), the landing and sign-in pages too.
    handle: { early: ["CurrentUserDocument"] },
    children: [
      page(undefined, "public/landing-page.tsx", { texts: ["public"], handle: { landing: true, signedOut: true } }),
      {
        path: "auth",
        module: "auth/components/auth-layout.tsx",
        texts: ["public"],
        handle: { landing: true, signedOut: true },
        children: [
          { index: true, redirect: "login" },
          page("login", "auth/pages/login-page.tsx", { handle: { landing: true } }),
          page("register", "auth/pages/register-page.tsx", { handle: { landing: true } }),
          page("verify-otp", "auth/pages/verify-otp-page.tsx", { handle: { landing: true } }),
          page("forgot-password", "auth/pages/forgot-password-page.tsx", { handle: { landing: true } }),
          page("reset-password/:token", "auth/pages/reset-password-page.tsx", { handle: { landing: true } }),
        ],
      },
      page("auth/terms-conditions", "public/terms-page.tsx", { texts: ["public"], handle: { landing: true, signedOut: true } }),
      page("auth/privacy-policy", "public/privacy-page.tsx", {
        texts: ["public"],
        handle: { landing: true, signedOut: true },
      }),
      {
        path: "shop",
        module: "shop/layout/shop-layout.tsx",
        // Every shop address starts with the shop chunk: the frame is in it.
        handle: { landing: true, chunk: "shop", early: ["ShopCartDocument"] },
        children: [
          { index: true, redirect: "home" },
          page("home", "shop/pages/home-page.tsx", {
            handle: { landing: true, chunk: "shop", early: ["HomeBannersDocument", "HomeReverseGeocodeDocument"] },
          }),
          page("checkout", "shop/checkout/checkout-page.tsx", { texts: ["customer"] }),
          page("order-success", "shop/order-success/order-success-page.tsx", { texts: ["customer"] }),
          page("listing", "shop/listing/listing-page.tsx", {
            handle: { landing: true, chunk: "shop", early: ["ListingRestaurantCategoriesDocument", "ListingRestaurantsDocument"] },
          }),
          page("listing/:id", "shop/menu/menu-page.tsx", { handle: { landing: true, chunk: "shop", early: ["MenuRestaurantDocument"] } }),
          page("search", "shop/search/search-page.tsx", { texts: ["customer"] }),
          page("account", "shop/account/account-page.tsx", { texts: ["customer"] }),
          page("contact", "shop/contact/contact-page.tsx", { texts: ["customer"] }),
          page("feedback", "shop/feedback/feedback-page.tsx", { texts: ["customer"] }),
        ],
      },
      {
        path: "admin",
        module: "admin/layout/admin-layout.tsx",
        texts: ["admin", "customer"],
        children: [
          { index: true, redirect: "dashboard" },
          page("dashboard", "admin/dashboard/dashboard-page.tsx"),
          page("orders", "admin/orders/orders-page.tsx"),
          page("users", "admin/users/users-page.tsx"),
          page("restaurants", "admin/restaurants/restaurants-page.tsx"),
          page("restaurants/:id", "admin/menu/restaurant-menu-page.tsx"),
          page("features", "admin/banners/features-page.tsx"),
          page("notifications", "admin/notifications/notifications-page.tsx"),
          page("api-keys", "admin/api-keys/api-keys-page.tsx"),
          page("webhooks", "admin/webhooks/webhooks-page.tsx"),
          page("cash", "admin/cash/cash-page.tsx"),
        ],
      },
      page("kitchen", "kitchen/pages/kitchen-chooser-page.tsx", { texts: ["kitchen"] }),
      page("kitchen/:restaurantId", "kitchen/pages/kitchen-board-page.tsx", { texts: ["kitchen"] }),
      // The customer part brings the notifications offer (liveOrders.push) the rider's page shares.
      page("rider", "rider/page/rider-page.tsx", { texts: ["rider", "customer"] }),
      // Shown to people the guard turns away, or who followed a dead link.
      page("unauth-page", "public/unauth-page.tsx", { texts: ["public"], handle: { signedOut: true } }),
      page("*", "public/not-found-page.tsx", { texts: ["public"], handle: { signedOut: true } }),
    ],
  },
];
