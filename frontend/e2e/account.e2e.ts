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

/** docs/architecture.md#screens account and feedback, #behaviour orders and the address form, #forms the 2-address rule. */
const e2e = useBrowser();

/** One customer of this file: its addresses and orders change, so not the shared demo customer. */
let shopper: Account;

beforeAll(async () => {
  shopper = await createCustomer("account");
});

const ADD_ADDRESS = `mutation E2EAccountAddAddress($input: AddressInput!) { addAddress(input: $input) { id } }`;

async function addAddressViaApi(page: Page, address: string): Promise<string> {
  const data = await graphql<{ addAddress: { id: string } }>(
    ADD_ADDRESS,
    { input: { address, city: "Bhimavaram", pincode: "534201", phone: "9876501234", notes: "Ring the bell" } },
    page,
  );
  return data.addAddress.id;
}

const selectedTab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).getAttribute("aria-selected");

describe("the account page", () => {
  it("greets the customer, shows 'No orders found.' and keeps the chosen tab in the URL", async () => {
    const page = await e2e.newPage({ as: shopper, viewport: "mobile" });
    await page.goto("/shop/account");
    await expectHeading(page, "Account");
    await expectVisible(page.getByText(`Hey ${shopper.userName}...`));
    await expectVisible(page.getByText(shopper.email, { exact: true }));
    await expectVisible(page.getByRole("heading", { name: "Order History" }));
    await expectVisible(page.getByText("No orders found."));
    expect(await selectedTab(page, "Orders")).toBe("true");
    await expectNoA11yViolations(page);

    await page.getByRole("tab", { name: "Address", exact: true }).click();
    await expectVisible(page.getByRole("heading", { name: "Saved Addresses" }));
    expect(new URL(page.url()).searchParams.get("tab")).toBe("address");

    await page.reload();
    await expectVisible(page.getByRole("heading", { name: "Saved Addresses" }));
    expect(await selectedTab(page, "Address")).toBe("true");

    await page.getByRole("tab", { name: "Orders", exact: true }).click();
    await expectVisible(page.getByText("No orders found."));
    expect(new URL(page.url()).searchParams.get("tab")).toBeNull();
  });

  it("refuses a third address with 'You can add only 2 addresses' and clears the form", async () => {
    const page = await e2e.newPage({ as: shopper });
    await addAddressViaApi(page, "1-2-3, Main Road");
    await addAddressViaApi(page, "4-5-6, Station Road");
    await page.goto("/shop/account?tab=address");
    await expectVisible(page.getByText("4-5-6, Station Road"));

    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await field("Address").fill("7-8-9, Temple Street");
    await field("City").fill("Bhimavaram");
    await field("Pincode").fill("534202");
    await field("Phone").fill("9876512345");
    await field("Any Preparation Tips").fill("Less spicy");
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expectToast(page, "You can add only 2 addresses");
    for (const label of ["Address", "City", "Pincode", "Phone", "Any Preparation Tips"]) {
      expect(await field(label).inputValue()).toBe("");
    }
    expect(await page.getByText("7-8-9, Temple Street").count()).toBe(0);
    const { addresses } = await graphql<{ addresses: unknown[] }>(`query E2EAccountAddresses { addresses { id } }`, {}, page);
    expect(addresses).toHaveLength(2);
  });

  it("shows a placed order in the history and its details, and lets the customer cancel it", async () => {
    // An always-open kitchen far from the demo town, so the order can be placed at any hour
    // without changing what the demo town's listing shows.
    const admin = await e2e.newPage({ as: DEMO.admin });
    const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
      `mutation E2EAccountRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
      {
        input: {
          name: "E2E Night Kitchen",
          address: "1 Test Lane, Tirupati",
          category: "veg",
          openingTime: "00:00",
          closingTime: "00:00",
          deliveryRadiusKm: 1,
          deliveryTime: 30,
          latitude: 13.6288,
          longitude: 79.4192,
          priceForTwo: 200,
        },
      },
      admin,
    );
    const { createMenuItem } = await graphql<{ createMenuItem: { id: string } }>(
      `mutation E2EAccountMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      {
        restaurantId: createRestaurant.id,
        input: { name: "Midnight Upma", category: "tiffin", isVeg: true, originalPrice: 60, offerPrice: 50 },
      },
      admin,
    );

    const page = await e2e.newPage({ as: shopper, viewport: "mobile" });
    const { addresses } = await graphql<{ addresses: { id: string }[] }>(`query E2EAccountAddressIds { addresses { id } }`, {}, page);
    const addressId = addresses[0]?.id ?? (await addAddressViaApi(page, "1-2-3, Main Road"));
    await graphql(
      `mutation E2EAccountAddToCart($id: ID!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: true) { total } }`,
      { id: createMenuItem.id },
      page,
    );
    const { placeOrder } = await graphql<{ placeOrder: { id: string } }>(
      `mutation E2EAccountPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }`,
      { input: { addressId, idempotencyKey: crypto.randomUUID() } },
      page,
    );
    const number = placeOrder.id.slice(-6).toUpperCase();

    await page.goto("/shop/account");
    await expectVisible(page.getByText(`#${number}`));
    await page.getByRole("button", { name: `View order #${number}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expectVisible(dialog.getByText("Midnight Upma"));
    await expectVisible(dialog.getByText("E2E Night Kitchen"));
    await expectVisible(dialog.getByText("Delivery Charges"));
    await expectVisible(dialog.getByText("₹30.00"));
    await expectVisible(dialog.getByText("₹130.00"));
    await expectVisible(dialog.getByText("Cash On Delivery"));
    await expectNoA11yViolations(page);

    await dialog.getByRole("button", { name: "Cancel Order" }).click();
    await page.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await expectToast(page, `Order #${number} has been cancelled.`);
    await expectVisible(dialog.getByText("Cancelled").first());
    expect(await dialog.getByRole("button", { name: "Cancel Order" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "hidden" });
    // The history shows the new status without a reload (one normalised cache).
    await expectVisible(
      page
        .getByRole("listitem")
        .filter({ hasText: `#${number}` })
        .getByText("Cancelled"),
    );

    await graphql(`mutation E2EAccountDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: createRestaurant.id }, admin);
  });
});

describe("the feedback page", () => {
  it("opens a WhatsApp chat with the title and description, then clears the form", async () => {
    const page = await e2e.newPage({ as: DEMO.customer, viewport: "mobile" });
    // The test machine may be offline: answer wa.me with a stub page, the URL is what matters.
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await page.goto("/shop/feedback");
    await expectHeading(page, "Share Your Feedback");

    await page.getByRole("button", { name: "Submit" }).click();
    await expectVisible(page.getByText("Please enter a query title"));
    await expectVisible(page.getByText("Please enter a description"));

    await page.getByLabel("Query Title").fill("Cold biryani");
    await page.getByLabel("Description").fill("The biryani arrived cold & late.");
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Submit" }).click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    expect(url.searchParams.get("text")).toContain("Cold biryani");
    expect(url.searchParams.get("text")).toContain("The biryani arrived cold & late.");
    await popup.close();

    expect(await page.getByLabel("Query Title").inputValue()).toBe("");
    expect(await page.getByLabel("Description").inputValue()).toBe("");
  });
});
