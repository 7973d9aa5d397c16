import { enAdmin } from "../src/i18n/en-admin";
import { enRider } from "../src/i18n/en-rider";
import {
  DEMO,
  addKakinadaAddress,
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
  type Account,
  type OrderKitchen,
  type Page,
} from "./support";

/**
 * Riders' earnings (issue 31 item 4; docs/money.md#riders-pay): a rider who delivered an order
 * finds today's and this week's earnings on their page (one delivery, the ₹30 fee of the default
 * settings, no tip), and the admins' Payouts page lists the rider's week under "Riders".
 */

const en = enRider.rider.earnings;
const payouts = enAdmin.adminPayouts;

let shopper: Account;
let rider: Account;
let riderId = "";
let kitchen: OrderKitchen | undefined;
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, rider] = await Promise.all([createCustomer("earnings-shopper"), createCustomer("earnings-rider")]);
  const superadmin = await openSharedPage({ as: DEMO.superadmin });
  riderId = await makeRider(rider.email, superadmin);
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Earnings Kitchen", { name: "Pesarattu", originalPrice: 60, offerPrice: 50 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await Promise.all([superadmin.context().close(), admin.context().close(), customer.context().close()]);
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/**
 * An order (₹50 + ₹30 delivery) the shopper places (signed in on `customer`), the kitchen (an
 * admin on `admin`) cooks and gives to the rider (signed in on `riderPage`), who picks it up and
 * delivers it: all over the API.
 */
async function deliverAnOrder(customer: Page, admin: Page, riderPage: Page) {
  const order = await placeKitchenOrder(customer, kitchen!, addressId);
  await graphql(`mutation E2EEarningsAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 15) { id } }`, { id: order.id }, admin);
  await graphql(`mutation E2EEarningsCook($id: ID!) { startPreparingOrder(id: $id) { id } }`, { id: order.id }, admin);
  await graphql(`mutation E2EEarningsShift { setRiderOnShift(onShift: true) { id } }`, {}, riderPage);
  await graphql(
    `mutation E2EEarningsAssign($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
    { orderId: order.id, riderId },
    admin,
  );
  await graphql(`mutation E2EEarningsPickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: order.id }, riderPage);
  await graphql(
    `mutation E2EEarningsDeliver($id: ID!) { markDelivered(orderId: $id, cashCollected: 80) { id } }`,
    { id: order.id },
    riderPage,
  );
}

/** A delivery, and pages on phones and a wide screen: more than the usual minute on a busy machine. */
const TIMEOUT_MS = 120_000;

test.describe("riders' earnings", () => {
  test("a rider sees today's and this week's earnings after a delivery", { tag: "@phone" }, async ({ openPage, adminPage: admin }) => {
    test.setTimeout(TIMEOUT_MS);
    const page = await openPage({ as: rider });
    await page.goto("/rider");
    await expect(heading(page, rider.userName)).toBeVisible();
    const card = page.getByRole("region", { name: en.heading });
    const today = card.getByRole("region", { name: en.today });
    await expect(today.getByText("₹0.00", { exact: true }).first()).toBeVisible();

    await deliverAnOrder(await openPage({ as: shopper }), admin, page);

    // The page hears of the delivery and asks for the earnings again: one delivery, the ₹30 base fee.
    for (const period of [today, card.getByRole("region", { name: en.week })]) {
      await expect(period.getByText(`${en.total}: ₹30.00`)).toBeVisible();
      await expect(period.getByRole("definition").nth(0)).toHaveText("1");
      await expect(period.getByRole("definition").nth(1)).toHaveText("₹30.00");
      await expect(period.getByRole("definition").nth(2)).toHaveText("₹0.00");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "rider-phone-en-earnings");
    await expectNoA11yViolations(page, "the rider's page with earnings at 360 px");
  });

  test("the Payouts page lists the rider's week under Riders", async ({ openPage, adminPage: admin, superadminPage: superadmin }) => {
    test.setTimeout(TIMEOUT_MS);
    // Each browser project has a rider of its own (beforeAll): this one delivers here.
    await deliverAnOrder(await openPage({ as: shopper }), admin, await openPage({ as: rider }));
    await superadmin.setViewportSize({ width: 1680, height: 1000 });
    await superadmin.goto("/admin/payouts");
    const riders = superadmin.getByRole("region", { name: payouts.riders.heading });
    const row = riders.getByRole("row").filter({ hasText: rider.userName });
    await expect(row).toBeVisible();
    await expect(row.getByText("₹30.00", { exact: true }).first()).toBeVisible();
    await expect(row.getByText(payouts.weekOpen)).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await keepScreenshot(superadmin, "admin-payouts-riders");
  });
});
