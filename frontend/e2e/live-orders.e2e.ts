import {
  DEMO,
  addKakinadaAddress,
  atPath,
  breakableLiveConnection,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  makeRider,
  recordLiveSubscriptions,
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
 * Issue 6, live screens: a customer's order history and 'Order Details' follow the status an
 * admin sets in another browser, without a reload, with the step tracker; the admin's Orders
 * link counts new orders and the orders page shows them as they arrive. Issue 16: the customer
 * sees their rider (name, Call, distance) as the rider moves, live too.
 */

/** A delivery address in Kakinada with coordinates, about 0.7 km north of the kitchen: the rider's distance can be measured. */
const MAPPED_ADDRESS = { latitude: 16.9951, longitude: 82.2469 };

let shopper: Account;
/**
 * The file's own rider ("E2E live-rider": customers see the first name, "E2E"). Not the demo
 * rider: admin-riders.e2e.ts, which may run in the same worker (and database), settles the demo
 * rider's cash and expects nothing in hand afterwards, and this file's delivery would put cash in it.
 */
let courier: Account;
let kitchen: OrderKitchen | null = null;
let addressId = "";
let mappedAddressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, courier] = await Promise.all([createCustomer("live-orders"), createCustomer("live-rider")]);
  const superadmin = await openSharedPage({ as: DEMO.superadmin });
  await makeRider(courier.email, superadmin);
  await superadmin.context().close();
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Live Orders Kitchen");
  const customer = await openSharedPage({ as: shopper });
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

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

async function placeOrder(openPage: OpenPage, to = addressId): Promise<PlacedOrder> {
  const customer = await openPage({ as: shopper });
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
  await expect(tracker.locator('[aria-current="step"]').filter({ hasText: status }).first()).toBeVisible();
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
  await expect(toast(admin, `Order #${order.shortId} is now ${status}.`)).toBeVisible();
}

test.describe("a customer's open order page", () => {
  test("follows the status an admin sets in another browser, without reloading", async ({ openPage, adminPage: admin }) => {
    const order = await placeOrder(openPage);
    const customer = await openPage({ as: shopper });
    const live = recordLiveSubscriptions(customer);
    await customer.goto("/shop/account");
    const row = customer.getByRole("row").filter({ hasText: `#${order.shortId}` });
    await expect(row.getByText("Pending", { exact: true }).first()).toBeVisible();
    await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
    await expectCurrentStep(customer, "Pending");
    await live.started("CustomerOrderUpdated");
    await markPage(customer);

    await admin.goto(`/admin/orders?q=${order.shortId}`);
    await admin.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
    await adminMoves(admin, order, "Confirm Order", "Confirmed");

    await expectCurrentStep(customer, "Confirmed");
    await expect(row.getByText("Confirmed", { exact: true }).first()).toBeVisible();
    await expect
      .poll(() => trackerSteps(customer))
      .toEqual([
        "Pending, completed",
        "Confirmed, current step",
        "Preparing, not yet",
        "Ready for pickup, not yet",
        "Out for Delivery, not yet",
        "Delivered, not yet",
      ]);

    await adminMoves(admin, order, "Start Preparing", "Preparing");
    await expectCurrentStep(customer, "Preparing");
    await expect(row.getByText("Preparing", { exact: true }).first()).toBeVisible();
    // The dialog's history lists the moves as they happen.
    await expect(
      customer.getByRole("dialog", { name: "Order Details" }).getByRole("heading", { name: "Status History" }).first(),
    ).toBeVisible();
    await expectNotReloaded(customer);
    await expectNoA11yViolations(customer, "order details with the step tracker");
  });

  test(
    "shows a rejection on a phone: the card's badge and the tracker's stopped step with the reason",
    { tag: "@phone" },
    async ({ openPage, adminPage: admin }) => {
      const order = await placeOrder(openPage);
      const customer = await openPage({ as: shopper });
      const live = recordLiveSubscriptions(customer);
      await customer.goto("/shop/account");
      const card = customer.getByRole("listitem").filter({ hasText: `#${order.shortId}` });
      await expect(card.getByText("Pending", { exact: true }).first()).toBeVisible();
      await live.started("CustomerOrderUpdated");
      await markPage(customer);

      await graphql(
        `mutation E2ELiveReject($id: ID!) { updateOrderStatus(id: $id, status: REJECTED, reason: "Kitchen closed early") { id } }`,
        { id: order.id },
        admin,
      );

      await expect(card.getByText("Rejected", { exact: true }).first()).toBeVisible();
      await expectNotReloaded(customer);
      await card.getByRole("button", { name: `View order #${order.shortId}` }).click();
      await expectCurrentStep(customer, "Rejected");
      await expect.poll(() => trackerSteps(customer)).toEqual(["Pending, completed", "Rejected, the order ended here"]);
      await expect(
        customer
          .getByRole("dialog", { name: "Order Details" })
          .getByText(/Kitchen closed early/)
          .first(),
      ).toBeVisible();
      await expectNoA11yViolations(customer, "rejected order on a phone");
    },
  );
});

test.describe("a customer's rider", () => {
  test(
    "shows the rider, the Call link, the distance as the rider moves and the delivery, without reloading",
    { tag: "@phone" },
    async ({ openPage, adminPage: admin }) => {
      const order = await placeOrder(openPage, mappedAddressId);
      const customer = await openPage({ as: shopper });
      const mapCode: string[] = [];
      customer.on("request", (request) => {
        if (/\/assets\/(rider-map-view|leaflet)/.test(request.url())) mapCode.push(request.url());
      });
      const live = recordLiveSubscriptions(customer);
      await customer.goto("/shop/account");
      await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
      const dialog = customer.getByRole("dialog", { name: "Order Details" });
      await expectCurrentStep(customer, "Pending");
      await live.started("CustomerOrderUpdated");
      await markPage(customer);

      const rider = await openPage({ as: courier });
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
      await expect(dialog.getByText("Your rider: E2E", { exact: true }).first()).toBeVisible();
      const call = dialog.getByRole("link", { name: "Call E2E, your rider" });
      await expect(call.first()).toBeVisible();
      await expect(call).toHaveAttribute("href", `tel:+91${courier.phone}`);
      await expect(dialog.getByText(/live-rider/)).toHaveCount(0);

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
      await expect(dialog.getByText(/^E2E is 0\.7 km away · arriving around \d{1,2}:\d{2} (am|pm)$/).first()).toBeVisible();
      await expect(dialog.getByText(/^Location updated/).first()).toBeVisible();
      // Half way there: the same line moves on.
      await share(16.9921, 82.2472);
      await expect(dialog.getByText(/^E2E is 0\.3 km away · arriving around/).first()).toBeVisible();
      // No map: this server has no MAP_TILE_URL, so no map code either.
      await expect(dialog.getByRole("figure")).toHaveCount(0);
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
      await expect(dialog.getByText("Delivered by E2E", { exact: true }).first()).toBeVisible();
      // Once delivered the customer has no phone number to call and no distance to read.
      await expect(dialog.getByText(/km away/)).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: "Call E2E, your rider" })).toHaveCount(0);
      await expectNotReloaded(customer);
    },
  );
});

test.describe("a customer's dropped live connection", () => {
  // 1012 (a restart) the websocket client retries itself; after 1011 (a server error) it gives up, and the page listens anew.
  for (const refuseCode of [1012, 1011]) {
    test(`reconnects and shows the status that changed while it was down (refused with ${refuseCode})`, async ({
      openPage,
      adminPage: admin,
    }) => {
      const order = await placeOrder(openPage);
      const customer = await openPage({ as: shopper });
      const live = await breakableLiveConnection(customer, { refuseCode });
      await customer.goto("/shop/account");
      const row = customer.getByRole("row").filter({ hasText: `#${order.shortId}` });
      await expect(row.getByText("Pending", { exact: true }).first()).toBeVisible();
      await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
      await expectCurrentStep(customer, "Pending");
      await live.opened(0);
      await markPage(customer);

      await live.drop();
      await graphql(`mutation E2ELiveOffline($id: ID!) { updateOrderStatus(id: $id, status: CONFIRMED) { id } }`, { id: order.id }, admin);
      // Nothing could reach the page while it was cut off.
      await expect(row.getByText("Pending", { exact: true }).first()).toBeVisible();
      await live.refused();

      const before = live.connections();
      live.restore();
      // The app waits 1 s, 2 s, 4 s... (capped, spread) between attempts; the outage above was short.
      await live.opened(before);
      await expect(row.getByText("Confirmed", { exact: true }).first()).toBeVisible();
      await expectCurrentStep(customer, "Confirmed");
      await expectNotReloaded(customer);
    });
  }
});

test.describe("the admin panel", () => {
  test("counts new orders on the Orders link and shows them on the orders page as they arrive", async ({ openPage, adminPage: admin }) => {
    const live = recordLiveSubscriptions(admin);
    await admin.goto("/admin/dashboard");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders", exact: true }).first()).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Orders by Status" }).first()).toBeVisible();
    // The count is of orders heard live: the order must come after the panel listens (the dashboard's
    // two weeks of demo history make its first load slower than the order's placing).
    await live.started("AdminOrderPlaced");

    const first = await placeOrder(openPage);
    // Other spec files place orders too, so the count is at least one.
    await expect(nav.getByRole("link", { name: /^Orders\s*, \d+ new orders?$/ }).first()).toBeVisible();

    await nav.getByRole("link", { name: /^Orders/ }).click();
    await expect(admin).toHaveURL(atPath("/admin/orders"));
    await expect(admin.getByRole("button", { name: `View Details of order #${first.shortId}` }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders", exact: true }).first()).toBeVisible();
    await markPage(admin);

    const second = await placeOrder(openPage);
    await expect(admin.getByRole("button", { name: `View Details of order #${second.shortId}` }).first()).toBeVisible();
    await expect(
      admin
        .getByRole("row")
        .filter({ hasText: `#${second.shortId}` })
        .getByText("Pending", { exact: true })
        .first(),
    ).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders", exact: true })).toHaveCount(1);
    await expectNotReloaded(admin);
  });

  test("listens anew after the server ended its live feed with an error, and shows the order placed meanwhile", async ({ openPage }) => {
    const admin = await openPage({ as: DEMO.admin });
    const live = await breakableLiveConnection(admin, { refuseCode: 1011 });
    await admin.goto("/admin/orders");
    await expect(admin.getByRole("heading", { name: "Orders", exact: true }).first()).toBeVisible();
    await live.opened(0);
    await markPage(admin);

    await live.drop();
    const missed = await placeOrder(openPage);
    await live.refused();
    const before = live.connections();
    live.restore();
    await live.opened(before);
    await expect(admin.getByRole("button", { name: `View Details of order #${missed.shortId}` }).first()).toBeVisible();
    // Live again: the next order arrives without asking.
    const next = await placeOrder(openPage);
    await expect(admin.getByRole("button", { name: `View Details of order #${next.shortId}` }).first()).toBeVisible();
    await expectNotReloaded(admin);
  });
});
