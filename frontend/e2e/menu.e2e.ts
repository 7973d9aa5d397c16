import { DEMO, atPath, expect, expectNoA11yViolations, graphql, heading, test, type Page } from "./support";

/**
 * docs/architecture.md#screens listing/{id}: the header card (Category, Hours, Price Range, Rating, 'Open Now' /
 * 'Closed'), the filters kept in the URL and sessionStorage `menuFilters` (docs/architecture.md#client-state, #behaviour), the
 * sort, 'No Items Found!', 'Not Available' items, a closed restaurant's cards, an unknown id.
 */

interface Kitchen {
  id: string;
  name: string;
}

/**
 * A kitchen far from the demo town, so the listing and search other specs see are unchanged
 * (the worker's database is thrown away afterwards).
 */
async function createKitchen(
  admin: Page,
  name: string,
  hours: { openingTime: string; closingTime: string; isOpen: boolean },
): Promise<Kitchen> {
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2EMenuRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name,
        address: "9 Fort Road, Kurnool",
        category: "both",
        deliveryRadiusKm: 1,
        deliveryTime: 25,
        priceForTwo: 350,
        rating: 4.2,
        latitude: 15.8281,
        longitude: 78.0373,
        ...hours,
      },
    },
    admin,
  );
  const items = [
    { name: "Ragi Sangati", originalPrice: 120, offerPrice: 96, isVeg: true, category: "meal", isAvailable: true },
    { name: "Natu Kodi Pulusu", originalPrice: 260, offerPrice: 260, isVeg: false, category: "meal", isAvailable: true },
    { name: "Sugarcane Juice", originalPrice: 40, offerPrice: 40, isVeg: true, category: "drink", isAvailable: false },
  ];
  for (const item of items) {
    await graphql(
      `mutation E2EMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      { restaurantId: createRestaurant.id, input: item },
      admin,
    );
  }
  return { id: createRestaurant.id, name };
}

const card = (page: Page, name: string) => page.getByRole("article", { name });
const itemNames = (page: Page) => page.getByRole("article").getByRole("heading");

test.describe("the restaurant menu page", () => {
  test(
    "shows the header card, filters and sorts the menu, and keeps the filters for the session",
    { tag: "@phone" },
    async ({ openPage }) => {
      const admin = await openPage({ as: DEMO.admin });
      // Equal opening and closing times: open around the clock, whatever the hour of the run.
      const kitchen = await createKitchen(admin, "E2E Menu Kitchen", { openingTime: "07:00", closingTime: "07:00", isOpen: true });

      const page = await openPage({ as: DEMO.customer });
      await page.goto(`/shop/listing/${kitchen.id}`);
      await expect(heading(page, kitchen.name)).toBeVisible();
      await expect(page.getByText("Open Now", { exact: true })).toBeVisible();
      await expect(page.getByText("Veg & Non-Veg")).toBeVisible();
      await expect(page.getByText("Open 24 hours")).toBeVisible();
      await expect(page.getByText("₹350.00 for two")).toBeVisible();
      await expect(page.getByRole("heading", { name: "All Menu Items (3 items)" })).toBeVisible();
      // Default sort: price low to high.
      await expect(itemNames(page)).toHaveText(["Sugarcane Juice", "Ragi Sangati", "Natu Kodi Pulusu"]);

      await expect(card(page, "Ragi Sangati").getByText("20% OFF")).toBeVisible();
      await expect(card(page, "Ragi Sangati").getByText("₹120.00")).toBeVisible();
      await expect(card(page, "Ragi Sangati").getByRole("button", { name: "Add to Cart" })).toBeEnabled();
      await expect(card(page, "Sugarcane Juice").getByText("Not Available")).toBeVisible();
      await expect(card(page, "Sugarcane Juice").getByRole("button", { name: "Add to Cart" })).toBeDisabled();
      await expectNoA11yViolations(page);

      await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
      await page.getByText("Filters", { exact: true }).click();
      await page.getByRole("checkbox", { name: "Veg", exact: true }).check();
      await expect(page.getByRole("heading", { name: "All Menu Items (2 items)" })).toBeVisible();
      await expect(itemNames(page)).toHaveText(["Ragi Sangati", "Sugarcane Juice"]);
      const url = new URL(page.url());
      expect(url.searchParams.get("isVeg")).toBe("true");
      expect(url.searchParams.get("sortBy")).toBe("price-hightolow");
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("menuFilters"))) ?? "null")).toEqual({ isVeg: ["true"] });

      await page.getByRole("checkbox", { name: "Bakery Item" }).check();
      await expect(page.getByText("No Items Found!")).toBeVisible();

      // Coming back without a query string restores the stored filters.
      await page.goto(`/shop/listing/${kitchen.id}`);
      await expect(page.getByText("No Items Found!")).toBeVisible();
      expect(new URL(page.url()).searchParams.get("category")).toBe("bakeryItem");
    },
  );

  test("disables 'Add to Cart' everywhere while the restaurant is closed", async ({ adminPage: admin, customerPage: page }) => {
    const kitchen = await createKitchen(admin, "E2E Closed Kitchen", { openingTime: "07:00", closingTime: "07:00", isOpen: false });

    await page.goto(`/shop/listing/${kitchen.id}`);
    await expect(heading(page, kitchen.name)).toBeVisible();
    await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    await expect(card(page, "Ragi Sangati").getByText("Restaurant closed now")).toBeVisible();
    const buttons = page.getByRole("button", { name: "Add to Cart" });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
  });

  test("says so when the restaurant does not exist, with a way back to the listing", async ({ customerPage: page }) => {
    await page.goto("/shop/listing/00000000-0000-4000-8000-000000000000");
    await expect(heading(page, "Restaurant not found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Restaurants" }).click();
    await expect(page).toHaveURL(atPath("/shop/listing"));
  });
});
