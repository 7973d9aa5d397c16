import { DEMO, DEMO_TOWN_LOCATION, expect, expectNoA11yViolations, graphql, test, VIEWPORTS, type Page } from "./support";

/**
 * Every page of the storefront, at 360 px and at desktop width, once it shows its content:
 * no serious or critical axe-core violation (the brief's accessibility budget). Read-only, so
 * each width keeps one visitor tab and one customer tab for all its pages, as a user would. The
 * 360 px width runs in the "phone" project (tagged @phone), the desktop width in the "desktop"
 * one: each tab takes its project's viewport.
 */

interface Target {
  name: string;
  path: string | (() => string);
  signedIn: boolean;
}

let restaurantId = "";

const TARGETS: Target[] = [
  { name: "landing", path: "/", signedIn: false },
  { name: "login", path: "/auth/login", signedIn: false },
  { name: "register", path: "/auth/register", signedIn: false },
  { name: "shop home", path: "/shop/home", signedIn: true },
  { name: "restaurant listing", path: "/shop/listing", signedIn: true },
  { name: "menu page", path: () => `/shop/listing/${restaurantId}`, signedIn: true },
  { name: "search", path: "/shop/search", signedIn: true },
  { name: "checkout", path: "/shop/checkout", signedIn: true },
  { name: "account", path: "/shop/account", signedIn: true },
  { name: "contact", path: "/shop/contact", signedIn: true },
  { name: "feedback", path: "/shop/feedback", signedIn: true },
];

test.beforeAll(async () => {
  const { restaurantsNear } = await graphql<{ restaurantsNear: { items: Array<{ id: string; isOpenNow: boolean }> } }>(
    `query E2EA11yRestaurants($latitude: Float!, $longitude: Float!) {
      restaurantsNear(latitude: $latitude, longitude: $longitude, limit: 50) { items { id isOpenNow } }
    }`,
    DEMO_TOWN_LOCATION,
  );
  const restaurant = restaurantsNear.items.find((item) => item.isOpenNow) ?? restaurantsNear.items[0];
  if (!restaurant) throw new Error("The demo town has no restaurants near Bhimavaram");
  restaurantId = restaurant.id;
});

/** The page is showing its content: its h1, the network quiet, no loading indicator. */
async function settled(page: Page, path: string) {
  await expect(page.locator("h1").first()).toBeVisible();
  const heading = await page.locator("h1").first().innerText();
  if (heading === "Page Not Found") throw new Error(`${path} shows 'Page Not Found': the page does not exist (yet)`);
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`${path} redirected to ${at}`);
  await page.waitForLoadState("networkidle");
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

const WIDTHS = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;
/** The phone width's tests run in the "phone" project. */
const widthTag = (viewport: keyof typeof VIEWPORTS) => (viewport === "mobile" ? { tag: "@phone" } : {});

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport} width`, widthTag(viewport), () => {
    const tabs: { visitor?: Page; customer?: Page } = {};
    test.beforeAll(async ({ openSharedPage }) => {
      // With the animations most users see: the pages are checked once they have settled.
      tabs.visitor = await openSharedPage({ motion: "full" });
      tabs.customer = await openSharedPage({ as: DEMO.customer, motion: "full" });
    });

    for (const target of TARGETS) {
      test(`${target.name} has no serious or critical violations`, async () => {
        const path = typeof target.path === "function" ? target.path() : target.path;
        const page = (target.signedIn ? tabs.customer : tabs.visitor)!;
        await page.goto(path);
        await settled(page, path);
        await expectNoA11yViolations(page, `${path} at ${viewport} width`);
      });
    }
  });
}

/** The admin pages added with live orders and broadcasts, as the superadmin who may use all of them. */
const ADMIN_TARGETS = ["/admin/notifications"];

for (const viewport of WIDTHS) {
  test.describe(`admin pages at ${viewport} width`, widthTag(viewport), () => {
    let page: Page | undefined;
    test.beforeAll(async ({ openSharedPage }) => {
      page = await openSharedPage({ as: DEMO.superadmin, motion: "full" });
    });

    for (const path of ADMIN_TARGETS) {
      test(`${path} has no serious or critical violations`, async () => {
        await page!.goto(path);
        await settled(page!, path);
        await expectNoA11yViolations(page!, `${path} at ${viewport} width`);
      });
    }
  });
}
