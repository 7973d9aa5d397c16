import { pathPattern, pathTo, routePaths, ROUTES } from "../routes";

/**
 * The route guard (docs/architecture.md#screens, the guards), as one pure function: given the path
 * and who is signed in, where to send the visitor instead, or null to show the page.
 * The router calls it on every location and every change of the signed-in user. The pages it
 * sends to are named by their routes (src/routes.ts); its rules read the words of the paths, as
 * the design states them.
 */

export type Role = "CUSTOMER" | "ADMIN" | "SUPERADMIN" | "RIDER";

export type AuthState = { isAuthenticated: false } | { isAuthenticated: true; role: Role };

export const LOGIN_PATH = pathTo("login");
export const SHOP_HOME_PATH = pathTo("shopHome");
export const ADMIN_HOME_PATH = pathTo("adminDashboard");
/** The rider's one page: a rider sees nothing else, and nobody else sees it. */
export const RIDER_HOME_PATH = pathTo("rider");
export const UNAUTH_PATH = pathTo("unauth");

/** A logged-out visitor may see "/" (the landing page) and only the paths containing one of these. */
export const PUBLIC_PATH_WORDS = [
  "login",
  "register",
  "verify-otp",
  "terms-conditions",
  "privacy-policy",
  "forgot-password",
  "reset-password",
] as const;

export function isAdminRole(role: Role): boolean {
  return role === "ADMIN" || role === "SUPERADMIN";
}

/** Where a signed-in user belongs: admins to the dashboard, riders to their page, everyone else to the shop. */
export function homePathFor(role: Role): string {
  if (role === "RIDER") return RIDER_HOME_PATH;
  return isAdminRole(role) ? ADMIN_HOME_PATH : SHOP_HOME_PATH;
}

/** The rider's page itself ("/rider", with or without a trailing slash), of a normalised path. */
function isRiderPage(path: string): boolean {
  return path === RIDER_HOME_PATH || path === `${RIDER_HOME_PATH}/`;
}

/** Anything under /rider (the page, or a path the router would show as not found), of a normalised path. */
function isRiderArea(path: string): boolean {
  return isRiderPage(path) || path.startsWith(`${RIDER_HOME_PATH}/`);
}

/**
 * The router matches paths case-insensitively and percent-decoded, so the guard reads them the
 * same way: "/ADMIN/dashboard" and "/%61dmin/dashboard" are admin paths too.
 */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it is; it cannot match a route either.
  }
  path = path.toLowerCase();
  return path === "" ? "/" : path;
}

export function guardRedirect(pathname: string, auth: AuthState): string | null {
  const path = normalisePath(pathname);

  if (path === "/") return auth.isAuthenticated ? homePathFor(auth.role) : null;

  if (!auth.isAuthenticated) {
    return PUBLIC_PATH_WORDS.some((word) => path.includes(word)) ? null : LOGIN_PATH;
  }

  // A rider sees only the rider's page (docs/architecture.md#roles); nobody else sees it.
  if (auth.role === "RIDER") return isRiderPage(path) ? null : RIDER_HOME_PATH;
  if (isRiderArea(path)) return UNAUTH_PATH;

  if (path.includes("login") || path.includes("register")) return homePathFor(auth.role);
  const admin = isAdminRole(auth.role);
  if (!admin && path.includes("admin")) return UNAUTH_PATH;
  if (admin && path.includes("shop")) return ADMIN_HOME_PATH;
  return null;
}

/** The pages a sign-in returns to (`handle.returnAfterSignIn` in src/routes.ts). */
const RETURN_AFTER_SIGN_IN = routePaths(ROUTES).flatMap(({ route, path }) =>
  route.handle?.returnAfterSignIn ? [pathPattern(path).pattern] : [],
);

/**
 * Where a visitor sent to sign in from `pathname` goes back to once signed in, or null for the
 * usual home page. Only the pages whose route says so: the kitchen's (a restaurant keeps its link
 * on the counter's tablet, and its staff should land on their orders, not on the shop) and the
 * rider's page (a rider's phone keeps /rider on its home screen).
 */
export function returnAfterSignIn(pathname: unknown): string | null {
  if (typeof pathname !== "string") return null;
  const path = normalisePath(pathname);
  return RETURN_AFTER_SIGN_IN.some((pattern) => pattern.test(path)) ? pathname : null;
}

/** The page a sign-in should return to, carried in the login page's navigation state. */
export function returnToFromState(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  return returnAfterSignIn((state as { returnTo?: unknown }).returnTo);
}
