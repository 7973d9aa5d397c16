/**
 * The app's route table as plain data: every path, the module each layout and page comes from, and
 * what the app and the build need to know of a route (its `handle`). It is the one place a path is
 * written: `router.tsx` turns it into React Router's routes (data mode: `createBrowserRouter`, each
 * module loaded by the route's `lazy`, the handle on the route), links, redirects and the guard name
 * a route by its id (`pathTo`), and the build reads it too (`scripts/landing-pages.ts`: the early
 * script's pages and queries, the shop and public pages' chunks), which is why it imports nothing:
 * Node loads it at build time.
 */

/** The parts of the catalogue (src/i18n/i18n.ts) a route's texts come from, besides the main one. */
export type RouteTexts = "public" | "customer" | "admin" | "kitchen" | "rider";

/** What the build and the app read of a route (React Router's `handle`: `useMatches()` gives it). */
export interface RouteHandle {
  /**
   * A page a person can open first (a typed address, a shared link, a bookmark): the early script
   * starts downloading its code (the chunks its module needs, with their stylesheets) and its texts
   * before the app's entry has run; under a landing layout, the layout's too (and only the layout's
   * for a page that is not one itself: the shop's frame on /shop/checkout).
   */
  landing?: true;
  /**
   * The chunk its module is grouped into (scripts/shop-chunks.ts): "shop", the shop's frame and
   * what its entry pages share in one file, each entry page's own code in a file of its own;
   * "auth", the sign-in screens and their frame, one small file.
   */
  chunk?: "shop" | "auth";
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
  early?: readonly string[];
  /**
   * A signed-out visitor sent from here to the login page comes back here once signed in, instead
   * of going to their home page (common/route-guard.ts).
   */
  returnAfterSignIn?: true;
}

export interface RouteEntry {
  /**
   * The route's name: React Router's route id, and what links, redirects and the guard name it by
   * (`pathTo`), so that its path stays written here only.
   */
  id?: string;
  /** The path, relative to the parent's (React Router's syntax: `:id` a parameter, `*` anything else). */
  path?: string;
  /** The parent's own address. */
  index?: true;
  /** The layout's or page's module, relative to src/ (router.tsx loads it when a location first needs it). */
  module?: string;
  /** The catalogue parts its texts come from: they load beside its code (router.tsx's `lazy`). */
  texts?: readonly RouteTexts[];
  /** Where the address sends on instead of showing a module: the id of the route it goes to. */
  redirect?: string;
  handle?: RouteHandle;
  children?: readonly RouteEntry[];
}

type PageOptions = Omit<RouteEntry, "id" | "path" | "index" | "module">;

/** A page: its id, its path (undefined: its parent's own address), its module. */
const page = <const Id extends string>(id: Id, path: string | undefined, module: string, more: PageOptions = {}) => ({
  id,
  ...(path === undefined ? { index: true as const } : { path }),
  module,
  ...more,
});

export const ROUTES = [
  {
    id: "root",
    path: "/",
    // The root (the guard, in common/app-root.tsx) is part of the entry: router.tsx gives it.
    // Every page waits for the sign-in check (the guard), the landing and sign-in pages too.
    handle: { early: ["CurrentUserDocument"] },
    children: [
      page("landing", undefined, "public/landing-page.tsx", { texts: ["public"], handle: { landing: true, signedOut: true } }),
      {
        id: "auth",
        path: "auth",
        module: "auth/components/auth-layout.tsx",
        texts: ["public"],
        handle: { landing: true, signedOut: true, chunk: "auth" },
        children: [
          { index: true, redirect: "login" },
          page("login", "login", "auth/pages/login-page.tsx", { handle: { landing: true, chunk: "auth" } }),
          // Not in the sign-in screens' chunk: the sign-up form is for it alone.
          page("register", "register", "auth/pages/register-page.tsx", { handle: { landing: true } }),
          page("verifyOtp", "verify-otp", "auth/pages/verify-otp-page.tsx", { handle: { landing: true, chunk: "auth" } }),
          page("forgotPassword", "forgot-password", "auth/pages/forgot-password-page.tsx", { handle: { landing: true, chunk: "auth" } }),
          page("resetPassword", "reset-password/:token", "auth/pages/reset-password-page.tsx", {
            handle: { landing: true, chunk: "auth" },
          }),
        ],
      },
      page("terms", "auth/terms-conditions", "public/terms-page.tsx", { texts: ["public"], handle: { landing: true, signedOut: true } }),
      page("privacy", "auth/privacy-policy", "public/privacy-page.tsx", { texts: ["public"], handle: { landing: true, signedOut: true } }),
      {
        id: "shop",
        path: "shop",
        module: "shop/layout/shop-layout.tsx",
        // Every shop address starts with the shop chunk: the frame is in it.
        handle: { landing: true, chunk: "shop", early: ["ShopCartDocument"] },
        children: [
          { index: true, redirect: "shopHome" },
          page("shopHome", "home", "shop/pages/home-page.tsx", {
            handle: { landing: true, chunk: "shop", early: ["HomeBannersDocument", "HomeReverseGeocodeDocument"] },
          }),
          page("checkout", "checkout", "shop/checkout/checkout-page.tsx", { texts: ["customer"] }),
          page("orderSuccess", "order-success", "shop/order-success/order-success-page.tsx", { texts: ["customer"] }),
          page("listing", "listing", "shop/listing/listing-page.tsx", {
            handle: { landing: true, chunk: "shop", early: ["ListingRestaurantCategoriesDocument", "ListingRestaurantsDocument"] },
          }),
          page("menu", "listing/:id", "shop/menu/menu-page.tsx", {
            handle: { landing: true, chunk: "shop", early: ["MenuRestaurantDocument"] },
          }),
          page("search", "search", "shop/search/search-page.tsx", { texts: ["customer"] }),
          page("account", "account", "shop/account/account-page.tsx", { texts: ["customer"] }),
          page("contact", "contact", "shop/contact/contact-page.tsx", { texts: ["customer"] }),
          page("feedback", "feedback", "shop/feedback/feedback-page.tsx", { texts: ["customer"] }),
        ],
      },
      {
        id: "admin",
        path: "admin",
        module: "admin/layout/admin-layout.tsx",
        texts: ["admin", "customer"],
        children: [
          { index: true, redirect: "adminDashboard" },
          page("adminDashboard", "dashboard", "admin/dashboard/dashboard-page.tsx"),
          page("adminOrders", "orders", "admin/orders/orders-page.tsx"),
          page("adminUsers", "users", "admin/users/users-page.tsx"),
          page("adminRestaurants", "restaurants", "admin/restaurants/restaurants-page.tsx"),
          page("adminRestaurantMenu", "restaurants/:id", "admin/menu/restaurant-menu-page.tsx"),
          page("adminFeatures", "features", "admin/banners/features-page.tsx"),
          page("adminNotifications", "notifications", "admin/notifications/notifications-page.tsx"),
          page("adminApiKeys", "api-keys", "admin/api-keys/api-keys-page.tsx"),
          page("adminWebhooks", "webhooks", "admin/webhooks/webhooks-page.tsx"),
          page("adminCash", "cash", "admin/cash/cash-page.tsx"),
          page("adminOffers", "offers", "admin/offers/offers-page.tsx"),
          page("adminCharges", "charges", "admin/charges/charges-page.tsx"),
          page("adminHelp", "help", "admin/help/help-page.tsx"),
          page("adminPayouts", "payouts", "admin/payouts/payouts-page.tsx"),
          page("adminAudit", "audit", "admin/audit/audit-page.tsx"),
        ],
      },
      // A sign-in returns to the kitchen pages (a restaurant keeps the board's link on the counter's tablet).
      page("kitchen", "kitchen", "kitchen/pages/kitchen-chooser-page.tsx", { texts: ["kitchen"], handle: { returnAfterSignIn: true } }),
      page("kitchenBoard", "kitchen/:restaurantId", "kitchen/pages/kitchen-board-page.tsx", {
        texts: ["kitchen"],
        handle: { returnAfterSignIn: true },
      }),
      // A restaurant's week as a printable statement: its staff's and the office's (common/statements/).
      page("statementPrint", "statements/:restaurantId/:weekStart/print", "common/statements/statement-print-page.tsx", {
        texts: ["kitchen"],
        handle: { returnAfterSignIn: true },
      }),
      // A delivered order's printable invoice: its customer's and the office's (common/orders/invoice/).
      page("orderInvoice", "orders/:id/invoice", "common/orders/invoice/invoice-page.tsx", {
        texts: ["customer"],
        handle: { returnAfterSignIn: true },
      }),
      // The customer part brings the notifications offer (liveOrders.push) the rider's page shares.
      // A sign-in returns to it (a rider's phone keeps /rider on its home screen).
      page("rider", "rider", "rider/page/rider-page.tsx", { texts: ["rider", "customer"], handle: { returnAfterSignIn: true } }),
      // Shown to people the guard turns away, or who followed a dead link.
      page("unauth", "unauth-page", "public/unauth-page.tsx", { texts: ["public"], handle: { signedOut: true } }),
      page("notFound", "*", "public/not-found-page.tsx", { texts: ["public"], handle: { signedOut: true } }),
    ],
  },
] as const satisfies readonly RouteEntry[];

/** The ids of a route and of every route under it. */
type IdsOf<Route> =
  | (Route extends { id: infer Id extends string } ? Id : never)
  | (Route extends { children: readonly (infer Child)[] } ? IdsOf<Child> : never);

/** The name of a route of the table (its `id`). */
export type RouteId = IdsOf<(typeof ROUTES)[number]>;

/** A path below another (React Router's relative path: no leading slash). */
export const joinPath = (above: string, path: string | undefined) =>
  `/${[above, path ?? ""]
    .join("/")
    .split("/")
    .filter((segment) => segment !== "")
    .join("/")}`;

/** Every route of a table with its full path, parents before children. */
export function routePaths(routes: readonly RouteEntry[], above = "/"): { route: RouteEntry; path: string }[] {
  return routes.flatMap((route) => {
    const path = joinPath(above, route.path);
    return [{ route, path }, ...routePaths(route.children ?? [], path)];
  });
}

const FULL_PATHS = new Map(routePaths(ROUTES).flatMap(({ route, path }) => (route.id ? [[route.id, path] as const] : [])));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * React Router's path as a regular expression of the pathname, as the router matches it but
 * case-sensitive (as the pages' own prefetches and the early answers' variables read the path):
 * `:name` one segment (a group), `*` the rest, an optional trailing slash.
 */
export function pathPattern(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const segments = path.split("/").filter((segment) => segment !== "");
  const body = segments
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (segment.startsWith(":")) {
        params.push(segment.slice(1));
        return "/([^/]+)";
      }
      return `/${escape(segment)}`;
    })
    .join("");
  return { pattern: new RegExp(body === "" ? "^/$" : `^${body}/?$`), params };
}

/**
 * The address of a route of the table, by its id, with its parameters filled in
 * (`pathTo("menu", { id: 7 })` is "/shop/listing/7").
 */
export function pathTo(id: RouteId, params: Record<string, string | number> = {}): string {
  const path = FULL_PATHS.get(id);
  if (path === undefined) throw new Error(`No route is named ${id}`);
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The route ${id} (${path}) needs the parameter :${name}`);
    return encodeURIComponent(String(value));
  });
}
