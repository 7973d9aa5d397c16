import { ROUTES, type RouteEntry } from "../src/routes.js";
import { authModules, landingPages, outsideAuthModules, pathPattern, shopModules, signedOutModules } from "./landing-pages.js";

/** The entry of the early script's list an address takes (the first whose pattern matches, as the script does). */
function pageAt(routes: readonly RouteEntry[], address: string) {
  return landingPages(routes).find((page) => page.path.test(address));
}

describe("pathPattern", () => {
  it("reads React Router's syntax: a group per parameter, an optional trailing slash", () => {
    const { pattern, params } = pathPattern("/shop/listing/:id");
    expect(params).toEqual(["id"]);
    expect(pattern.exec("/shop/listing/42")?.[1]).toBe("42");
    expect(pattern.test("/shop/listing/42/")).toBe(true);
    expect(pattern.test("/shop/listing")).toBe(false);
    expect(pattern.test("/shop/listing/42/more")).toBe(false);
  });

  it("matches the root alone, and a splat anything below its start", () => {
    expect(pathPattern("/").pattern.test("/")).toBe(true);
    expect(pathPattern("/").pattern.test("/shop")).toBe(false);
    expect(pathPattern("/*").pattern.test("/any/where")).toBe(true);
  });

  it("is case-sensitive, as the pages read their own address", () => {
    expect(pathPattern("/shop/home").pattern.test("/SHOP/home")).toBe(false);
  });
});

describe("the app's route table, as the build reads it", () => {
  it("starts a sign-in page's frame and page code with its texts, and the sign-in check", () => {
    expect(pageAt(ROUTES, "/auth/login")).toMatchObject({
      modules: ["auth/components/auth-layout.tsx", "auth/pages/login-page.tsx"],
      catalogues: ["public"],
      queries: ["CurrentUserDocument"],
    });
    expect(pageAt(ROUTES, "/")).toMatchObject({ modules: ["public/landing-page.tsx"], catalogues: ["public"] });
    expect(pageAt(ROUTES, "/auth/reset-password/abc")).toMatchObject({ params: ["token"] });
  });

  it("starts the shop chunk on every shop page, and a landing page's own queries only there", () => {
    expect(pageAt(ROUTES, "/shop/listing/7")).toMatchObject({
      params: ["id"],
      modules: ["shop/layout/shop-layout.tsx", "shop/menu/menu-page.tsx"],
      catalogues: [],
      queries: ["CurrentUserDocument", "ShopCartDocument", "MenuRestaurantDocument"],
    });
    expect(pageAt(ROUTES, "/shop/home")?.queries).toEqual([
      "CurrentUserDocument",
      "ShopCartDocument",
      "HomeBannersDocument",
      "HomeReverseGeocodeDocument",
    ]);
    // Not a landing page: the frame's code only (its texts and code come when the app asks).
    expect(pageAt(ROUTES, "/shop/checkout")).toMatchObject({
      modules: ["shop/layout/shop-layout.tsx"],
      catalogues: [],
      queries: ["CurrentUserDocument", "ShopCartDocument"],
    });
  });

  it("asks only for the sign-in check elsewhere, not found pages included", () => {
    for (const address of ["/admin/orders", "/rider", "/shop/nowhere", "/no/such/page"]) {
      expect(pageAt(ROUTES, address)).toMatchObject({ modules: [], catalogues: [], queries: ["CurrentUserDocument"] });
    }
  });

  it("names the shop chunk's modules and the signed-out visitor's pages from the handles", () => {
    expect(shopModules(ROUTES)).toEqual([
      "shop/layout/shop-layout.tsx",
      "shop/pages/home-page.tsx",
      "shop/listing/listing-page.tsx",
      "shop/menu/menu-page.tsx",
    ]);
    expect(signedOutModules(ROUTES).sort()).toEqual(
      [
        "auth/components/auth-layout.tsx",
        "auth/pages/forgot-password-page.tsx",
        "auth/pages/login-page.tsx",
        "auth/pages/register-page.tsx",
        "auth/pages/reset-password-page.tsx",
        "auth/pages/verify-otp-page.tsx",
        "public/landing-page.tsx",
        "public/not-found-page.tsx",
        "public/privacy-page.tsx",
        "public/terms-page.tsx",
        "public/unauth-page.tsx",
      ].sort(),
    );
  });
});

describe("the sign-in screens' chunk", () => {
  it("holds the frame and the sign-in screens, not the register page", () => {
    expect(authModules(ROUTES)).toEqual([
      "auth/components/auth-layout.tsx",
      "auth/pages/login-page.tsx",
      "auth/pages/verify-otp-page.tsx",
      "auth/pages/forgot-password-page.tsx",
      "auth/pages/reset-password-page.tsx",
    ]);
  });

  it("is kept from every layout and page outside the frame", () => {
    const outside = outsideAuthModules(ROUTES);
    expect(outside).toContain("public/landing-page.tsx");
    expect(outside).toContain("shop/layout/shop-layout.tsx");
    expect(outside).not.toContain("auth/pages/register-page.tsx");
    expect(outside.filter((module) => module.startsWith("auth/"))).toEqual([]);
  });
});

describe("landingPages", () => {
  const table: RouteEntry[] = [
    {
      path: "/",
      handle: { early: ["Me"] },
      children: [
        { path: "a", module: "a.tsx", texts: ["public"], handle: { landing: true, early: ["A"] } },
        { path: "b/:x", module: "b.tsx" },
        { path: "*", module: "missing.tsx" },
      ],
    },
  ];

  it("keeps the pages with something of their own to start, and one catch-all for the root's queries, last", () => {
    const pages = landingPages(table);
    expect(pages.map((page) => [page.path.source.replaceAll("\\/", "/"), page.modules, page.queries])).toEqual([
      ["^/a/?$", ["a.tsx"], ["Me", "A"]],
      ["^(?:/.*)?/?$", [], ["Me"]],
    ]);
    expect(pageAt(table, "/b/1")?.queries).toEqual(["Me"]);
  });
});
