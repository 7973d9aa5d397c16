import type { Page } from "playwright-core";
import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expectHeading,
  expectNoA11yViolations,
  expectPath,
  expectToast,
  expectVisible,
  graphql,
  keepScreenshot,
  makeRider,
  placeKitchenOrder,
  useBrowser,
  type Account,
  type OrderKitchen,
  type PlacedOrder,
} from "./support";

/**
 * Issue 5, the admin's daily work: the dashboard leads to the orders; an admin moves an order
 * through the state machine (only the allowed moves are offered, a forbidden one is refused,
 * a rejection needs a reason, delivering an order a rider holds the cash collected); the 'Order
 * Details' dialog shows admins the super-admin notice and superadmins the whole order;
 * superadmins change roles; customers reach no admin page.
 */
const e2e = useBrowser();

const NOTICE = "You Need Super Admin Access To View This Detail";
const MOVES = ["Confirm Order", "Start Preparing", "Send Out for Delivery", "Mark as Delivered", "Reject Order"];

/** This file's customer: it places orders (and finally becomes an admin), so not the shared demo customer. */
let shopper: Account;
let kitchen: OrderKitchen | undefined;
let addressId = "";

beforeAll(async () => {
  shopper = await createCustomer("admin-orders");
  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Admin Orders Kitchen", { name: "Pesarattu", originalPrice: 90, offerPrice: 80 });
  const customer = await e2e.newPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper, "Ring twice");
  await admin.context().close();
  await customer.context().close();
});

// The browser of useBrowser() is gone by the time this file's afterAll runs: clean up over plain HTTP.
afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The shopper orders two Pesarattu (₹80 each) plus ₹30 delivery: ₹190.00. */
async function placeOrder(): Promise<PlacedOrder> {
  const customer = await e2e.newPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, addressId, 2);
  await customer.context().close();
  return order;
}

/** Opens 'Order Details' of one order from the list, found by its #ID. */
async function openDetails(page: Page, order: PlacedOrder) {
  await page.goto(`/admin/orders?q=${order.shortId}`);
  await page.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expectVisible(dialog);
  return dialog;
}

async function offeredMoves(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  const offered: string[] = [];
  for (const move of MOVES) if (await dialog.getByRole("button", { name: move, exact: true }).isVisible()) offered.push(move);
  return offered;
}

async function move(page: Page, order: PlacedOrder, button: string, status: string, next: string[]) {
  await page.getByRole("dialog", { name: "Order Details" }).getByRole("button", { name: button, exact: true }).click();
  await expectToast(page, `Order #${order.shortId} is now ${status}.`);
  const dialog = page.getByRole("dialog", { name: "Order Details" });
  await expectVisible(dialog.locator("p").filter({ hasText: "Current status:" }).getByText(status, { exact: true }));
  expect(await offeredMoves(page)).toEqual(next);
}

async function statusByApi(order: PlacedOrder): Promise<{ status: string; rejectionReason: string | null }> {
  const customer = await e2e.newPage({ as: shopper });
  const answer = await graphql<{ order: { status: string; rejectionReason: string | null } }>(
    `query E2EAdminOrdersStatus($id: ID!) { order(id: $id) { status rejectionReason } }`,
    { id: order.id },
    customer,
  );
  await customer.context().close();
  return answer.order;
}

describe("an admin running the orders", () => {
  it("goes from the dashboard's waiting orders to the pending list", async () => {
    const order = await placeOrder();
    const page = await e2e.newPage({ as: DEMO.admin });
    await page.goto("/admin/dashboard");
    await expectHeading(page, "Dashboard");
    await page.getByRole("link", { name: /Waiting for Action/ }).click();
    await expectPath(page, "/admin/orders");
    expect(new URL(page.url()).searchParams.get("status")).toBe("PENDING");
    await expectVisible(page.getByRole("button", { name: `View Details of order #${order.shortId}` }));
  });

  it("moves an order through its statuses, offered only the allowed moves; a forbidden move is refused", async () => {
    const order = await placeOrder();
    const page = await e2e.newPage({ as: DEMO.admin });
    const dialog = await openDetails(page, order);
    await expectVisible(dialog.getByText(NOTICE));
    expect(await dialog.getByText(shopper.email).count()).toBe(0);
    expect(await offeredMoves(page)).toEqual(["Confirm Order", "Reject Order"]);
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
    expect((await statusByApi(order)).status).toBe("PREPARING");

    await move(page, order, "Send Out for Delivery", "Out for Delivery", ["Mark as Delivered"]);
    await move(page, order, "Mark as Delivered", "Delivered", []);
    await expectVisible(dialog.getByText("This order is finished: its status cannot change any more."));
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expectVisible(
      page
        .getByRole("row")
        .filter({ hasText: `#${order.shortId}` })
        .getByText("Delivered", { exact: true }),
    );
    expect((await statusByApi(order)).status).toBe("DELIVERED");
  });

  it("asks for the cash collected when marking delivered an order a rider holds, with a note when it differs", async () => {
    // A rider of this file's own (the demo rider's cash is settled by admin-riders.e2e.ts), on shift, picks the order up.
    const courier = await createCustomer("admin-orders-rider");
    const superadmin = await e2e.newPage({ as: DEMO.superadmin });
    const riderId = await makeRider(courier.email, superadmin);
    await superadmin.context().close();
    const riderPage = await e2e.newPage({ as: courier });
    await graphql(`mutation E2EAdminOrdersOnShift { setRiderOnShift(onShift: true) { onShift } }`, {}, riderPage);
    const order = await placeOrder();
    const page = await e2e.newPage({ as: DEMO.admin });
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
    expect(await amount.inputValue()).toBe("190.00");
    await amount.fill("180");
    await expectVisible(dialog.getByText("₹10.00 less than the total"));
    await dialog.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expectVisible(dialog.getByText("Say why the cash differs from the order's total."));
    expect((await statusByApi(order)).status).toBe("OUT_FOR_DELIVERY");
    await dialog.getByLabel("Note", { exact: true }).fill("Customer had no change");
    await expectNoA11yViolations(page, "the admin's cash at the door");
    await keepScreenshot(page, "admin-delivered-cash");
    await dialog.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expectToast(page, `Order #${order.shortId} is now Delivered.`);
    const delivery = dialog.getByRole("region", { name: "Delivery" });
    await expectVisible(delivery.getByText("₹180.00"));
    await expectVisible(delivery.getByText("Customer had no change"));
    expect((await statusByApi(order)).status).toBe("DELIVERED");
  });

  it("rejects an order only with a reason, which the customer then sees", async () => {
    const order = await placeOrder();
    const page = await e2e.newPage({ as: DEMO.admin, viewport: "mobile" });
    const dialog = await openDetails(page, order);
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await expectVisible(dialog.getByText("Please give a reason for the rejection"));
    expect((await statusByApi(order)).status).toBe("PENDING");

    await dialog.getByLabel(/Reason for rejection/).fill("Out of batter today");
    await dialog.getByRole("button", { name: "Reject Order" }).click();
    await expectToast(page, `Order #${order.shortId} is now Rejected.`);
    expect(await statusByApi(order)).toEqual({ status: "REJECTED", rejectionReason: "Out of batter today" });
    expect(await offeredMoves(page)).toEqual([]);
  });
});

describe("the superadmin", () => {
  it("sees the whole order in 'Order Details': customer, address, lines, ₹30 delivery, total and history", async () => {
    const order = await placeOrder();
    const page = await e2e.newPage({ as: DEMO.superadmin, viewport: "mobile" });
    const dialog = await openDetails(page, order);
    await expectVisible(dialog.getByRole("heading", { name: "Status History" }));
    expect(await dialog.getByText(NOTICE).count()).toBe(0);
    for (const text of [
      shopper.userName,
      shopper.email,
      shopper.phone,
      "9-1 Temple Street, Jagannaickpur",
      "Any Preparation Tips: Ring twice",
      "Pesarattu",
      "Qty: 2 · ₹80.00 each",
    ]) {
      await expectVisible(dialog.getByText(text));
    }
    const figure = (label: string) =>
      dialog
        .locator("dl > div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    expect(await figure("Delivery Charges").innerText()).toBe("₹30.00");
    expect(await figure("Total Amount").innerText()).toBe("₹190.00");
    expect(await dialog.getByRole("listitem").filter({ hasText: "Pending" }).count()).toBe(1);
    await expectNoA11yViolations(page, "superadmin order details");
  });

  it("changes a customer's role: the customer is signed out and comes back as an admin", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/users");
    await expectHeading(page, "Users");
    await page.getByLabel("Search by name, email or phone").fill(shopper.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: shopper.email });
    await expectVisible(row);
    await expectNoA11yViolations(page, "users");

    // By keyboard: the list opens on the current role (Customer); the next one is Admin.
    await row.getByRole("combobox", { name: `Role of ${shopper.userName}` }).focus();
    await page.keyboard.press("ArrowDown");
    await expectVisible(row.getByRole("combobox", { name: `Role of ${shopper.userName}`, expanded: true }));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("dialog", { name: `Change the role of ${shopper.userName} to Admin?` }));
    await page.getByRole("button", { name: "Change Role" }).click();
    await expectToast(page, `The role of ${shopper.userName} is now Admin.`);

    const customer = await e2e.newPage({ as: shopper });
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

describe("who may open which admin page", () => {
  it.each(["/admin/dashboard", "/admin/orders", "/admin/restaurants", "/admin/users"])(
    "a customer is sent from %s to /unauth-page",
    async (path) => {
      const page = await e2e.newPage({ as: DEMO.customer });
      await page.goto(path);
      await expectPath(page, "/unauth-page");
      await expectHeading(page, "Access Denied");
    },
  );

  it("an admin has no Users link and is told clearly that /admin/users is for superadmins", async () => {
    const page = await e2e.newPage({ as: DEMO.admin });
    await page.goto("/admin/users");
    await expectHeading(page, "Access Denied");
    await expectVisible(page.getByText(NOTICE));
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expectVisible(nav.getByRole("link", { name: "Orders" }));
    expect(await nav.getByRole("link", { name: "Users" }).count()).toBe(0);
  });
});
