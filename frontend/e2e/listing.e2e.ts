import type { Page } from "playwright-core";
import { DEMO, expectHeading, expectNoA11yViolations, expectPath, expectVisible, useBrowser } from "./support";

/** docs/architecture.md#screens listing, #client-state, #behaviour filters and sort, #messages location errors, and the town / pincode fallback. */
const e2e = useBrowser();

const COUNT_HEADING = /^All Restaurants \((\d+)\)$/;

async function restaurantCount(page: Page): Promise<number> {
  await expectHeading(page, COUNT_HEADING);
  const text = await page.getByRole("heading", { level: 1 }).innerText();
  return Number(COUNT_HEADING.exec(text.trim())?.[1]);
}

/** The "for two" prices of the cards shown, in order. */
async function pricesForTwo(page: Page): Promise<number[]> {
  const texts = await page.getByText(/ for two$/).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

it("filters by category and sorts, keeps both in the URL, and restores them after a reload and a visit elsewhere", async () => {
  const page = await e2e.newPage({ as: DEMO.customer });
  await page.goto("/shop/listing");
  const all = await restaurantCount(page);
  expect(all).toBeGreaterThan(1);
  await expectNoA11yViolations(page);

  await page.getByRole("checkbox", { name: "Veg", exact: true }).check();
  await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
  await page.waitForURL((url) => url.searchParams.get("category") === "veg" && url.searchParams.get("sortBy") === "price-hightolow");
  await page.getByRole("heading", { level: 1, name: `All Restaurants (${all})` }).waitFor({ state: "detached" });
  const veg = await restaurantCount(page);
  expect(veg).toBeGreaterThan(0);
  expect(veg).toBeLessThan(all);
  await expectVisible(page.getByRole("link").filter({ has: page.getByRole("img", { name: "Veg", exact: true }) }));
  expect(await page.getByRole("img", { name: "Non-Veg", exact: true }).count()).toBe(0);
  const prices = await pricesForTwo(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.reload();
  expect(await restaurantCount(page)).toBe(veg);
  expect(await page.getByRole("checkbox", { name: "Veg", exact: true }).isChecked()).toBe(true);
  expect(await page.getByLabel("Sort by").inputValue()).toBe("price-hightolow");

  await page.getByRole("link", { name: "Home" }).first().click();
  await expectPath(page, "/shop/home");
  await page.goto("/shop/listing");
  await page.waitForURL((url) => url.searchParams.get("category") === "veg" && url.searchParams.get("sortBy") === "price-hightolow");
  expect(await restaurantCount(page)).toBe(veg);

  await page.getByRole("checkbox", { name: "Veg", exact: true }).uncheck();
  await page.waitForURL((url) => !url.searchParams.has("category"));
  expect(await restaurantCount(page)).toBe(all);
});

it("offers the town and pincode fallback when location is denied, then lists the restaurants of the chosen place", async () => {
  const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile", geolocation: "denied" });
  await page.goto("/shop/listing");
  await expectVisible(page.getByText("Location permission denied. Enable in browser settings."));
  await expectVisible(page.getByRole("button", { name: "Try Again" }));
  await expectNoA11yViolations(page);

  await page.getByLabel("Pincode").fill("534201");
  await page.getByRole("button", { name: "Find" }).click();
  expect(await restaurantCount(page)).toBeGreaterThan(0);
  await expectVisible(page.getByText("Showing restaurants near Bhimavaram"));

  await page.getByRole("button", { name: "Change place" }).click();
  await page.getByLabel("Your town").selectOption({ label: "Bhimavaram (West Godavari)" });
  await page.getByRole("button", { name: "Show restaurants" }).click();
  expect(await restaurantCount(page)).toBeGreaterThan(0);

  await page.locator('a[href^="/shop/listing/"]').first().click();
  await page.waitForURL((url) => /^\/shop\/listing\/[^/]+$/.test(url.pathname));
});

it("shows the detected town and the offers carousel on the home page", async () => {
  const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile" });
  await page.goto("/shop/home");
  await expectVisible(page.getByText("Bhimavaram", { exact: true }));
  const carousel = page.getByRole("region", { name: "Offers" });
  await expectVisible(carousel.getByRole("img", { name: /^Offer 1 of \d+$/ }));
  await carousel.getByRole("button", { name: "Next offer" }).click();
  await expectVisible(carousel.getByRole("button", { name: "Show offer 2" }).and(page.locator('[aria-current="true"]')));
  await expectNoA11yViolations(page);
});
