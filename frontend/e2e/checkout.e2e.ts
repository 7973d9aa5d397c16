import {
  DEMO,
  atPath,
  createCustomer,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  test,
  toast,
  type Account,
  type Locator,
  type Page,
} from "./support";

/**
 * docs/architecture.md#screens menu → cart sheet → checkout → order success → account, #forms the place-order rules,
 * #constants the cart totals (offer price capped at the original, ₹30 delivery), docs/architecture.md#pricing the
 * one-restaurant cart and the idempotent order.
 */

/** This file's customer: its cart, addresses and orders change, so not the shared demo customer. */
let shopper: Account;

test.beforeAll(async () => {
  shopper = await createCustomer("checkout");
});

interface Kitchen {
  id: string;
  name: string;
}

/**
 * An always-open kitchen (equal opening and closing times) far from the demo town, so orders can
 * be placed at any hour without changing what the demo town's listing shows to other specs.
 */
async function createKitchen(
  admin: Page,
  name: string,
  items: Array<{ name: string; originalPrice: number; offerPrice: number }>,
): Promise<Kitchen> {
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2ECheckoutRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name,
        address: "7 Beach Road, Visakhapatnam",
        category: "both",
        openingTime: "00:00",
        closingTime: "00:00",
        deliveryRadiusKm: 1,
        deliveryTime: 30,
        latitude: 17.6868,
        longitude: 83.2185,
        priceForTwo: 300,
      },
    },
    admin,
  );
  for (const item of items) {
    await graphql(
      `mutation E2ECheckoutMenuItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      { restaurantId: createRestaurant.id, input: { ...item, category: "tiffin", isVeg: true } },
      admin,
    );
  }
  return { id: createRestaurant.id, name };
}

async function deleteKitchen(admin: Page, kitchen: Kitchen) {
  await graphql(`mutation E2ECheckoutDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchen.id }, admin);
}

const addButton = (page: Page, item: string) => page.getByRole("article", { name: item }).getByRole("button", { name: "Add to Cart" });
const cartButton = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });

/** The figure next to a label of a price summary (a <dt>/<dd> pair). */
const summaryValue = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator("dd");

async function expectSummary(scope: Locator, itemsTotal: string, delivery: string, total: string) {
  await expect(scope.locator("dd").filter({ hasText: total }).first()).toBeVisible();
  await expect(summaryValue(scope, "Items Total")).toHaveText(itemsTotal);
  await expect(summaryValue(scope, "Delivery Charges")).toHaveText(delivery);
  await expect(summaryValue(scope, "Total Amount")).toHaveText(total);
}

/** The whole journey is one test (menu to account); on a busy 2-core machine it needs more than the default 60 s. */
const JOURNEY_TIMEOUT_MS = 120_000;

test.describe("ordering", () => {
  test("adds from the menu, adjusts the cart, checks out to a new address and finds the order in the account", async ({
    adminPage: admin,
    openPage,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const kitchen = await createKitchen(admin, "E2E Checkout Kitchen", [
      { name: "Night Owl Dosa", originalPrice: 80, offerPrice: 70 },
      { name: "Moonlight Lassi", originalPrice: 50, offerPrice: 50 },
    ]);

    const page = await openPage({ as: shopper });
    await page.goto(`/shop/listing/${kitchen.id}`);
    await expect(page.getByRole("heading", { name: kitchen.name })).toBeVisible();
    await addButton(page, "Night Owl Dosa").click();
    await expect(toast(page, "Added to cart")).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible();
    await addButton(page, "Moonlight Lassi").click();
    await expect(cartButton(page, 2)).toBeVisible();

    // The cart sheet: lines, 2-decimal prices, the decrease rule and the totals.
    await cartButton(page, 2).click();
    const sheet = page.getByRole("dialog", { name: "Your Cart" });
    await expect(sheet.getByText("Night Owl Dosa")).toBeVisible();
    await expect(sheet.getByText("₹70.00 each")).toBeVisible();
    await expect(sheet.getByText("₹50.00 each")).toBeVisible();
    await expectSummary(sheet, "₹120.00", "₹30.00", "₹150.00");
    await expect(sheet.getByRole("button", { name: "Decrease quantity of Night Owl Dosa" })).toBeDisabled();
    await expectNoA11yViolations(page);

    await sheet.getByRole("button", { name: "Increase quantity of Night Owl Dosa" }).click();
    await expect(toast(page, "Cart item updated successfully")).toBeVisible();
    await expectSummary(sheet, "₹190.00", "₹30.00", "₹220.00");
    await expect(sheet.getByRole("button", { name: "Decrease quantity of Night Owl Dosa" })).toBeEnabled();
    await sheet.getByRole("button", { name: "Remove Moonlight Lassi from cart" }).click();
    await expect(toast(page, "Cart item deleted successfully")).toBeVisible();
    await sheet.getByText("Moonlight Lassi").waitFor({ state: "detached" });
    await expectSummary(sheet, "₹140.00", "₹30.00", "₹170.00");
    await expect(cartButton(page, 2)).toBeVisible();

    await sheet.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(atPath("/shop/checkout"));
    await expect(heading(page, "Checkout")).toBeVisible();
    await expect(page.getByText(/Only Cash on Delivery is available/)).toBeVisible();
    const summary = page.getByRole("region", { name: "Price Summary" });
    await expectSummary(summary, "₹140.00", "₹30.00", "₹170.00");

    // No address chosen yet.
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(toast(page, "Please select an address!")).toBeVisible();

    // A new address through the form; it becomes the chosen one.
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const addAddress = page.getByRole("button", { name: "Add", exact: true });
    await field("Address").fill("12-4-7, Lighthouse Street");
    await field("City").fill("Bhimavaram");
    await field("Pincode").fill("534201");
    await field("Phone").fill("9876504321");
    await expect(addAddress).toBeDisabled();
    await field("Any Preparation Tips").fill("Extra chutney");
    await addAddress.click();
    await expect(toast(page, "Address Added Successfully!")).toBeVisible();
    const chosen = page.getByRole("radio", { name: /12-4-7, Lighthouse Street/ });
    await expect(chosen).toBeVisible();
    await expect(chosen).toBeChecked();
    await expect(field("Address")).toHaveValue("");
    await expectNoA11yViolations(page);

    // A double click places one order (the button is busy and the idempotency key is the same).
    await page.getByRole("button", { name: "Place Order" }).dblclick();
    await expect(page).toHaveURL(atPath("/shop/order-success"));
    await expect(heading(page, "Order Placed Successfully!")).toBeVisible();
    await expect(page.getByText("Thank you for your order. You can track it in your account section.")).toBeVisible();
    const orderLine = (await page.getByText(/^Order #[0-9A-F]{6}$/).innerText()).trim();
    const number = orderLine.slice("Order #".length);
    expect(await page.evaluate(() => sessionStorage.getItem("currentOrderId"))).toBeNull();
    await expect(cartButton(page, 0)).toBeVisible();

    const { myOrders } = await graphql<{ myOrders: { total: number; items: Array<{ shortId: string; total: number }> } }>(
      `query E2ECheckoutOrders { myOrders { total items { shortId total } } }`,
      {},
      page,
    );
    expect(myOrders.total).toBe(1);
    expect(myOrders.items[0]).toEqual({ shortId: number, total: 170 });

    await page.getByRole("button", { name: "View My Orders" }).click();
    await expect(page).toHaveURL(atPath("/shop/account"));
    await expect(page.getByText(`#${number}`).first()).toBeVisible();
    await page.getByRole("button", { name: `View order #${number}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog.getByText("Night Owl Dosa").first()).toBeVisible();
    await expect(dialog.getByText(kitchen.name).first()).toBeVisible();
    await expect(dialog.getByText(/12-4-7, Lighthouse Street/).first()).toBeVisible();
    await expect(dialog.getByText("₹170.00").first()).toBeVisible();

    await deleteKitchen(admin, kitchen);
  });

  test("asks before mixing restaurants, and shows the empty cart on a phone", { tag: "@phone" }, async ({ openPage }) => {
    const admin = await openPage({ as: DEMO.admin });
    const first = await createKitchen(admin, "E2E First Kitchen", [{ name: "Pesarattu", originalPrice: 70, offerPrice: 70 }]);
    const second = await createKitchen(admin, "E2E Second Kitchen", [{ name: "Punugulu", originalPrice: 40, offerPrice: 35 }]);

    const page = await openPage({ as: shopper });
    await page.goto(`/shop/listing/${first.id}`);
    await addButton(page, "Pesarattu").click();
    await expect(cartButton(page, 1)).toBeVisible();

    await page.goto(`/shop/listing/${second.id}`);
    await addButton(page, "Punugulu").click();
    const prompt = page.getByRole("dialog", { name: "Start a new cart?" });
    await expect(prompt.getByText(/Your cart has items from E2E First Kitchen/)).toBeVisible();
    await prompt.getByRole("button", { name: "Keep My Cart" }).click();
    await prompt.waitFor({ state: "detached" });
    await expect(cartButton(page, 1)).toBeVisible();

    await addButton(page, "Punugulu").click();
    await page.getByRole("dialog", { name: "Start a new cart?" }).getByRole("button", { name: "Start New Cart" }).click();
    await expect(toast(page, "Added to cart")).toBeVisible();
    await cartButton(page, 1).click();
    const sheet = page.getByRole("dialog", { name: "Your Cart" });
    await expect(sheet.getByText("Punugulu")).toBeVisible();
    await expect(sheet.getByText("Pesarattu")).toHaveCount(0);
    await expectSummary(sheet, "₹35.00", "₹30.00", "₹65.00");

    // Removing the last line leaves the empty cart: no delivery charge, nothing to check out.
    await sheet.getByRole("button", { name: "Remove Punugulu from cart" }).click();
    await expect(sheet.getByText("Your cart is empty.")).toBeVisible();
    await expectSummary(sheet, "₹0.00", "₹0.00", "₹0.00");
    await expect(sheet.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    await expectNoA11yViolations(page);

    await page.goto("/shop/checkout");
    await expect(heading(page, "Checkout")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Restaurants" })).toBeVisible();

    await deleteKitchen(admin, first);
    await deleteKitchen(admin, second);
  });
});
