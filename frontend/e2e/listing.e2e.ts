import { DEMO, atPath, expect, expectNoA11yViolations, heading, test, type Page } from "./support";

/** docs/architecture.md#screens listing, #client-state, #behaviour filters and sort, #messages location errors, and the town / pincode fallback. */

const COUNT_HEADING = /^All Restaurants \((\d+)\)$/;

async function restaurantCount(page: Page): Promise<number> {
  await expect(heading(page, COUNT_HEADING)).toBeVisible();
  const text = await page.getByRole("heading", { level: 1 }).innerText();
  return Number(COUNT_HEADING.exec(text.trim())?.[1]);
}

/** The "for two" prices of the cards shown, in order. */
async function pricesForTwo(page: Page): Promise<number[]> {
  const texts = await page.getByText(/ for two$/).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test("filters by category and sorts, keeps both in the URL, and restores them after a reload and a visit elsewhere", async ({
  customerPage: page,
}) => {
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
  await expect(
    page
      .getByRole("link")
      .filter({ has: page.getByRole("img", { name: "Veg", exact: true }) })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "Non-Veg", exact: true })).toHaveCount(0);
  const prices = await pricesForTwo(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.reload();
  expect(await restaurantCount(page)).toBe(veg);
  await expect(page.getByRole("checkbox", { name: "Veg", exact: true })).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-hightolow");

  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(atPath("/shop/home"));
  await page.goto("/shop/listing");
  await page.waitForURL((url) => url.searchParams.get("category") === "veg" && url.searchParams.get("sortBy") === "price-hightolow");
  expect(await restaurantCount(page)).toBe(veg);

  await page.getByRole("checkbox", { name: "Veg", exact: true }).uncheck();
  await page.waitForURL((url) => !url.searchParams.has("category"));
  expect(await restaurantCount(page)).toBe(all);
});

test(
  "offers the town and pincode fallback when location is denied, then lists the restaurants of the chosen place",
  { tag: "@phone" },
  async ({ openPage }) => {
    const page = await openPage({ as: DEMO.customer, geolocation: "denied" });
    await page.goto("/shop/listing");
    await expect(page.getByText("Location permission denied. Enable in browser settings.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByLabel("Pincode").fill("534201");
    await page.getByRole("button", { name: "Find" }).click();
    expect(await restaurantCount(page)).toBeGreaterThan(0);
    await expect(page.getByText("Showing restaurants near Bhimavaram")).toBeVisible();

    await page.getByRole("button", { name: "Change place" }).click();
    await page.getByLabel("Your town").selectOption({ label: "Bhimavaram (West Godavari)" });
    await page.getByRole("button", { name: "Show restaurants" }).click();
    expect(await restaurantCount(page)).toBeGreaterThan(0);

    await page.locator('a[href^="/shop/listing/"]').first().click();
    await page.waitForURL((url) => /^\/shop\/listing\/[^/]+$/.test(url.pathname));
  },
);

test("shows the detected town and the offers carousel on the home page", { tag: "@phone" }, async ({ customerPage: page }) => {
  await page.goto("/shop/home");
  await expect(page.getByText("Bhimavaram", { exact: true }).first()).toBeVisible();
  const carousel = page.getByRole("region", { name: "Offers" });
  await expect(carousel.getByRole("img", { name: /^Offer 1 of \d+$/ })).toBeVisible();
  await carousel.getByRole("button", { name: "Next offer" }).click();
  await expect(carousel.getByRole("button", { name: "Show offer 2" }).and(page.locator('[aria-current="true"]'))).toBeVisible();
  await expectNoA11yViolations(page);
});
