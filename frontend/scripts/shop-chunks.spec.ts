import { firstPageChunkNames } from "./shop-chunks.js";

/**
 * The chunk naming against a small module graph shaped as rolldown's `getModuleInfo` answers:
 * the entry, the shop's frame and two pages, the sign-in frame with a sign-in page and the register
 * page, a landing page, and what they import.
 */
const SRC = "/app/src";
const GRAPH: Record<string, string[]> = {
  [`${SRC}/main.tsx`]: [`${SRC}/apollo.ts`],
  [`${SRC}/apollo.ts`]: [],
  [`${SRC}/shop/layout.tsx`]: [`${SRC}/common/logo.tsx`, `${SRC}/shop/cart.ts`, `${SRC}/apollo.ts`],
  [`${SRC}/shop/home.tsx`]: [`${SRC}/shop/cart.ts`, "/app/node_modules/icons/home.js", `${SRC}/shop/location.ts`, `${SRC}/shop/banner.tsx`],
  [`${SRC}/shop/listing.tsx`]: [`${SRC}/shop/location.ts`, `${SRC}/shop/card.tsx`],
  [`${SRC}/shop/cart.ts`]: [],
  [`${SRC}/shop/location.ts`]: [],
  [`${SRC}/shop/banner.tsx`]: [],
  [`${SRC}/shop/card.tsx`]: [],
  [`${SRC}/common/logo.tsx`]: ["/app/node_modules/icons/base.js"],
  [`${SRC}/auth/login.tsx`]: [`${SRC}/common/logo.tsx`, `${SRC}/apollo.ts`, `${SRC}/auth/field.tsx`, `${SRC}/common/errors.ts`],
  [`${SRC}/auth/layout.tsx`]: [`${SRC}/common/language.tsx`],
  [`${SRC}/auth/register.tsx`]: [`${SRC}/auth/field.tsx`, "/app/node_modules/i18n/trans.js"],
  [`${SRC}/auth/field.tsx`]: [],
  [`${SRC}/common/errors.ts`]: [],
  [`${SRC}/common/language.tsx`]: [],
  [`${SRC}/landing.tsx`]: [`${SRC}/common/language.tsx`],
  "/app/node_modules/i18n/trans.js": [],
  "/app/node_modules/icons/home.js": ["/app/node_modules/icons/base.js"],
  "/app/node_modules/icons/base.js": [],
};
const context = { getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) };

const names = () =>
  firstPageChunkNames(SRC, {
    shop: ["shop/layout.tsx", "shop/home.tsx", "shop/listing.tsx"],
    shopPages: ["shop/home.tsx", "shop/listing.tsx"],
    signedOut: ["auth/layout.tsx", "auth/login.tsx", "auth/register.tsx", "landing.tsx"],
    auth: ["auth/layout.tsx", "auth/login.tsx"],
    outsideAuth: ["shop/layout.tsx", "shop/home.tsx", "shop/listing.tsx", "landing.tsx"],
  });

it("puts what the shop's frame imports, and what two of its pages both import, into the shop chunk", () => {
  const { shop } = names();
  expect(shop(`${SRC}/shop/layout.tsx`, context)).toBe("shop");
  expect(shop(`${SRC}/shop/cart.ts`, context)).toBe("shop");
  expect(shop(`${SRC}/shop/location.ts`, context)).toBe("shop");
  expect(shop(`${SRC}/shop/home.tsx`, context)).toBeNull();
  expect(shop(`${SRC}/shop/banner.tsx`, context)).toBeNull();
  expect(shop("/app/node_modules/icons/home.js", context)).toBeNull();
  expect(shop(`${SRC}/auth/login.tsx`, context)).toBeNull();
});

it("puts what one shop page alone imports into that page's chunk, packages' modules too", () => {
  const { shopPage, shopPageNames } = names();
  expect(shopPageNames).toEqual(["home", "listing"]);
  expect(shopPage(`${SRC}/shop/home.tsx`, context)).toBe("home");
  expect(shopPage(`${SRC}/shop/banner.tsx`, context)).toBe("home");
  expect(shopPage("/app/node_modules/icons/home.js", context)).toBe("home");
  expect(shopPage(`${SRC}/shop/listing.tsx`, context)).toBe("listing");
  expect(shopPage(`${SRC}/shop/card.tsx`, context)).toBe("listing");
  // The frame's and what both pages use stay in the shop chunk.
  expect(shopPage(`${SRC}/shop/cart.ts`, context)).toBeNull();
  expect(shopPage(`${SRC}/shop/location.ts`, context)).toBeNull();
  expect(shopPage(`${SRC}/shop/layout.tsx`, context)).toBeNull();
});

it("puts what the shop and a signed-out page both use into the shared chunk, packages' inner modules too, not the entry's", () => {
  const { shared } = names();
  expect(shared(`${SRC}/common/logo.tsx`, context)).toBe("shared");
  expect(shared("/app/node_modules/icons/base.js", context)).toBe("shared");
  expect(shared(`${SRC}/shop/cart.ts`, context)).toBeNull();
  expect(shared(`${SRC}/apollo.ts`, context)).toBeNull();
});

it("puts the sign-in screens and what only they use (the register page too) into the auth chunk", () => {
  const { auth } = names();
  expect(auth(`${SRC}/auth/login.tsx`, context)).toBe("auth");
  expect(auth(`${SRC}/auth/layout.tsx`, context)).toBe("auth");
  expect(auth(`${SRC}/auth/field.tsx`, context)).toBe("auth");
  expect(auth(`${SRC}/common/errors.ts`, context)).toBe("auth");
  // Not the register page and what it alone uses, not what a page outside the frame uses too, not the entry's.
  expect(auth(`${SRC}/auth/register.tsx`, context)).toBeNull();
  expect(auth("/app/node_modules/i18n/trans.js", context)).toBeNull();
  expect(auth(`${SRC}/common/language.tsx`, context)).toBeNull();
  expect(auth(`${SRC}/common/logo.tsx`, context)).toBeNull();
  expect(auth(`${SRC}/apollo.ts`, context)).toBeNull();
});

it("fails the build when a module the route table names is not in it", () => {
  const { shop } = firstPageChunkNames(SRC, { shop: ["shop/moved.tsx"], shopPages: [], signedOut: [], auth: [], outsideAuth: [] });
  expect(() => shop(`${SRC}/shop/cart.ts`, context)).toThrow(/shop\/moved\.tsx is not in the build/);
});
