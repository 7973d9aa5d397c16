import {
  DEMO,
  addKakinadaAddress,
  atPath,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  graphql,
  signIn,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
} from "./support";
import { withInstallableBrowser } from "./support/installable-browser";
import { expectKeptAnswers, keptAnswerBodies, keptAnswers, waitForServiceWorkerControl } from "./support/service-worker";

/**
 * Issue 14: Ruchi installs like an app (the web app manifest and one service worker, checked by
 * Chromium itself through the DevTools protocol) and works on a network that drops: a shop page
 * seen before reopens offline with the offline banner, the cart refuses changes it cannot send,
 * and an order placed offline waits and is stored exactly once when the network returns.
 */

/** This file's customer: its cart and orders change, so not the shared demo customer. */
let shopper: Account;
let kitchen: OrderKitchen | null = null;

const OFFLINE_BANNER = "You are offline. You can look around; ordering needs the network.";

test.beforeAll(async ({ openSharedPage }) => {
  shopper = await createCustomer("pwa");
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Offline Kitchen");
  await admin.context().close();
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

const dish = (page: Page) => page.getByRole("article", { name: "Upma" });

async function myOrderIds(page: Page): Promise<string[]> {
  const { myOrders } = await graphql<{ myOrders: { items: Array<{ id: string }> } }>(
    `query E2EPwaMyOrders { myOrders(limit: 50) { items { id } } }`,
    {},
    page,
  );
  return myOrders.items.map((order) => order.id);
}

test("is installable: Chromium finds no installability errors and parses the manifest with its shortcuts", async () => {
  await withInstallableBrowser(async (context) => {
    const page = await context.newPage();
    await page.goto("/");
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);

    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);

    const { errors, data, manifest } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    expect(manifest.name).toBe("Ruchi");
    expect(new URL(manifest.startUrl ?? "").pathname).toBe("/shop/home");
    expect(manifest.shortcuts?.map(({ name, url }) => [name, new URL(url).pathname + new URL(url).search])).toEqual([
      ["Restaurants", "/shop/listing"],
      ["My Orders", "/shop/account?tab=orders"],
    ]);
    const written = JSON.parse(data ?? "{}") as { display?: string; icons?: Array<{ src: string; sizes: string; purpose?: string }> };
    expect(written.display).toBe("standalone");
    const icons = written.icons ?? [];
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? "any"}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    // Every icon is there, as a PNG.
    for (const { src } of icons) {
      const response = await page.request.get(src);
      expect([src, response.status(), response.headers()["content-type"]]).toEqual([src, 200, "image/png"]);
    }
  });
});

test.describe("on a network that drops", () => {
  test(
    "reopens a menu seen before offline, refuses cart changes there, and places an order made offline once the network is back",
    { tag: "@phone" },
    async ({ openPage }) => {
      test.setTimeout(120_000);
      const page = await openPage({ as: shopper, serviceWorker: "allow" });
      const context = page.context();
      await addKakinadaAddress(page, shopper);

      // First visit: the worker installs once the page is idle and takes control. The second
      // load passes through it, which is when the menu's data is kept.
      await page.goto(`/shop/listing/${kitchen!.id}`);
      await expect(dish(page)).toBeVisible();
      await waitForServiceWorkerControl(page);
      await page.reload();
      await expect(dish(page)).toBeVisible();
      await expectKeptAnswers(page, ["CurrentUser", "MenuRestaurant", "ShopCart"]);

      // No network at all: the same menu reopens from the worker, with the banner.
      await context.setOffline(true);
      await page.reload();
      await expect(dish(page)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER }).first()).toBeVisible();
      await dish(page).getByRole("button", { name: "Add to Cart" }).click();
      await expect(toast(page, "You are offline. Connect to the internet to change your cart.")).toBeVisible();

      // Back online: the banner goes, and the dish goes into the cart.
      await context.setOffline(false);
      await page.getByRole("status").filter({ hasText: OFFLINE_BANNER }).waitFor({ state: "detached" });
      await dish(page).getByRole("button", { name: "Add to Cart" }).click();
      await expect(toast(page, "Added to cart")).toBeVisible();

      await page.goto("/shop/checkout");
      await page.getByRole("radio", { name: /9-1 Temple Street/ }).check();

      // The network drops as the order is placed: it waits on the page, and nothing is stored.
      await context.setOffline(true);
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(
        page.getByText("No connection. Your order will be placed as soon as you are back online; keep this page open.").first(),
      ).toBeVisible();
      expect(await myOrderIds(page)).toEqual([]);

      // The network returns: the order is sent (with the visit's idempotency key) and stored once.
      await context.setOffline(false);
      await expect(page).toHaveURL(atPath("/shop/order-success"), { timeout: 20_000 });
      expect(await myOrderIds(page)).toHaveLength(1);
    },
  );

  test("forgets the signed-in customer's kept answers at logout", async ({ openPage }) => {
    const page = await openPage({ serviceWorker: "allow" });
    // Signed in through the form: logging out ends this session, not the worker's shared one.
    await signIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(atPath("/shop/home"));
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expectKeptAnswers(page, ["CurrentUser", "ShopCart"]);

    await page.getByRole("button", { name: `Account menu for ${shopper.userName}` }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL(atPath("/auth/login"));
    // Nothing kept names the customer any more (an anonymous "who is signed in" may come back).
    await expect(async () => {
      const kept = await keptAnswers(page);
      const bodies = await keptAnswerBodies(page);
      expect(kept, "After logout the service worker still keeps the customer's cart").not.toContain("ShopCart");
      expect(
        bodies.filter((body) => body.includes(shopper.email) || body.includes(shopper.userName)),
        `After logout the service worker still keeps [${kept.join(", ")}], some naming the customer`,
      ).toEqual([]);
    }).toPass({ timeout: 15_000 });
  });
});
