import { expect, heading, nearestDemoRestaurant, test, type Page } from "./support";
import { graphqlOperationName } from "./support/graphql-operation";

/**
 * Issue 17 item 3, the HTTP-cacheable catalogue: the shop asks for its public catalogue by hash
 * (GET, `extensions.persistedQuery`, no text) and it comes back public with an ETag, so a CDN can
 * keep it; the personal answers never; a server that does not know a hash gets the text and the
 * page still works; the admin's screens ask for answers no cache keeps (`?fresh`).
 */

interface Sent {
  operation: string;
  method: string;
  url: URL;
  hash: string | null;
  cacheControl: string | undefined;
  etag: string | undefined;
}

/** Every GraphQL request the page sends over HTTP from now on, with how it was answered. */
function record(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const operation = graphqlOperationName(request);
    if (operation === null) return;
    const url = new URL(request.url());
    const extensions = JSON.parse(url.searchParams.get("extensions") ?? "{}") as { persistedQuery?: { sha256Hash?: string } };
    const headers = response.headers();
    sent.push({
      operation,
      method: request.method(),
      url,
      hash: extensions.persistedQuery?.sha256Hash ?? null,
      cacheControl: headers["cache-control"],
      etag: headers.etag,
    });
  });
  return sent;
}

const only = (sent: Sent[], operation: string) => sent.filter((request) => request.operation === operation);

test("asks for the public catalogue by hash as GET, answered public with an ETag; the customer's own data with its text, no-store", async ({
  customerPage: page,
}) => {
  const sent = record(page);
  // The home (its offers asked by the early script), then the listing and a menu (by the app).
  await page.goto("/shop/home");
  await expect(heading(page, /^Hey /)).toBeVisible();
  await page.locator('a[href="/shop/listing"]').first().click();
  await expect(heading(page, /^All Restaurants \(\d+\)$/)).toBeVisible();
  const card = page.locator('a[href^="/shop/listing/"]').first();
  const name = (await card.getByRole("heading").first().innerText()).trim();
  await card.click();
  await expect(heading(page, name)).toBeVisible();
  await page.waitForLoadState("networkidle");

  const catalogue = ["HomeBanners", "ListingRestaurants", "ListingRestaurantCategories", "MenuRestaurant"].flatMap((operation) =>
    only(sent, operation),
  );
  expect([...new Set(catalogue.map((request) => request.operation))].sort()).toEqual([
    "HomeBanners",
    "ListingRestaurantCategories",
    "ListingRestaurants",
    "MenuRestaurant",
  ]);
  for (const request of catalogue) {
    expect(request).toMatchObject({ method: "GET", hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect([request.operation, request.url.searchParams.has("query"), request.url.searchParams.has("fresh")]).toEqual([
      request.operation,
      false,
      false,
    ]);
    expect(request).toMatchObject({ cacheControl: "public, max-age=30, stale-while-revalidate=30", etag: expect.stringMatching(/"/) });
  }
  const personal = [...only(sent, "CurrentUser"), ...only(sent, "ShopCart")];
  expect(personal.length).toBeGreaterThan(0);
  for (const request of personal)
    expect([request.operation, request.hash, request.cacheControl]).toEqual([request.operation, null, "no-store"]);
});

test("still shows the menu when the server knows none of the hashes: the queries go again with their text", async ({
  customerPage: page,
}) => {
  const restaurant = await nearestDemoRestaurant();
  // As if the server had been built from other documents: every hash the page sends is unknown.
  await page.route(/\/graphql\?/, async (route) => {
    const url = new URL(route.request().url());
    const extensions = url.searchParams.get("extensions");
    if (url.searchParams.has("query") || !extensions) return route.continue();
    const parsed = JSON.parse(extensions) as { persistedQuery: { sha256Hash: string } };
    parsed.persistedQuery.sha256Hash = "0".repeat(64);
    url.searchParams.set("extensions", JSON.stringify(parsed));
    return route.continue({ url: url.toString() });
  });
  const sent = record(page);
  await page.goto(`/shop/listing/${restaurant.id}`);
  await expect(heading(page, restaurant.name)).toBeVisible();
  await page.waitForLoadState("networkidle");

  const menu = only(sent, "MenuRestaurant");
  expect(menu.some((request) => request.url.searchParams.get("query")?.includes("query MenuRestaurant"))).toBe(true);
  expect(menu.at(-1)!.cacheControl).toBe("public, max-age=30, stale-while-revalidate=30");
});

test("asks for answers no cache keeps on the admin's pages", async ({ adminPage: page }) => {
  const sent = record(page);
  await page.goto("/admin/restaurants");
  await expect(heading(page, "Restaurants")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // The page's own queries (the early script's sign-in check, on every address, is personal anyway).
  const adminQueries = () => sent.filter((request) => request.operation.startsWith("Admin"));
  await expect.poll(() => adminQueries().length, { message: "the admin page's own queries" }).toBeGreaterThan(0);
  const own = adminQueries();
  for (const request of own) expect([request.operation, request.url.searchParams.has("fresh")]).toEqual([request.operation, true]);
  for (const request of sent) expect([request.operation, request.cacheControl]).toEqual([request.operation, "no-store"]);
});
