import type { Page } from "playwright-core";
import {
  DEMO,
  addKakinadaAddress,
  breakableLiveConnection,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expectNoA11yViolations,
  expectPath,
  expectToast,
  expectVisible,
  graphql,
  makeRider,
  placeKitchenOrder,
  useBrowser,
  type Account,
  type OrderKitchen,
  type PlacedOrder,
} from "./support";

/**
 * Issue 6, live screens: a customer's order history and 'Order Details' follow the status an
 * admin sets in another browser, without a reload, with the step tracker; the admin's Orders
 * link counts new orders and the orders page shows them as they arrive. Issue 16: the customer
 * sees their rider (name, Call, distance) as the rider moves, live too.
 */
const e2e = useBrowser();

/** A delivery address in Kakinada with coordinates, about 0.7 km north of the kitchen: the rider's distance can be measured. */
const MAPPED_ADDRESS = { latitude: 16.9951, longitude: 82.2469 };

let shopper: Account;
/**
 * The file's own rider ("E2E live-rider": customers see the first name, "E2E"). Not the demo
 * rider: admin-riders.e2e.ts, which may run at the same time, settles the demo rider's cash and
 * expects nothing in hand afterwards, and this file's delivery would put cash in it.
 */
let courier: Account;
let kitchen: OrderKitchen | null = null;
let addressId = "";
let mappedAddressId = "";

beforeAll(async () => {
  [shopper, courier] = await Promise.all([createCustomer("live-orders"), createCustomer("live-rider")]);
  const superadmin = await e2e.newPage({ as: DEMO.superadmin });
  await makeRider(courier.email, superadmin);
  await superadmin.context().close();
  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Live Orders Kitchen");
  const customer = await e2e.newPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  const { addAddress } = await graphql<{ addAddress: { id: string } }>(
    `mutation E2ELiveMappedAddress($input: AddressInput!) { addAddress(input: $input) { id } }`,
    { input: { address: "2-14 Main Road, Suryaraopeta", city: "Kakinada", pincode: "533001", phone: shopper.phone, ...MAPPED_ADDRESS } },
    customer,
  );
  mappedAddressId = addAddress.id;
  await admin.context().close();
  await customer.context().close();
});

afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

async function placeOrder(to = addressId): Promise<PlacedOrder> {
  const customer = await e2e.newPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, to);
  await customer.context().close();
  return order;
}

/** Marks the page; the mark is gone if the page reloads, so a test can prove it did not. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { liveMark?: string }).liveMark = "still the same page";
  });
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe("still the same page");
}

/** The tracker's current step (aria-current="step") in the order dialog shows `status`. */
async function expectCurrentStep(page: Page, status: string) {
  const tracker = page.getByRole("dialog", { name: "Order Details" }).getByRole("list", { name: "Order progress" });
  await expectVisible(tracker.locator('[aria-current="step"]').filter({ hasText: status }));
}

/** The tracker's steps as read out: label and state in words (the step numbers are only drawn). */
async function trackerSteps(page: Page): Promise<string[]> {
  const tracker = page.getByRole("dialog", { name: "Order Details" }).getByRole("list", { name: "Order progress" });
  const texts = await tracker.getByRole("listitem").allInnerTexts();
  return texts.map((text) =>
    text
      .replace(/^\s*\d+\s*/, "")
      .replace(/\s+/g, " ")
      .replace(/ ,/g, ",")
      .trim(),
  );
}

/** The admin moves the order on in their own browser, through 'Order Details'. */
async function adminMoves(admin: Page, order: PlacedOrder, button: string, status: string) {
  await admin.getByRole("dialog", { name: "Order Details" }).getByRole("button", { name: button, exact: true }).click();
  await expectToast(admin, `Order #${order.shortId} is now ${status}.`);
}

describe("a customer's open order page", () => {
  it("follows the status an admin sets in another browser, without reloading", async () => {
    const order = await placeOrder();
    const customer = await e2e.newPage({ as: shopper });
    await customer.goto("/shop/account");
    const row = customer.getByRole("row").filter({ hasText: `#${order.shortId}` });
    await expectVisible(row.getByText("Pending", { exact: true }));
    await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
    await expectCurrentStep(customer, "Pending");
    await markPage(customer);

    const admin = await e2e.newPage({ as: DEMO.admin });
    await admin.goto(`/admin/orders?q=${order.shortId}`);
    await admin.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
    await adminMoves(admin, order, "Confirm Order", "Confirmed");

    await expectCurrentStep(customer, "Confirmed");
    await expectVisible(row.getByText("Confirmed", { exact: true }));
    expect(await trackerSteps(customer)).toEqual([
      "Pending, completed",
      "Confirmed, current step",
      "Preparing, not yet",
      "Ready for pickup, not yet",
      "Out for Delivery, not yet",
      "Delivered, not yet",
    ]);

    await adminMoves(admin, order, "Start Preparing", "Preparing");
    await expectCurrentStep(customer, "Preparing");
    await expectVisible(row.getByText("Preparing", { exact: true }));
    // The dialog's history lists the moves as they happen.
    await expectVisible(customer.getByRole("dialog", { name: "Order Details" }).getByRole("heading", { name: "Status History" }));
    await expectNotReloaded(customer);
    await expectNoA11yViolations(customer, "order details with the step tracker");
  });

  it("shows a rejection on a phone: the card's badge and the tracker's stopped step with the reason", async () => {
    const order = await placeOrder();
    const customer = await e2e.newPage({ as: shopper, viewport: "mobile" });
    await customer.goto("/shop/account");
    const card = customer.getByRole("listitem").filter({ hasText: `#${order.shortId}` });
    await expectVisible(card.getByText("Pending", { exact: true }));
    await markPage(customer);

    const admin = await e2e.newPage({ as: DEMO.admin });
    await graphql(
      `mutation E2ELiveReject($id: ID!) { updateOrderStatus(id: $id, status: REJECTED, reason: "Kitchen closed early") { id } }`,
      { id: order.id },
      admin,
    );

    await expectVisible(card.getByText("Rejected", { exact: true }));
    await expectNotReloaded(customer);
    await card.getByRole("button", { name: `View order #${order.shortId}` }).click();
    await expectCurrentStep(customer, "Rejected");
    expect(await trackerSteps(customer)).toEqual(["Pending, completed", "Rejected, the order ended here"]);
    await expectVisible(
      customer
        .getByRole("dialog", { name: "Order Details" })
        .getByText(/Kitchen closed early/)
        .first(),
    );
    await expectNoA11yViolations(customer, "rejected order on a phone");
  });
});

describe("a customer's rider", () => {
  it("shows the rider, the Call link, the distance as the rider moves and the delivery, without reloading", async () => {
    const order = await placeOrder(mappedAddressId);
    const customer = await e2e.newPage({ as: shopper, viewport: "mobile" });
    const mapCode: string[] = [];
    customer.on("request", (request) => {
      if (/\/assets\/(rider-map-view|leaflet)/.test(request.url())) mapCode.push(request.url());
    });
    await customer.goto("/shop/account");
    await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
    const dialog = customer.getByRole("dialog", { name: "Order Details" });
    await expectCurrentStep(customer, "Pending");
    await markPage(customer);

    const admin = await e2e.newPage({ as: DEMO.admin });
    const rider = await e2e.newPage({ as: courier });
    const { riderMe } = await graphql<{ riderMe: { id: string } }>(`query E2ELiveRiderMe { riderMe { id } }`, {}, rider);
    await graphql(`mutation E2ELiveRiderShift { setRiderOnShift(onShift: true) { id } }`, {}, rider);
    for (const status of ["CONFIRMED", "PREPARING"]) {
      await graphql(
        `mutation E2ELiveRiderMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        admin,
      );
    }
    await graphql(
      `mutation E2ELiveAssignRider($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
      { orderId: order.id, riderId: riderMe.id },
      admin,
    );

    // The customer sees the rider's first name only, and can call them.
    await expectVisible(dialog.getByText("Your rider: E2E", { exact: true }));
    const call = dialog.getByRole("link", { name: "Call E2E, your rider" });
    await expectVisible(call);
    expect(await call.getAttribute("href")).toBe(`tel:+91${courier.phone}`);
    expect(await dialog.getByText(/live-rider/).count()).toBe(0);

    await graphql(`mutation E2ELivePickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: order.id }, rider);
    await expectCurrentStep(customer, "Out for Delivery");
    const share = (latitude: number, longitude: number) =>
      graphql(
        `mutation E2ELiveShare($latitude: Float!, $longitude: Float!) { shareRiderPosition(latitude: $latitude, longitude: $longitude) { id } }`,
        { latitude, longitude },
        rider,
      );
    // At the kitchen, about 0.7 km from the address.
    await share(16.9891, 82.2475);
    await expectVisible(dialog.getByText(/^E2E is 0\.7 km away · arriving around \d{1,2}:\d{2} (am|pm)$/));
    await expectVisible(dialog.getByText(/^Location updated/));
    // Half way there: the same line moves on.
    await share(16.9921, 82.2472);
    await expectVisible(dialog.getByText(/^E2E is 0\.3 km away · arriving around/));
    // No map: this server has no MAP_TILE_URL, so no map code either.
    expect(await dialog.getByRole("figure").count()).toBe(0);
    expect(mapCode).toEqual([]);
    await expectNoA11yViolations(customer, "order details with the rider on the way");

    const { order: placed } = await graphql<{ order: { total: number } }>(
      `query E2ELiveOrderTotal($id: ID!) { order(id: $id) { total } }`,
      { id: order.id },
      customer,
    );
    await graphql(
      `mutation E2ELiveDelivered($id: ID!, $cash: Float!) { markDelivered(orderId: $id, cashCollected: $cash) { id } }`,
      { id: order.id, cash: placed.total },
      rider,
    );
    await expectCurrentStep(customer, "Delivered");
    await expectVisible(dialog.getByText("Delivered by E2E", { exact: true }));
    // Once delivered the customer has no phone number to call and no distance to read.
    expect(await dialog.getByText(/km away/).count()).toBe(0);
    expect(await dialog.getByRole("link", { name: "Call E2E, your rider" }).count()).toBe(0);
    await expectNotReloaded(customer);
  });
});

describe("a customer's dropped live connection", () => {
  it("reconnects and shows the status that changed while it was down", async () => {
    const order = await placeOrder();
    const customer = await e2e.newPage({ as: shopper });
    const live = await breakableLiveConnection(customer);
    await customer.goto("/shop/account");
    const row = customer.getByRole("row").filter({ hasText: `#${order.shortId}` });
    await expectVisible(row.getByText("Pending", { exact: true }));
    await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
    await expectCurrentStep(customer, "Pending");
    await live.opened(0);
    await markPage(customer);

    const admin = await e2e.newPage({ as: DEMO.admin });
    await live.drop();
    await graphql(`mutation E2ELiveOffline($id: ID!) { updateOrderStatus(id: $id, status: CONFIRMED) { id } }`, { id: order.id }, admin);
    // Nothing could reach the page while it was cut off.
    await expectVisible(row.getByText("Pending", { exact: true }));

    const before = live.connections();
    live.restore();
    // The app waits 1 s, 2 s, 4 s... (capped, spread) between attempts; the outage above was short.
    await live.opened(before);
    await expectVisible(row.getByText("Confirmed", { exact: true }));
    await expectCurrentStep(customer, "Confirmed");
    await expectNotReloaded(customer);
  });
});

describe("the admin panel", () => {
  it("counts new orders on the Orders link and shows them on the orders page as they arrive", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin });
    await admin.goto("/admin/dashboard");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    await expectVisible(nav.getByRole("link", { name: "Orders", exact: true }));
    await expectVisible(admin.getByRole("heading", { name: "Orders by Status" }));

    const first = await placeOrder();
    // Other spec files place orders too, so the count is at least one.
    await expectVisible(nav.getByRole("link", { name: /^Orders\s*, \d+ new orders?$/ }));

    await nav.getByRole("link", { name: /^Orders/ }).click();
    await expectPath(admin, "/admin/orders");
    await expectVisible(admin.getByRole("button", { name: `View Details of order #${first.shortId}` }));
    await expectVisible(nav.getByRole("link", { name: "Orders", exact: true }));
    await markPage(admin);

    const second = await placeOrder();
    await expectVisible(admin.getByRole("button", { name: `View Details of order #${second.shortId}` }));
    await expectVisible(
      admin
        .getByRole("row")
        .filter({ hasText: `#${second.shortId}` })
        .getByText("Pending", { exact: true }),
    );
    expect(await nav.getByRole("link", { name: "Orders", exact: true }).count()).toBe(1);
    await expectNotReloaded(admin);
  });
});
