import type { Page } from "playwright-core";
import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  eventually,
  expectPath,
  expectToast,
  expectVisible,
  graphql,
  signIn,
  useBrowser,
  type Account,
  type OrderKitchen,
} from "./support";
import { withInstallableBrowser } from "./support/installable-browser";
import { expectKeptAnswers, keptAnswerBodies, keptAnswers, waitForServiceWorkerControl } from "./support/service-worker";

/**
 * Issue 14: Ruchi installs like an app (the web app manifest and one service worker, checked by
 * Chromium itself through the DevTools protocol) and works on a network that drops: a shop page
 * seen before reopens offline with the offline banner, the cart refuses changes it cannot send,
 * and an order placed offline waits and is stored exactly once when the network returns.
 */
const e2e = useBrowser();

/** This file's customer: its cart and orders change, so not the shared demo customer. */
let shopper: Account;
let kitchen: OrderKitchen | null = null;

const OFFLINE_BANNER = "You are offline. You can look around; ordering needs the network.";

beforeAll(async () => {
  shopper = await createCustomer("pwa");
  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Offline Kitchen");
  await admin.context().close();
});

afterAll(async () => {
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

it("is installable: Chromium finds no installability errors and parses the manifest with its shortcuts", async () => {
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

describe("on a network that drops", () => {
  it("reopens a menu seen before offline, refuses cart changes there, and places an order made offline once the network is back", async () => {
    const page = await e2e.newPage({ as: shopper, viewport: "mobile" });
    const context = page.context();
    await addKakinadaAddress(page, shopper);

    // First visit: the worker installs once the page is idle and takes control. The second
    // load passes through it, which is when the menu's data is kept.
    await page.goto(`/shop/listing/${kitchen!.id}`);
    await expectVisible(dish(page));
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expectVisible(dish(page));
    await expectKeptAnswers(page, ["CurrentUser", "MenuRestaurant", "ShopCart"]);

    // No network at all: the same menu reopens from the worker, with the banner.
    await context.setOffline(true);
    await page.reload();
    await expectVisible(dish(page));
    await expectVisible(page.getByRole("status").filter({ hasText: OFFLINE_BANNER }));
    await dish(page).getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "You are offline. Connect to the internet to change your cart.");

    // Back online: the banner goes, and the dish goes into the cart.
    await context.setOffline(false);
    await page.getByRole("status").filter({ hasText: OFFLINE_BANNER }).waitFor({ state: "detached" });
    await dish(page).getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart");

    await page.goto("/shop/checkout");
    await page.getByRole("radio", { name: /9-1 Temple Street/ }).check();

    // The network drops as the order is placed: it waits on the page, and nothing is stored.
    await context.setOffline(true);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expectVisible(page.getByText("No connection. Your order will be placed as soon as you are back online; keep this page open."));
    expect(await myOrderIds(page)).toEqual([]);

    // The network returns: the order is sent (with the visit's idempotency key) and stored once.
    await context.setOffline(false);
    await expectPath(page, "/shop/order-success", 20_000);
    expect(await myOrderIds(page)).toHaveLength(1);
  }, 120_000);

  it("forgets the signed-in customer's kept answers at logout", async () => {
    // Signed in through the form: logging out ends this session, not the file's shared one.
    const page = await e2e.newPage();
    await signIn(page, shopper.email, shopper.password);
    await expectPath(page, "/shop/home");
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expectKeptAnswers(page, ["CurrentUser", "ShopCart"]);

    await page.getByRole("button", { name: `Account menu for ${shopper.userName}` }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expectPath(page, "/auth/login");
    // Nothing kept names the customer any more (an anonymous "who is signed in" may come back).
    let kept: string[] = [];
    await eventually(
      async () => {
        kept = await keptAnswers(page);
        const bodies = await keptAnswerBodies(page);
        return !kept.includes("ShopCart") && !bodies.some((body) => body.includes(shopper.email) || body.includes(shopper.userName));
      },
      () => `After logout the service worker still keeps [${kept.join(", ")}], some naming the customer`,
    );
  });
});
