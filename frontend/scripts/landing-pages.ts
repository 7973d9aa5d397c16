/**
 * The pages a person can open first (a typed address, a shared link, a bookmark), with the
 * source modules (relative to src/) their first screen needs besides the app's entry, as
 * src/router.tsx loads them: the frame and the page. The build uses this table twice: the shop's
 * and the public pages' modules are grouped into chunks (shop-chunks.ts), and the early script
 * starts downloading a page's chunks before the entry has run (early-start.ts). The build fails
 * when a module named here is not in it.
 */
export interface LandingPage {
  /** The addresses (pathname) of the page. */
  path: RegExp;
  /** The modules of its frame and its page. */
  modules: string[];
  /** The part of the catalogue its texts come from, besides the main one (src/i18n/i18n.ts). */
  catalogue?: "public";
}

/** The shop's frame and its three entry pages (home, listing, a menu): one chunk, "shop". */
export const SHOP_MODULES = [
  "shop/layout/shop-layout.tsx",
  "shop/pages/home-page.tsx",
  "shop/listing/listing-page.tsx",
  "shop/menu/menu-page.tsx",
];

const AUTH_LAYOUT = "auth/components/auth-layout.tsx";

/** The pages of a signed-out visitor: the landing page, the sign-in screens, the legal pages. */
export const PUBLIC_PAGES: LandingPage[] = [
  { path: /^\/$/, modules: ["public/landing-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/login\/?$/, modules: [AUTH_LAYOUT, "auth/pages/login-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/register\/?$/, modules: [AUTH_LAYOUT, "auth/pages/register-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/verify-otp\/?$/, modules: [AUTH_LAYOUT, "auth/pages/verify-otp-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/forgot-password\/?$/, modules: [AUTH_LAYOUT, "auth/pages/forgot-password-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/reset-password\/[^/]+\/?$/, modules: [AUTH_LAYOUT, "auth/pages/reset-password-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/terms-conditions\/?$/, modules: ["public/terms-page.tsx"], catalogue: "public" },
  { path: /^\/auth\/privacy-policy\/?$/, modules: ["public/privacy-page.tsx"], catalogue: "public" },
];

/** Shown to people the guard turns away, or who followed a dead link: their chunks stay with the public pages'. */
export const OTHER_PUBLIC_MODULES = ["public/not-found-page.tsx", "public/unauth-page.tsx"];

/** Every page of the shop starts with the shop chunk (the frame is in it). */
export const SHOP_PAGES: LandingPage[] = [{ path: /^\/shop(\/|$)/, modules: SHOP_MODULES }];

export const LANDING_PAGES: LandingPage[] = [...PUBLIC_PAGES, ...SHOP_PAGES];

/**
 * The catalogue's chunks by part and language, as src/i18n/i18n.ts imports them: "main" is
 * needed by every page, a page's `catalogue` part besides it.
 */
export const CATALOGUE_MODULES: Record<"main" | NonNullable<LandingPage["catalogue"]>, Record<string, string>> = {
  main: { en: "i18n/en.ts", te: "i18n/te.ts" },
  public: { en: "i18n/en-public.ts", te: "i18n/te-public.ts" },
};
