import { shopChunkNames } from "./shop-chunks.js";

/**
 * The chunk naming against a small module graph shaped as rolldown's `getModuleInfo` answers:
 * the entry, the shop's frame and a page, a sign-in page, and what they import.
 */
const SRC = "/app/src";
const GRAPH: Record<string, string[]> = {
  [`${SRC}/main.tsx`]: [`${SRC}/apollo.ts`],
  [`${SRC}/apollo.ts`]: [],
  [`${SRC}/shop/layout.tsx`]: [`${SRC}/common/logo.tsx`, `${SRC}/shop/cart.ts`, `${SRC}/apollo.ts`],
  [`${SRC}/shop/home.tsx`]: [`${SRC}/shop/cart.ts`, "/app/node_modules/icons/home.js"],
  [`${SRC}/shop/cart.ts`]: [],
  [`${SRC}/common/logo.tsx`]: ["/app/node_modules/icons/base.js"],
  [`${SRC}/auth/login.tsx`]: [`${SRC}/common/logo.tsx`, `${SRC}/apollo.ts`],
  "/app/node_modules/icons/home.js": ["/app/node_modules/icons/base.js"],
  "/app/node_modules/icons/base.js": [],
};
const context = { getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) };

const names = () => shopChunkNames(SRC, { shop: ["shop/layout.tsx", "shop/home.tsx"], signedOut: ["auth/login.tsx"] });

it("puts what the shop's pages import into the shop chunk", () => {
  const { shop } = names();
  expect(shop(`${SRC}/shop/cart.ts`, context)).toBe("shop");
  expect(shop(`${SRC}/shop/home.tsx`, context)).toBe("shop");
  expect(shop("/app/node_modules/icons/home.js", context)).toBe("shop");
  expect(shop(`${SRC}/auth/login.tsx`, context)).toBeNull();
});

it("puts what the shop and a signed-out page both use into the shared chunk, packages' inner modules too, not the entry's", () => {
  const { shared } = names();
  expect(shared(`${SRC}/common/logo.tsx`, context)).toBe("shared");
  expect(shared("/app/node_modules/icons/base.js", context)).toBe("shared");
  expect(shared(`${SRC}/shop/cart.ts`, context)).toBeNull();
  expect(shared(`${SRC}/apollo.ts`, context)).toBeNull();
});

it("fails the build when a module the route table names is not in it", () => {
  const { shop } = shopChunkNames(SRC, { shop: ["shop/moved.tsx"], signedOut: [] });
  expect(() => shop(`${SRC}/shop/cart.ts`, context)).toThrow(/shop\/moved\.tsx is not in the build/);
});
