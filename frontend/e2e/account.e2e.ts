import { createCustomer, expect, expectNoA11yViolations, graphql, heading, test, toast, type Account, type Page } from "./support";

/** docs/architecture.md#screens account and feedback, #behaviour orders and the address form, #forms the 2-address rule. */

/** One customer of this file: its addresses and orders change, so not the shared demo customer. */
let shopper: Account;

test.beforeAll(async () => {
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

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test.describe("the account page", () => {
  test("greets the customer, shows 'No orders found.' and keeps the chosen tab in the URL", { tag: "@phone" }, async ({ openPage }) => {
    const page = await openPage({ as: shopper });
    await page.goto("/shop/account");
    await expect(heading(page, "Account")).toBeVisible();
    await expect(page.getByText(`Hey ${shopper.userName}...`).first()).toBeVisible();
    await expect(page.getByText(shopper.email, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order History" }).first()).toBeVisible();
    await expect(page.getByText("No orders found.").first()).toBeVisible();
    await expect(tab(page, "Orders")).toHaveAttribute("aria-selected", "true");
    await expectNoA11yViolations(page);

    await page.getByRole("tab", { name: "Address", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Saved Addresses" }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("address");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Saved Addresses" }).first()).toBeVisible();
    await expect(tab(page, "Address")).toHaveAttribute("aria-selected", "true");

    await page.getByRole("tab", { name: "Orders", exact: true }).click();
    await expect(page.getByText("No orders found.").first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get("tab")).toBeNull();
  });

  test("refuses a third address with 'You can add only 2 addresses' and clears the form", async ({ openPage }) => {
    const page = await openPage({ as: shopper });
    await addAddressViaApi(page, "1-2-3, Main Road");
    await addAddressViaApi(page, "4-5-6, Station Road");
    await page.goto("/shop/account?tab=address");
    await expect(page.getByText("4-5-6, Station Road").first()).toBeVisible();

    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await field("Address").fill("7-8-9, Temple Street");
    await field("City").fill("Bhimavaram");
    await field("Pincode").fill("534202");
    await field("Phone").fill("9876512345");
    await field("Any Preparation Tips").fill("Less spicy");
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(toast(page, "You can add only 2 addresses")).toBeVisible();
    for (const label of ["Address", "City", "Pincode", "Phone", "Any Preparation Tips"]) {
      await expect(field(label)).toHaveValue("");
    }
    await expect(page.getByText("7-8-9, Temple Street")).toHaveCount(0);
    const { addresses } = await graphql<{ addresses: unknown[] }>(`query E2EAccountAddresses { addresses { id } }`, {}, page);
    expect(addresses).toHaveLength(2);
  });

  test("shows a placed order in the history and its details, and lets the customer cancel it", async ({ adminPage: admin, openPage }) => {
    // An always-open kitchen far from the demo town, so the order can be placed at any hour
    // without changing what the demo town's listing shows.
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

    const page = await openPage({ as: shopper, viewport: "mobile" });
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
    await expect(page.getByText(`#${number}`).first()).toBeVisible();
    await page.getByRole("button", { name: `View order #${number}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog.getByText("Midnight Upma").first()).toBeVisible();
    await expect(dialog.getByText("E2E Night Kitchen").first()).toBeVisible();
    await expect(dialog.getByText("Delivery Charges").first()).toBeVisible();
    await expect(dialog.getByText("₹30.00").first()).toBeVisible();
    await expect(dialog.getByText("₹130.00").first()).toBeVisible();
    await expect(dialog.getByText("Cash On Delivery").first()).toBeVisible();
    await expectNoA11yViolations(page);

    await dialog.getByRole("button", { name: "Cancel Order" }).click();
    await page.getByRole("button", { name: "Yes, Cancel Order" }).click();
    await expect(toast(page, `Order #${number} has been cancelled.`)).toBeVisible();
    await expect(dialog.getByText("Cancelled").first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "hidden" });
    // The history shows the new status without a reload (one normalised cache).
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: `#${number}` })
        .getByText("Cancelled")
        .first(),
    ).toBeVisible();

    await graphql(`mutation E2EAccountDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: createRestaurant.id }, admin);
  });
});

test.describe("the feedback page", () => {
  test("opens a WhatsApp chat with the title and description, then clears the form", { tag: "@phone" }, async ({ customerPage: page }) => {
    // The test machine may be offline: answer wa.me with a stub page, the URL is what matters.
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await page.goto("/shop/feedback");
    await expect(heading(page, "Share Your Feedback")).toBeVisible();

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a query title").first()).toBeVisible();
    await expect(page.getByText("Please enter a description").first()).toBeVisible();

    await page.getByLabel("Query Title").fill("Cold biryani");
    await page.getByLabel("Description").fill("The biryani arrived cold & late.");
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Submit" }).click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
    expect(url.searchParams.get("text")).toContain("Cold biryani");
    expect(url.searchParams.get("text")).toContain("The biryani arrived cold & late.");
    await popup.close();

    await expect(page.getByLabel("Query Title")).toHaveValue("");
    await expect(page.getByLabel("Description")).toHaveValue("");
  });
});
