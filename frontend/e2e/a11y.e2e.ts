import type { Page } from "playwright-core";
import { DEMO, DEMO_TOWN_LOCATION, expectNoA11yViolations, expectVisible, graphql, useBrowser, VIEWPORTS } from "./support";

/**
 * Every page of the storefront, at 360 px and at desktop width, once it shows its content:
 * no serious or critical axe-core violation (the brief's accessibility budget). Read-only, so
 * each width keeps one visitor tab and one customer tab for all its pages, as a user would.
 */
const e2e = useBrowser();

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

beforeAll(async () => {
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
  await expectVisible(page.locator("h1"));
  const heading = await page.locator("h1").first().innerText();
  if (heading === "Page Not Found") throw new Error(`${path} shows 'Page Not Found': the page does not exist (yet)`);
  const at = new URL(page.url()).pathname;
  if (at !== path) throw new Error(`${path} redirected to ${at}`);
  await page.waitForLoadState("networkidle");
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("at %s width", (viewport) => {
  const tabs: { visitor?: Page; customer?: Page } = {};
  beforeAll(async () => {
    // With the animations most users see: the pages are checked once they have settled.
    tabs.visitor = await e2e.newPage({ viewport, motion: "full" });
    tabs.customer = await e2e.newPage({ viewport, as: DEMO.customer, motion: "full" });
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))("%s has no serious or critical violations", async (_name, target) => {
    const path = typeof target.path === "function" ? target.path() : target.path;
    const page = (target.signedIn ? tabs.customer : tabs.visitor)!;
    await page.goto(path);
    await settled(page, path);
    await expectNoA11yViolations(page, `${path} at ${viewport} width`);
  });
});

/** The admin pages added with live orders and broadcasts, as the superadmin who may use all of them. */
const ADMIN_TARGETS = ["/admin/notifications"];

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)("admin pages at %s width", (viewport) => {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await e2e.newPage({ viewport, as: DEMO.superadmin, motion: "full" });
  });

  it.each(ADMIN_TARGETS)("%s has no serious or critical violations", async (path) => {
    await page!.goto(path);
    await settled(page!, path);
    await expectNoA11yViolations(page!, `${path} at ${viewport} width`);
  });
});
