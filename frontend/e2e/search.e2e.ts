import type { Page } from "playwright-core";
import {
  DEMO,
  createCustomer,
  expectHeading,
  expectNoA11yViolations,
  expectToast,
  expectVisible,
  graphql,
  useBrowser,
  type Account,
} from "./support";

/**
 * docs/architecture.md#screens search, #forms (search only for more than 3 characters and a known location), #messages the
 * search page's location error: the box, 'Search your favorite food!', 'No Items Found.', the
 * results with their restaurant and 'Add to Cart', and 'Try Again – Enable Location Access'.
 */
const e2e = useBrowser();

/**
 * Tirupati: far from the demo town, so only this file's kitchen delivers there and no other
 * spec sees it (the run's database is thrown away afterwards).
 */
const KITCHEN_LOCATION = { latitude: 13.6288, longitude: 79.4192 };
const KITCHEN_NAME = "E2E Search Kitchen";

let shopper: Account;
let kitchenId = "";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search Food Items..." });
const keywordInUrl = (page: Page) => new URL(page.url()).searchParams.get("keyword");

beforeAll(async () => {
  shopper = await createCustomer("search");
  const admin = await e2e.newPage({ as: DEMO.admin });
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

describe("the search page", () => {
  it("asks for a keyword while the box is empty or holds 3 characters or fewer", async () => {
    const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile" });
    await page.goto("/shop/search");
    await expectHeading(page, "Search food");
    expect(await searchBox(page).getAttribute("placeholder")).toBe("Search Food Items...");
    await expectVisible(page.getByText("Search your favorite food!"));
    await expectNoA11yViolations(page);

    await searchBox(page).fill("  dos ");
    await page.waitForURL((url) => url.searchParams.get("keyword") === "  dos ");
    await expectVisible(page.getByText("Type more than 3 letters to search."));
    await expectVisible(page.getByText("Search your favorite food!"));
    expect(await page.getByRole("article").count()).toBe(0);
  });

  it("says 'No Items Found.' when nothing near the customer matches", async () => {
    const page = await e2e.newPage({ as: DEMO.customer });
    await page.goto("/shop/search?keyword=Zzqxv%20Nothing");
    expect(await searchBox(page).inputValue()).toBe("Zzqxv Nothing");
    await expectVisible(page.getByText("No Items Found."));
  });

  it("finds the items near the customer, names their restaurant and adds one to the cart", async () => {
    const page = await e2e.newPage({ as: shopper, geolocation: KITCHEN_LOCATION });
    await page.goto("/shop/search");
    await searchBox(page).pressSequentially("kovvur");
    // The URL follows the box once typing pauses.
    await page.waitForURL((url) => url.searchParams.get("keyword") === "kovvur");

    const dosa = page.getByRole("article", { name: "Kovvur Ghee Dosa" });
    await expectVisible(dosa);
    await expectVisible(dosa.getByText("20% OFF"));
    await expectVisible(dosa.getByText("₹80.00"));
    await expectVisible(dosa.getByText("Open Now"));
    expect(await dosa.getByRole("link", { name: `From ${KITCHEN_NAME}` }).getAttribute("href")).toBe(`/shop/listing/${kitchenId}`);

    const unavailable = page.getByRole("article", { name: "Kovvur Onion Dosa" });
    await expectVisible(unavailable.getByText("Not Available"));
    expect(await unavailable.getByRole("button", { name: "Add to Cart" }).isDisabled()).toBe(true);
    await expectNoA11yViolations(page);

    await dosa.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart");
    await expectVisible(page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }));
    expect(keywordInUrl(page)).toBe("kovvur");
  });

  it("explains a refused location, offers 'Try Again – Enable Location Access' and searches near a chosen town", async () => {
    const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile", geolocation: "denied" });
    await page.goto("/shop/search?keyword=biryani");
    await expectVisible(page.getByText("Location permission denied. Enable it in browser settings."));
    await expectVisible(page.getByRole("button", { name: "Try Again – Enable Location Access" }));
    expect(await page.getByRole("article").count()).toBe(0);

    await page.getByLabel("Your town").selectOption({ label: "Bhimavaram (West Godavari)" });
    await page.getByRole("button", { name: "Show restaurants" }).click();
    await expectVisible(page.getByRole("article").filter({ hasText: /Biryani/ }));
  });
});
