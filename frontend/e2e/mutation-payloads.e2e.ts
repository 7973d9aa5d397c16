import type { Locator } from "playwright-core";
import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expectToast,
  expectVisible,
  graphql,
  placeKitchenOrder,
  recordGraphqlRequests,
  useBrowser,
  type Account,
  type OrderKitchen,
} from "./support";

/**
 * Issue 13: every mutation answers with the fragments of the components showing what it
 * changed, so the normalised cache updates each screen from the mutation's answer alone. Each
 * test counts the GraphQL requests the page sends: after a change, the one mutation and no query.
 */
const e2e = useBrowser();

const DISH = { name: "Rava Idli", originalPrice: 60, offerPrice: 50 };

let shopper: Account;
let kitchen: OrderKitchen | undefined;
let kitchenName = "";
let addressId = "";

beforeAll(async () => {
  shopper = await createCustomer("payloads");
  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Payload Kitchen", DISH);
  const { restaurant } = await graphql<{ restaurant: { name: string } }>(
    `query E2EPayloadKitchen($id: ID!) { restaurant(id: $id) { name } }`,
    { id: kitchen.id },
    admin,
  );
  kitchenName = restaurant.name;
  const customer = await e2e.newPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await admin.context().close();
  await customer.context().close();
});

// The browser of useBrowser() is gone by the time this file's afterAll runs: clean up over plain HTTP.
afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The figure next to a label of a price summary (a <dt>/<dd> pair). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator("dd");

it("the cart sheet and the header badge follow a quantity change and a removal from the answers alone", async () => {
  const page = await e2e.newPage({ as: shopper });
  await graphql(
    `mutation E2EPayloadCart($id: ID!) { addToCart(menuItemId: $id, quantity: 1, replaceCart: true) { id } }`,
    { id: kitchen!.dishId },
    page,
  );
  const requests = recordGraphqlRequests(page);
  await page.goto(`/shop/listing/${kitchen!.id}`);
  await page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
  const sheet = page.getByRole("dialog", { name: "Your Cart" });
  await expectVisible(figure(sheet, "Total Amount").filter({ hasText: "₹80.00" }));
  await requests.answered();
  const before = requests.sent.length;

  await sheet.getByRole("button", { name: `Increase quantity of ${DISH.name}` }).click();
  await expectToast(page, "Cart item updated successfully");
  await expectVisible(figure(sheet, "Total Amount").filter({ hasText: "₹130.00" }));
  await expectVisible(sheet.getByLabel(`Quantity of ${DISH.name}: 2`));
  await expectVisible(page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" }));

  await sheet.getByRole("button", { name: `Remove ${DISH.name} from cart` }).click();
  await expectToast(page, "Cart item deleted successfully");
  await expectVisible(sheet.getByText("Your cart is empty."));
  await expectVisible(page.getByRole("banner").getByRole("button", { name: "Cart, 0 items" }));
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["CartUpdateItem", "CartRemoveItem"]);
});

it("the superadmin's order list and 'Order Details' follow a status move from its answer alone", async () => {
  const customer = await e2e.newPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, addressId);
  await customer.context().close();

  const page = await e2e.newPage({ as: DEMO.superadmin });
  const requests = recordGraphqlRequests(page);
  // Unfiltered: a move changes no row's place there, so the list has no reason to ask again.
  await page.goto("/admin/orders");
  const row = page.getByRole("row").filter({ hasText: `#${order.shortId}` });
  await expectVisible(row.getByText("Pending", { exact: true }));
  await requests.liveConnectionSettled();
  await row.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expectVisible(dialog.getByRole("heading", { name: "Status History" }));
  await requests.answered();
  const before = requests.sent.length;

  await dialog.getByRole("button", { name: "Confirm Order", exact: true }).click();
  await expectToast(page, `Order #${order.shortId} is now Confirmed.`);
  // The moves, the summary's badge and the history (the dialog), and the row behind it.
  await expectVisible(dialog.locator("p").filter({ hasText: "Current status:" }).getByText("Confirmed", { exact: true }));
  await expectVisible(dialog.getByRole("button", { name: "Start Preparing", exact: true }));
  await expectVisible(dialog.locator("dl > div").filter({ hasText: "Order Status" }).getByText("Confirmed", { exact: true }));
  await expectVisible(dialog.getByRole("listitem").filter({ hasText: "Confirmed" }));
  await expectVisible(row.getByText("Confirmed", { exact: true }));
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["AdminOpsUpdateOrderStatus"]);
});

it("the admin's restaurant table follows an edit and the open switch from the answers alone", async () => {
  const page = await e2e.newPage({ as: DEMO.admin });
  const requests = recordGraphqlRequests(page);
  await page.goto(`/admin/restaurants?q=${encodeURIComponent(kitchenName)}`);
  const row = page.getByRole("row").filter({ hasText: kitchenName });
  await expectVisible(row.getByText("₹250.00 for two"));
  await requests.liveConnectionSettled();

  await row.getByRole("button", { name: `Edit ${kitchenName}` }).click();
  const sheet = page.getByRole("dialog", { name: "Edit Restaurant" });
  const price = sheet.getByLabel("Price for Two (₹)");
  await expectVisible(price);
  await requests.answered();
  const before = requests.sent.length;
  await price.fill("320");
  await page.locator(".ant-drawer-footer").getByRole("button", { name: "Update", exact: true }).click();
  await expectToast(page, "Restaurant updated successfully!");
  await sheet.waitFor({ state: "hidden" });
  await expectVisible(row.getByText("₹320.00 for two"));

  await row.getByRole("switch", { name: `${kitchenName} is open for orders` }).click();
  await expectToast(page, `${kitchenName} is now closed`);
  await expectVisible(row.getByText("Closed", { exact: true }));
  await requests.answered();
  expect(requests.sent.slice(before)).toEqual(["AdminCatalogueUpdateRestaurant", "AdminCatalogueUpdateRestaurant"]);
});
