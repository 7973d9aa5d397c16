import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  graphql,
  placeKitchenOrder,
  recordGraphqlRequests,
  test,
  toast,
  type Account,
  type Locator,
  type OrderKitchen,
} from "./support";

/**
 * Issue 13: every mutation answers with the fragments of the components showing what it
 * changed, so the normalised cache updates each screen from the mutation's answer alone. Each
 * test counts the GraphQL requests the page sends: after a change, the one mutation and no query.
 */

const DISH = { name: "Rava Idli", originalPrice: 60, offerPrice: 50 };

let shopper: Account;
let kitchen: OrderKitchen | undefined;
let kitchenName = "";
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  shopper = await createCustomer("payloads");
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Payload Kitchen", DISH);
  const { restaurant } = await graphql<{ restaurant: { name: string } }>(
    `query E2EPayloadKitchen($id: ID!) { restaurant(id: $id) { name } }`,
    { id: kitchen.id },
    admin,
  );
  kitchenName = restaurant.name;
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await admin.context().close();
  await customer.context().close();
});

// Clean up over plain HTTP: the pages of beforeAll are closed by now.
test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The figure next to a label of a price summary (a <dt>/<dd> pair). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator("dd");

test("the cart sheet and the header badge follow a quantity change and a removal from the answers alone", async ({ openPage }) => {
  const page = await openPage({ as: shopper });
  await graphql(
    `mutation E2EPayloadCart($id: ID!) { addToCart(menuItemId: $id, quantity: 1, replaceCart: true) { id } }`,
    { id: kitchen!.dishId },
    page,
  );
  const requests = recordGraphqlRequests(page);
  await page.goto(`/shop/listing/${kitchen!.id}`);
  await page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
  const sheet = page.getByRole("dialog", { name: "Your Cart" });
  await expect(figure(sheet, "Total Amount").filter({ hasText: "₹80.00" }).first()).toBeVisible();
  await requests.answered();
  const before = requests.sent.length;

  await sheet.getByRole("button", { name: `Increase quantity of ${DISH.name}` }).click();
  await expect(toast(page, "Cart item updated successfully")).toBeVisible();
  await expect(figure(sheet, "Total Amount").filter({ hasText: "₹130.00" }).first()).toBeVisible();
  await expect(sheet.getByLabel(`Quantity of ${DISH.name}: 2`).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" }).first()).toBeVisible();

  await sheet.getByRole("button", { name: `Remove ${DISH.name} from cart` }).click();
  await expect(toast(page, "Cart item deleted successfully")).toBeVisible();
  await expect(sheet.getByText("Your cart is empty.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 0 items" }).first()).toBeVisible();
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["CartUpdateLine", "CartRemoveLine"]);
});

test("the superadmin's order list and 'Order Details' follow a status move from its answer alone", async ({
  openPage,
  superadminPage: page,
}) => {
  const customer = await openPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, addressId);
  await customer.context().close();

  const requests = recordGraphqlRequests(page);
  // Unfiltered: a move changes no row's place there, so the list has no reason to ask again.
  await page.goto("/admin/orders");
  const row = page.getByRole("row").filter({ hasText: `#${order.shortId}` });
  await expect(row.getByText("Pending", { exact: true }).first()).toBeVisible();
  await requests.liveConnectionSettled();
  await row.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.getByRole("heading", { name: "Status History" }).first()).toBeVisible();
  await requests.answered();
  const before = requests.sent.length;

  await dialog.getByRole("button", { name: "Confirm Order", exact: true }).click();
  await expect(toast(page, `Order #${order.shortId} is now Confirmed.`)).toBeVisible();
  // The moves, the summary's badge and the history (the dialog), and the row behind it.
  await expect(dialog.locator("p").filter({ hasText: "Current status:" }).getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Start Preparing", exact: true }).first()).toBeVisible();
  await expect(
    dialog.locator("dl > div").filter({ hasText: "Order Status" }).getByText("Confirmed", { exact: true }).first(),
  ).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Confirmed" }).first()).toBeVisible();
  await expect(row.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["AdminOpsUpdateOrderStatus"]);
});

test("the admin's restaurant table follows an edit and the open switch from the answers alone", async ({ adminPage: page }) => {
  const requests = recordGraphqlRequests(page);
  await page.goto(`/admin/restaurants?q=${encodeURIComponent(kitchenName)}`);
  const row = page.getByRole("row").filter({ hasText: kitchenName });
  await expect(row.getByText("₹250.00 for two").first()).toBeVisible();
  await requests.liveConnectionSettled();

  await row.getByRole("button", { name: `Edit ${kitchenName}` }).click();
  const sheet = page.getByRole("dialog", { name: "Edit Restaurant" });
  const price = sheet.getByLabel("Price for Two (₹)");
  await expect(price).toBeVisible();
  await requests.answered();
  const before = requests.sent.length;
  await price.fill("320");
  await page.locator(".ant-drawer-footer").getByRole("button", { name: "Update", exact: true }).click();
  await expect(toast(page, "Restaurant updated successfully!")).toBeVisible();
  await sheet.waitFor({ state: "hidden" });
  await expect(row.getByText("₹320.00 for two").first()).toBeVisible();

  await row.getByRole("switch", { name: `${kitchenName} is open for orders` }).click();
  await expect(toast(page, `${kitchenName} is now closed`)).toBeVisible();
  await expect(row.getByText("Closed", { exact: true }).first()).toBeVisible();
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["AdminCatalogueUpdateRestaurant", "AdminCatalogueUpdateRestaurant"]);
});
