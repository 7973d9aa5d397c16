import { baseUrl, expect, graphql, heading, nearestDemoRestaurant, test, type Page } from "./support";
import { graphqlOperationName } from "./support/graphql-operation";

/**
 * A shop page's first data comes once: on a shop address the early script (frontend/scripts/
 * early-start.ts) asks for the sign-in check and the page's first queries while the app's code
 * downloads, and the app takes those answers instead of asking again. A slip here costs every
 * customer a second round of the same requests and the budget its margin, and nothing else shows it.
 */

/**
 * A returning customer: the account's language is saved already (a first visit with none saves
 * the device's, once: common/language/account-language.ts), so the first load is the steady one.
 */
async function asReturningCustomer(page: Page): Promise<Page> {
  await graphql(`mutation E2EFirstLoadLanguage { setPreferredLanguage(language: en) { id } }`, {}, { request: page.context().request });
  return page;
}

/** The operations the page sends to /graphql from its first request until it is quiet. */
async function operationsOfFirstLoad(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const operations: string[] = [];
  page.on("request", (request) => {
    const operation = graphqlOperationName(request);
    if (operation !== null) operations.push(operation);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  return operations.sort();
}

test("the shop home asks for the sign-in check, the cart, the offers and the town once each, also with its code cached", async ({
  customerPage,
}) => {
  const homeReady = (page: Page) => async () => {
    await expect(heading(page, /^Hey /)).toBeVisible();
    await page.getByText("Bhimavaram", { exact: true }).first().waitFor();
  };
  const first = await asReturningCustomer(customerPage);
  expect(await operationsOfFirstLoad(first, "/shop/home", homeReady(first))).toEqual([
    "CurrentUser",
    "HomeBanners",
    "HomeReverseGeocode",
    "ShopCart",
  ]);
  // A second tab of the same browser: the app's code comes from the cache and may start before
  // the early script's requests have gone out; the town comes from the tab's own location.
  const second = await first.context().newPage();
  expect(await operationsOfFirstLoad(second, "/shop/home", homeReady(second))).toEqual([
    "CurrentUser",
    "HomeBanners",
    "HomeReverseGeocode",
    "ShopCart",
  ]);
});

test("the restaurant listing asks for its restaurants and categories once each", async ({ customerPage }) => {
  const page = await asReturningCustomer(customerPage);
  const operations = await operationsOfFirstLoad(page, "/shop/listing", () =>
    expect(heading(page, /^All Restaurants \(\d+\)$/)).toBeVisible(),
  );
  expect(operations).toEqual(["CurrentUser", "ListingRestaurantCategories", "ListingRestaurants", "ShopCart"]);
});

test("a menu page asks for its restaurant once", async ({ customerPage }) => {
  const restaurant = await nearestDemoRestaurant();
  const page = await asReturningCustomer(customerPage);
  const operations = await operationsOfFirstLoad(page, `/shop/listing/${restaurant.id}`, () =>
    expect(heading(page, restaurant.name)).toBeVisible(),
  );
  expect(operations).toEqual(["CurrentUser", "MenuRestaurant", "ShopCart"]);
});

test("serves the entry and the shop chunk with V8's compile hint first (frontend/scripts/compile-hints.ts)", async () => {
  const text = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
  const html = await text("/shop/home");
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  const early = /<script type="module" async crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!entry || !early) throw new Error(`No entry or early script in the shop's HTML:\n${html}`);
  const shopChunk = /["`](\/assets\/shop-[^"`]+\.js)["`]/.exec(await text(early))?.[1];
  if (!shopChunk) throw new Error("The early script names no shop chunk");
  for (const path of [entry, shopChunk]) expect((await text(path)).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
});
