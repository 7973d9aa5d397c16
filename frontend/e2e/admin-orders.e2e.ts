import {
  DEMO,
  addKakinadaAddress,
  atPath,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  keepScreenshot,
  makeRider,
  placeKitchenOrder,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
  type OpenPage,
} from "./support";

/**
 * Issue 5, the admin's daily work: the dashboard leads to the orders; an admin moves an order
 * through the state machine (only the allowed moves are offered, a forbidden one is refused,
 * a rejection needs a reason, delivering an order a rider holds the cash collected); the 'Order
 * Details' dialog shows admins the super-admin notice and superadmins the whole order;
 * superadmins change roles; customers reach no admin page.
 */

const NOTICE = "You Need Super Admin Access To View This Detail";
const MOVES = ["Confirm Order", "Start Preparing", "Send Out for Delivery", "Mark as Delivered", "Reject Order"];

/** This file's customer: it places orders (and finally becomes an admin), so not the shared demo customer. */
let shopper: Account;
let kitchen: OrderKitchen | undefined;
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  shopper = await createCustomer("admin-orders");
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Admin Orders Kitchen", { name: "Pesarattu", originalPrice: 90, offerPrice: 80 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper, "Ring twice");
  await admin.context().close();
  await customer.context().close();
});

// Clean up over plain HTTP: deleteOrderKitchen signs the admin in itself, no page needed.
test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The shopper orders two Pesarattu (₹80 each) plus ₹30 delivery: ₹190.00. */
async function placeOrder(openPage: OpenPage): Promise<PlacedOrder> {
  const customer = await openPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, addressId, 2);
  await customer.context().close();
  return order;
}

/** Opens 'Order Details' of one order from the list, found by its #ID. */
async function openDetails(page: Page, order: PlacedOrder) {
  await page.goto(`/admin/orders?q=${order.shortId}`);
  await page.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.first()).toBeVisible();
  return dialog;
}

async function offeredMoves(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  const offered: string[] = [];
  for (const move of MOVES) if (await dialog.getByRole("button", { name: move, exact: true }).isVisible()) offered.push(move);
  return offered;
}

/** Waits until the dialog offers exactly the moves `expected` (it redraws after a move). */
async function expectOfferedMoves(page: Page, expected: string[]) {
  await expect.poll(() => offeredMoves(page), { message: "the moves 'Order Details' offers" }).toEqual(expected);
}

async function move(page: Page, order: PlacedOrder, button: string, status: string, next: string[]) {
  await page.getByRole("dialog", { name: "Order Details" }).getByRole("button", { name: button, exact: true }).click();
  await expect(toast(page, `Order #${order.shortId} is now ${status}.`)).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expect(dialog.locator("p").filter({ hasText: "Current status:" }).getByText(status, { exact: true }).first()).toBeVisible();
  await expectOfferedMoves(page, next);
}

async function statusByApi(openPage: OpenPage, order: PlacedOrder): Promise<{ status: string; rejectionReason: string | null }> {
  const customer = await openPage({ as: shopper });
  const answer = await graphql<{ order: { status: string; rejectionReason: string | null } }>(
    `query E2EAdminOrdersStatus($id: ID!) { order(id: $id) { status rejectionReason } }`,
    { id: order.id },
    customer,
  );
  await customer.context().close();
  return answer.order;
}

test.describe("an admin running the orders", () => {
  test("goes from the dashboard's waiting orders to the pending list", async ({ openPage, adminPage: page }) => {
    const order = await placeOrder(openPage);
    await page.goto("/admin/dashboard");
    await expect(heading(page, "Dashboard")).toBeVisible();
    await page.getByRole("link", { name: /Waiting for Action/ }).click();
    await expect(page).toHaveURL(atPath("/admin/orders"));
    expect(new URL(page.url()).searchParams.get("status")).toBe("PENDING");
    await expect(page.getByRole("button", { name: `View Details of order #${order.shortId}` }).first()).toBeVisible();
  });

  test("moves an order through its statuses, offered only the allowed moves; a forbidden move is refused", async ({
    openPage,
    adminPage: page,
  }) => {
    const order = await placeOrder(openPage);
    const dialog = await openDetails(page, order);
    await expect(dialog.getByText(NOTICE).first()).toBeVisible();
    await expect(dialog.getByText(shopper.email)).toHaveCount(0);
    await expectOfferedMoves(page, ["Confirm Order", "Reject Order"]);
    await expectNoA11yViolations(page, "admin order details");

    await move(page, order, "Confirm Order", "Confirmed", ["Start Preparing", "Reject Order"]);
    await move(page, order, "Start Preparing", "Preparing", ["Send Out for Delivery"]);

    // Asking the server directly for a move the dialog does not offer is refused, and changes nothing.
    const refused = await graphql(
      `mutation E2EAdminOrdersForbiddenMove($id: ID!) { updateOrderStatus(id: $id, status: DELIVERED) { id } }`,
      { id: order.id },
      page,
    ).catch((error: Error) => error.message);
    expect(refused).toContain("INVALID_STATUS_TRANSITION");
    expect((await statusByApi(openPage, order)).status).toBe("PREPARING");

    await move(page, order, "Send Out for Delivery", "Out for Delivery", ["Mark as Delivered"]);
    await move(page, order, "Mark as Delivered", "Delivered", []);
    await expect(dialog.getByText("This order is finished: its status cannot change any more.").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `#${order.shortId}` })
        .getByText("Delivered", { exact: true })
        .first(),
    ).toBeVisible();
    expect((await statusByApi(openPage, order)).status).toBe("DELIVERED");
  });

  test("asks for the cash collected when marking delivered an order a rider holds, with a note when it differs", async ({
    openPage,
    adminPage: page,
  }) => {
    // A rider of this file's own (the demo rider's cash is settled by admin-riders.e2e.ts), on shift, picks the order up.
    const courier = await createCustomer("admin-orders-rider");
    const superadmin = await openPage({ as: DEMO.superadmin });
    const riderId = await makeRider(courier.email, superadmin);
    await superadmin.context().close();
    const riderPage = await openPage({ as: courier });
    await graphql(`mutation E2EAdminOrdersOnShift { setRiderOnShift(onShift: true) { onShift } }`, {}, riderPage);
    const order = await placeOrder(openPage);
    for (const status of ["CONFIRMED", "PREPARING"]) {
      await graphql(
        `mutation E2EAdminOrdersMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        page,
      );
    }
    await graphql(
      `mutation E2EAdminOrdersAssign($id: ID!, $riderId: ID!) { assignRider(orderId: $id, riderId: $riderId) { id } }`,
      { id: order.id, riderId },
      page,
    );
    await graphql(`mutation E2EAdminOrdersPickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: order.id }, riderPage);
    await riderPage.context().close();

    const dialog = await openDetails(page, order);
    await dialog.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    const amount = dialog.getByLabel(`Cash ${courier.userName} collected (₹)`);
    await expect(amount).toHaveValue("190.00");
    await amount.fill("180");
    await expect(dialog.getByText("₹10.00 less than the total").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expect(dialog.getByText("Say why the cash differs from the order's total.").first()).toBeVisible();
    expect((await statusByApi(openPage, order)).status).toBe("OUT_FOR_DELIVERY");
    await dialog.getByLabel("Note", { exact: true }).fill("Customer had no change");
    await expectNoA11yViolations(page, "the admin's cash at the door");
    await keepScreenshot(page, "admin-delivered-cash");
    await dialog.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expect(toast(page, `Order #${order.shortId} is now Delivered.`)).toBeVisible();
    const delivery = dialog.getByRole("region", { name: "Delivery" });
    await expect(delivery.getByText("₹180.00").first()).toBeVisible();
    await expect(delivery.getByText("Customer had no change").first()).toBeVisible();
    expect((await statusByApi(openPage, order)).status).toBe("DELIVERED");
  });

  test("rejects an order only with a reason, which the customer then sees", { tag: "@phone" }, async ({ openPage, adminPage: page }) => {
    const order = await placeOrder(openPage);
    const dialog = await openDetails(page, order);
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await expect(dialog.getByText("Please give a reason for the rejection").first()).toBeVisible();
    expect((await statusByApi(openPage, order)).status).toBe("PENDING");

    await dialog.getByLabel(/Reason for rejection/).fill("Out of batter today");
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await expect(toast(page, `Order #${order.shortId} is now Rejected.`)).toBeVisible();
    expect(await statusByApi(openPage, order)).toEqual({ status: "REJECTED", rejectionReason: "Out of batter today" });
    await expectOfferedMoves(page, []);
  });
});

test.describe("the superadmin", () => {
  test(
    "sees the whole order in 'Order Details': customer, address, lines, ₹30 delivery, total and history",
    { tag: "@phone" },
    async ({ openPage, superadminPage: page }) => {
      const order = await placeOrder(openPage);
      const dialog = await openDetails(page, order);
      await expect(dialog.getByRole("heading", { name: "Status History" }).first()).toBeVisible();
      await expect(dialog.getByText(NOTICE)).toHaveCount(0);
      for (const text of [
        shopper.userName,
        shopper.email,
        shopper.phone,
        "9-1 Temple Street, Jagannaickpur",
        "Any Preparation Tips: Ring twice",
        "Pesarattu",
        "Qty: 2 · ₹80.00 each",
      ]) {
        await expect(dialog.getByText(text).first()).toBeVisible();
      }
      const figure = (label: string) =>
        dialog
          .locator("dl > div")
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator("dd");
      await expect(figure("Delivery Charges")).toHaveText("₹30.00");
      await expect(figure("Total Amount")).toHaveText("₹190.00");
      await expect(dialog.getByRole("listitem").filter({ hasText: "Pending" })).toHaveCount(1);
      await expectNoA11yViolations(page, "superadmin order details");
    },
  );

  test("changes a customer's role: the customer is signed out and comes back as an admin", async ({ openPage, superadminPage: page }) => {
    await page.goto("/admin/users");
    await expect(heading(page, "Users")).toBeVisible();
    await page.getByLabel("Search by name, email or phone").fill(shopper.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: shopper.email });
    await expect(row.first()).toBeVisible();
    await expectNoA11yViolations(page, "users");

    // By keyboard: the list opens on the current role (Customer); the next one is Admin.
    await row.getByRole("combobox", { name: `Role of ${shopper.userName}` }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(row.getByRole("combobox", { name: `Role of ${shopper.userName}`, expanded: true }).first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: `Change the role of ${shopper.userName} to Admin?` }).first()).toBeVisible();
    await page.getByRole("button", { name: "Change Role" }).click();
    await expect(toast(page, `The role of ${shopper.userName} is now Admin.`)).toBeVisible();

    const customer = await openPage({ as: shopper });
    const { me } = await graphql<{ me: { role: string } | null }>(`query E2EAdminOrdersMe { me { role } }`, {}, customer);
    expect(me).toBeNull();
    const login = await graphql<{ login: { user: { role: string } } }>(
      `mutation E2EAdminOrdersRelogin($input: LoginInput!) { login(input: $input) { user { role } } }`,
      { input: { email: shopper.email, password: shopper.password } },
      customer,
    );
    expect(login.login.user.role).toBe("ADMIN");
  });
});

test.describe("who may open which admin page", () => {
  for (const path of ["/admin/dashboard", "/admin/orders", "/admin/restaurants", "/admin/users"]) {
    test(`a customer is sent from ${path} to /unauth-page`, async ({ customerPage: page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atPath("/unauth-page"));
      await expect(heading(page, "Access Denied")).toBeVisible();
    });
  }

  test("an admin has no Users link and is told clearly that /admin/users is for superadmins", async ({ adminPage: page }) => {
    await page.goto("/admin/users");
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByText(NOTICE).first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders" }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  });
});
