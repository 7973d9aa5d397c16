import type { Page } from "playwright-core";
import { DEMO, expectHeading, expectNoA11yViolations, expectVisible, graphql, useBrowser } from "./support";

/**
 * docs/architecture.md#screens listing/{id}: the header card (Category, Hours, Price Range, Rating, 'Open Now' /
 * 'Closed'), the filters kept in the URL and sessionStorage `menuFilters` (docs/architecture.md#client-state, #behaviour), the
 * sort, 'No Items Found!', 'Not Available' items, a closed restaurant's cards, an unknown id.
 */
const e2e = useBrowser();

interface Kitchen {
  id: string;
  name: string;
}

/**
 * A kitchen far from the demo town, so the listing and search other specs see are unchanged
 * (the run's database is thrown away afterwards).
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
const itemNames = (page: Page) => page.getByRole("article").getByRole("heading").allInnerTexts();

describe("the restaurant menu page", () => {
  it("shows the header card, filters and sorts the menu, and keeps the filters for the session", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin });
    // Equal opening and closing times: open around the clock, whatever the hour of the run.
    const kitchen = await createKitchen(admin, "E2E Menu Kitchen", { openingTime: "07:00", closingTime: "07:00", isOpen: true });

    const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile" });
    await page.goto(`/shop/listing/${kitchen.id}`);
    await expectHeading(page, kitchen.name);
    await expectVisible(page.getByText("Open Now", { exact: true }));
    await expectVisible(page.getByText("Veg & Non-Veg"));
    await expectVisible(page.getByText("Open 24 hours"));
    await expectVisible(page.getByText("₹350.00 for two"));
    await expectVisible(page.getByRole("heading", { name: "All Menu Items (3 items)" }));
    // Default sort: price low to high.
    expect(await itemNames(page)).toEqual(["Sugarcane Juice", "Ragi Sangati", "Natu Kodi Pulusu"]);

    await expectVisible(card(page, "Ragi Sangati").getByText("20% OFF"));
    await expectVisible(card(page, "Ragi Sangati").getByText("₹120.00"));
    expect(await card(page, "Ragi Sangati").getByRole("button", { name: "Add to Cart" }).isEnabled()).toBe(true);
    await expectVisible(card(page, "Sugarcane Juice").getByText("Not Available"));
    expect(await card(page, "Sugarcane Juice").getByRole("button", { name: "Add to Cart" }).isDisabled()).toBe(true);
    await expectNoA11yViolations(page);

    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Veg", exact: true }).check();
    await expectVisible(page.getByRole("heading", { name: "All Menu Items (2 items)" }));
    expect(await itemNames(page)).toEqual(["Ragi Sangati", "Sugarcane Juice"]);
    const url = new URL(page.url());
    expect(url.searchParams.get("isVeg")).toBe("true");
    expect(url.searchParams.get("sortBy")).toBe("price-hightolow");
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("menuFilters"))) ?? "null")).toEqual({ isVeg: ["true"] });

    await page.getByRole("checkbox", { name: "Bakery Item" }).check();
    await expectVisible(page.getByText("No Items Found!"));

    // Coming back without a query string restores the stored filters.
    await page.goto(`/shop/listing/${kitchen.id}`);
    await expectVisible(page.getByText("No Items Found!"));
    expect(new URL(page.url()).searchParams.get("category")).toBe("bakeryItem");
  });

  it("disables 'Add to Cart' everywhere while the restaurant is closed", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin });
    const kitchen = await createKitchen(admin, "E2E Closed Kitchen", { openingTime: "07:00", closingTime: "07:00", isOpen: false });

    const page = await e2e.newPage({ as: DEMO.customer });
    await page.goto(`/shop/listing/${kitchen.id}`);
    await expectHeading(page, kitchen.name);
    await expectVisible(page.getByText("Closed", { exact: true }));
    await expectVisible(card(page, "Ragi Sangati").getByText("Restaurant closed now"));
    const buttons = page.getByRole("button", { name: "Add to Cart" });
    expect(await buttons.count()).toBe(3);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
  });

  it("says so when the restaurant does not exist, with a way back to the listing", async () => {
    const page = await e2e.newPage({ as: DEMO.customer });
    await page.goto("/shop/listing/00000000-0000-4000-8000-000000000000");
    await expectHeading(page, "Restaurant not found");
    await page.getByRole("link", { name: "Back to Restaurants" }).click();
    await page.waitForURL((url) => url.pathname === "/shop/listing");
  });
});
