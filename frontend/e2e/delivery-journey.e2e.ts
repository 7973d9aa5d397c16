import {
  DEMO,
  addKakinadaAddress,
  atPath,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  graphql,
  keepScreenshot,
  makeRider,
  placeKitchenOrder,
  signIn,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
} from "./support";

/**
 * Issue 16's journey, each person in their own browser and nothing done for them over the API
 * but the order itself: the admin assigns the order to a rider from the orders page; the rider,
 * on a 360 px phone, picks it up and delivers it, collecting less than the total with a note; the
 * customer's open 'Order Details' shows the rider's name and then Delivered, live; the admin's
 * Cash page shows what the rider holds and, after the handover, ₹0.00.
 */

let shopper: Account;
let courier: Account;
let kitchen: OrderKitchen | undefined;
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, courier] = await Promise.all([createCustomer("journey-shopper"), createCustomer("journey-rider")]);
  const superadmin = await openSharedPage({ as: DEMO.superadmin });
  await makeRider(courier.email, superadmin);
  const admin = await openSharedPage({ as: DEMO.admin });
  // ₹90 a plate, two plates and ₹30 delivery: ₹210.00.
  kitchen = await createOrderKitchen(admin, "Journey Kitchen", { name: "Chicken Biryani", originalPrice: 120, offerPrice: 90 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await Promise.all([superadmin.context().close(), admin.context().close(), customer.context().close()]);
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

const orderDetails = (page: Page) => page.getByRole("dialog", { name: "Order Details" });

async function expectCurrentStep(page: Page, status: string) {
  const tracker = orderDetails(page).getByRole("list", { name: "Order progress" });
  await expect(tracker.locator('[aria-current="step"]').filter({ hasText: status }).first()).toBeVisible();
}

test.describe("a delivery from the office to the door and back to the office", () => {
  test("is assigned by the admin, delivered by the rider on a phone, followed by the customer, and settled on the Cash page", async ({
    openPage,
    adminPage: admin,
  }) => {
    test.setTimeout(150_000);
    // The customer orders and keeps the order open.
    const customer = await openPage({ as: shopper, viewport: "mobile" });
    const order = await placeKitchenOrder(customer, kitchen!, addressId, 2);
    await customer.goto("/shop/account");
    await customer.getByRole("button", { name: `View order #${order.shortId}` }).click();
    await expectCurrentStep(customer, "Pending");

    // The rider signs in on a phone and goes on shift.
    const rider = await openPage({ viewport: "mobile" });
    await signIn(rider, courier.email, courier.password);
    await expect(rider).toHaveURL(atPath("/rider"));
    await rider.getByRole("switch", { name: "On shift" }).click();
    await expect(toast(rider, "You are on shift.")).toBeVisible();

    // The admin confirms the order and gives it to the rider from the orders page.
    await admin.goto(`/admin/orders?q=${order.shortId}`);
    const row = admin.getByRole("row").filter({ hasText: `#${order.shortId}` });
    await row.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
    await orderDetails(admin).getByRole("button", { name: "Confirm Order", exact: true }).click();
    await expect(toast(admin, `Order #${order.shortId} is now Confirmed.`)).toBeVisible();
    await orderDetails(admin).getByRole("button", { name: "Close" }).last().click();
    await expect(row.getByText("Confirmed", { exact: true }).first()).toBeVisible();
    await row.getByRole("button", { name: `Assign a rider to order #${order.shortId}` }).click();
    const picker = admin.getByRole("dialog", { name: `Rider for order #${order.shortId}` });
    await picker.getByRole("button", { name: `Assign ${courier.userName} to order #${order.shortId}` }).click();
    await expect(toast(admin, `Order #${order.shortId} is assigned to ${courier.userName}.`)).toBeVisible();

    // The customer sees the rider's first name, live.
    await expect(orderDetails(customer).getByText("Your rider: E2E", { exact: true }).first()).toBeVisible();

    // The kitchen cooks; the rider's card arrives live, with the amount to collect.
    await graphql(
      `mutation E2EJourneyCook($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
      { id: order.id, status: "PREPARING" },
      admin,
    );
    const card = rider.getByRole("article", { name: `Order #${order.shortId}` });
    await expect(card.getByText("₹210.00", { exact: true }).first()).toBeVisible();
    await card.getByRole("button", { name: `Picked up order #${order.shortId}` }).click();
    await expect(toast(rider, `Order #${order.shortId} picked up. Take it to the customer.`)).toBeVisible();
    await expectCurrentStep(customer, "Out for Delivery");

    // Delivered with ₹200 of ₹210: the note says why.
    await card.getByRole("button", { name: `Delivered order #${order.shortId}` }).click();
    const deliver = rider.getByRole("dialog", { name: `Deliver order #${order.shortId}` });
    await deliver.getByLabel("Cash collected (₹)").fill("200");
    await deliver.getByRole("button", { name: "No change" }).click();
    await deliver.getByRole("button", { name: "Delivered · ₹200.00" }).click();
    await expect(toast(rider, `Order #${order.shortId} delivered. ₹200.00 collected.`)).toBeVisible();
    expect(await rider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(rider, "journey-rider-delivered");

    // The customer's tracker ends at Delivered, by the rider.
    await expectCurrentStep(customer, "Delivered");
    await expect(orderDetails(customer).getByText("Delivered by E2E", { exact: true }).first()).toBeVisible();

    // The Cash page: the rider holds ₹200.00 until the handover, then ₹0.00.
    await admin.goto("/admin/cash");
    const cashRow = admin.getByRole("row").filter({ hasText: courier.userName });
    await expect(cashRow.getByText("₹200.00").last()).toBeVisible();
    await cashRow.getByRole("button", { name: `Record a cash handover from ${courier.userName}` }).click();
    const handover = admin.getByRole("dialog", { name: `Cash handover from ${courier.userName}` });
    await expect(handover.getByLabel("Amount handed over (₹)")).toHaveValue("200.00");
    await handover.getByRole("button", { name: "Record handover" }).click();
    await handover.waitFor({ state: "detached" });
    // "Cash in hand now", after rider, deliveries, failed, expected, tips, collected, handed over and difference.
    const inHand = cashRow.locator("td").nth(8);
    await expect(inHand, "the rider's cash in hand after the handover").toHaveText("₹0.00", { useInnerText: true });
    await keepScreenshot(admin, "journey-cash-settled");
  });
});
