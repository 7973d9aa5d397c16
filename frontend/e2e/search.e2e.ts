import { DEMO, createCustomer, expect, expectNoA11yViolations, graphql, heading, test, toast, type Account, type Page } from "./support";

/**
 * docs/architecture.md#screens search, #forms (search only for more than 3 characters and a known location), #messages the
 * search page's location error: the box, 'Search your favorite food!', 'No Items Found.', the
 * results with their restaurant and 'Add to Cart', and 'Try Again – Enable Location Access'.
 */

/**
 * Tirupati: far from the demo town, so only this file's kitchen delivers there and no other
 * spec sees it (the worker's database is thrown away afterwards).
 */
const KITCHEN_LOCATION = { latitude: 13.6288, longitude: 79.4192 };
const KITCHEN_NAME = "E2E Search Kitchen";

let shopper: Account;
let kitchenId = "";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search Food Items..." });
const keywordInUrl = (page: Page) => new URL(page.url()).searchParams.get("keyword");

test.beforeAll(async ({ openSharedPage }) => {
  shopper = await createCustomer("search");
  const admin = await openSharedPage({ as: DEMO.admin });
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2ESearchRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name: KITCHEN_NAME,
        address: "4 Temple Road, Tirupati",
        category: "veg",
        // Equal times: open around the clock, so the test does not depend on the hour it runs.
        openingTime: "00:00",
        closingTime: "00:00",
        deliveryRadiusKm: 1,
        deliveryTime: 30,
        priceForTwo: 200,
        ...KITCHEN_LOCATION,
      },
    },
    admin,
  );
  kitchenId = createRestaurant.id;
  const items = [
    { name: "Kovvur Ghee Dosa", originalPrice: 100, offerPrice: 80, isAvailable: true },
    { name: "Kovvur Onion Dosa", originalPrice: 90, offerPrice: 90, isAvailable: false },
  ];
  for (const item of items) {
    await graphql(
      `mutation E2ESearchMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      { restaurantId: kitchenId, input: { ...item, category: "tiffin", isVeg: true } },
      admin,
    );
  }
  await admin.context().close();
});

test.describe("the search page", () => {
  test("asks for a keyword while the box is empty or holds 3 characters or fewer", { tag: "@phone" }, async ({ customerPage: page }) => {
    await page.goto("/shop/search");
    await expect(heading(page, "Search food")).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search Food Items...");
    await expect(page.getByText("Search your favorite food!").first()).toBeVisible();
    await expectNoA11yViolations(page);

    await searchBox(page).fill("  dos ");
    await page.waitForURL((url) => url.searchParams.get("keyword") === "  dos ");
    await expect(page.getByText("Type more than 3 letters to search.").first()).toBeVisible();
    await expect(page.getByText("Search your favorite food!").first()).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("says 'No Items Found.' when nothing near the customer matches", async ({ customerPage: page }) => {
    await page.goto("/shop/search?keyword=Zzqxv%20Nothing");
    await expect(searchBox(page)).toHaveValue("Zzqxv Nothing");
    await expect(page.getByText("No Items Found.").first()).toBeVisible();
  });

  test("finds the items near the customer, names their restaurant and adds one to the cart", async ({ openPage }) => {
    const page = await openPage({ as: shopper, geolocation: KITCHEN_LOCATION });
    await page.goto("/shop/search");
    await searchBox(page).pressSequentially("kovvur");
    // The URL follows the box once typing pauses.
    await page.waitForURL((url) => url.searchParams.get("keyword") === "kovvur");

    const dosa = page.getByRole("article", { name: "Kovvur Ghee Dosa" });
    await expect(dosa.first()).toBeVisible();
    await expect(dosa.getByText("20% OFF").first()).toBeVisible();
    await expect(dosa.getByText("₹80.00").first()).toBeVisible();
    await expect(dosa.getByText("Open Now").first()).toBeVisible();
    await expect(dosa.getByRole("link", { name: `From ${KITCHEN_NAME}` })).toHaveAttribute("href", `/shop/listing/${kitchenId}`);

    const unavailable = page.getByRole("article", { name: "Kovvur Onion Dosa" });
    await expect(unavailable.getByText("Not Available").first()).toBeVisible();
    await expect(unavailable.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expectNoA11yViolations(page);

    await dosa.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Added to cart")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).first()).toBeVisible();
    expect(keywordInUrl(page)).toBe("kovvur");
  });

  test(
    "explains a refused location, offers 'Try Again – Enable Location Access' and searches near a chosen town",
    { tag: "@phone" },
    async ({ openPage }) => {
      const page = await openPage({ as: DEMO.customer, geolocation: "denied" });
      await page.goto("/shop/search?keyword=biryani");
      await expect(page.getByText("Location permission denied. Enable it in browser settings.").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Try Again – Enable Location Access" }).first()).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);

      await page.getByLabel("Your town").selectOption({ label: "Bhimavaram (West Godavari)" });
      await page.getByRole("button", { name: "Show restaurants" }).click();
      await expect(
        page
          .getByRole("article")
          .filter({ hasText: /Biryani/ })
          .first(),
      ).toBeVisible();
    },
  );
});
