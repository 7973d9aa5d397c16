import { randomUUID } from "node:crypto";
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
  toast,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
} from "./support";
import { indiaToday } from "./support/riders";

/**
 * UPI at the door (docs/money.md#upi-at-the-door): with the service's UPI id set, a rider on a
 * 360 px phone delivers one order by cash and one by UPI (the customer chose UPI at checkout: the
 * card says so; the dialog shows the QR of the exact amount and takes the 12-digit reference), and
 * the admins' Cash page counts only the cash as the rider's and lists the UPI payment apart, where
 * it is ticked off against the bank statement. The settings found are put back afterwards: the
 * specs of this worker that follow read the checkout without UPI.
 */

const en = enRider.rider;
const upi = enAdmin.adminRiders.upi;
const cash = enAdmin.adminRiders.cash;

const UPI_ID = "ruchi.e2e@okaxis";
const PAYEE = "Ruchi Foods";
const REFERENCE = "412345678901";

let shopper: Account;
let rider: Account;
let riderId = "";
let kitchen: OrderKitchen | undefined;
let addressId = "";

type PayoutSettings = { defaultCommissionPercent: number; upiId: string | null; upiPayeeName: string | null };
const SET_PAYOUTS = `mutation E2EUpiSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { upiId } }`;

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, rider] = await Promise.all([createCustomer("upi-shopper"), createCustomer("upi-rider")]);
  const superadmin = await openSharedPage({ as: DEMO.superadmin });
  riderId = await makeRider(rider.email, superadmin);
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "UPI Kitchen", { name: "Idli Vada", originalPrice: 60, offerPrice: 50 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await Promise.all([superadmin.context().close(), admin.context().close(), customer.context().close()]);
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** Two deliveries, a phone and a wide screen: more than the usual minute on a busy machine. */
const TIMEOUT_MS = 150_000;

/** An order of the kitchen's dish (₹50 + ₹30 delivery: ₹80.00), paid at the door as the customer says, cooking and assigned to the rider. */
async function assignedOrder(customer: Page, admin: Page, payAtDoorBy: "CASH" | "UPI"): Promise<PlacedOrder> {
  let order: PlacedOrder;
  if (payAtDoorBy === "CASH") order = await placeKitchenOrder(customer, kitchen!, addressId);
  else {
    await graphql(
      `mutation E2EUpiCart($id: ID!) { addToCart(menuItemId: $id, quantity: 1, replaceCart: true) { id } }`,
      { id: kitchen!.dishId },
      customer,
    );
    const placed = await graphql<{ placeOrder: PlacedOrder & { payAtDoorBy: string } }>(
      `mutation E2EUpiPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id shortId payAtDoorBy } }`,
      { input: { addressId, idempotencyKey: randomUUID(), payAtDoorBy: "UPI" } },
      customer,
    );
    expect(placed.placeOrder.payAtDoorBy).toBe("UPI");
    order = placed.placeOrder;
  }
  await graphql(`mutation E2EUpiAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 15) { id } }`, { id: order.id }, admin);
  await graphql(`mutation E2EUpiCook($id: ID!) { startPreparingOrder(id: $id) { id } }`, { id: order.id }, admin);
  await graphql(
    `mutation E2EUpiAssign($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
    { orderId: order.id, riderId },
    admin,
  );
  return order;
}

const card = (page: Page, order: PlacedOrder) => page.getByRole("article", { name: `Order #${order.shortId}` });

test.describe("UPI at the door", () => {
  test(
    "a rider delivers one order by cash and one by UPI, and the Cash page shows the UPI one apart",
    { tag: "@phone" },
    async ({ openPage, adminPage: admin, superadminPage: superadmin }) => {
      test.setTimeout(TIMEOUT_MS);
      const { payoutSettings: found } = await graphql<{ payoutSettings: PayoutSettings }>(
        `query E2EUpiFound { payoutSettings { defaultCommissionPercent upiId upiPayeeName } }`,
        {},
        superadmin,
      );
      await graphql(
        SET_PAYOUTS,
        { input: { defaultCommissionPercent: found.defaultCommissionPercent, upiId: UPI_ID, upiPayeeName: PAYEE } },
        superadmin,
      );
      try {
        const page = await openPage({ as: rider });
        await page.goto("/rider");
        await expect(heading(page, rider.userName)).toBeVisible();
        await graphql(`mutation E2EUpiShift { setRiderOnShift(onShift: true) { id } }`, {}, page);

        const customer = await openPage({ as: shopper });
        const byCash = await assignedOrder(customer, admin, "CASH");
        const byUpi = await assignedOrder(customer, admin, "UPI");
        await expect(card(page, byCash)).toBeVisible();
        await expect(card(page, byUpi)).toBeVisible();
        // The customer said at checkout they will pay by UPI: the rider reads it before the door.
        await expect(card(page, byUpi).getByText(en.order.paysByUpi)).toBeVisible();
        await expect(card(page, byCash).getByText(en.order.paysByUpi)).toHaveCount(0);

        for (const order of [byCash, byUpi]) {
          await card(page, order)
            .getByRole("button", { name: `Picked up order #${order.shortId}` })
            .click();
          await expect(toast(page, `Order #${order.shortId} picked up. Take it to the customer.`)).toBeVisible();
        }

        // Cash stays the first action: the total prefilled, delivered.
        await card(page, byCash)
          .getByRole("button", { name: `Delivered order #${byCash.shortId}` })
          .click();
        const cashDialog = page.getByRole("dialog", { name: `Deliver order #${byCash.shortId}` });
        await expect(cashDialog.getByLabel(en.deliver.amountLabel)).toHaveValue("80.00");
        await cashDialog.getByRole("button", { name: "Delivered · ₹80.00" }).click();
        await expect(toast(page, `Order #${byCash.shortId} delivered. ₹80.00 collected.`)).toBeVisible();
        // The toasts (4 s each, the newest last) leave the QR in view for the screenshot.
        await expect(toast(page, `Order #${byCash.shortId} delivered. ₹80.00 collected.`)).toBeHidden({ timeout: 10_000 });

        // UPI: the QR of the exact amount, then the payment's 12-digit reference.
        await card(page, byUpi)
          .getByRole("button", { name: `Paid by UPI: order #${byUpi.shortId}` })
          .click();
        const upiDialog = page.getByRole("dialog", { name: `UPI payment · order #${byUpi.shortId}` });
        await expect(upiDialog.getByText("Ask the customer to scan and pay ₹80.00")).toBeVisible();
        await expect(upiDialog.getByText(`To ${PAYEE} (${UPI_ID})`)).toBeVisible();
        await expect(upiDialog.locator("canvas")).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await keepScreenshot(page, "rider-phone-en-upi-qr");
        await expectNoA11yViolations(page, "the rider's UPI dialog at 360 px");
        const reference = upiDialog.getByLabel(en.upi.referenceLabel);
        await reference.fill("41234");
        await upiDialog.getByRole("button", { name: "Paid by UPI · ₹80.00" }).click();
        await expect(upiDialog.getByText(en.upi.referenceInvalid)).toBeVisible();
        await reference.fill("4123 4567 8901");
        await keepScreenshot(page, "rider-phone-en-upi-reference");
        await upiDialog.getByRole("button", { name: "Paid by UPI · ₹80.00" }).click();
        await expect(toast(page, `Order #${byUpi.shortId} delivered. ₹80.00 paid by UPI.`)).toBeVisible();
        await card(page, byUpi).waitFor({ state: "detached" });

        const { adminOrder: saved } = await graphql<{ adminOrder: { paidBy: string; upiReference: string; cashCollected: number | null } }>(
          `query E2EUpiSaved($id: ID!) { adminOrder(id: $id) { id paidBy upiReference cashCollected } }`,
          { id: byUpi.id },
          superadmin,
        );
        expect(saved).toMatchObject({ paidBy: "UPI", upiReference: REFERENCE, cashCollected: null });

        // The Cash page: the rider owes the office the cash order only; the UPI payment is listed apart.
        await admin.setViewportSize({ width: 1440, height: 1000 });
        await admin.goto(`/admin/cash?date=${indiaToday()}`);
        // The rider's row of the cash table (it has the shift badge; the UPI table's rows name the rider too).
        const riderRow = admin.getByRole("row").filter({ hasText: rider.userName }).filter({ hasText: cash.onShift });
        await expect(riderRow).toBeVisible();
        await expect(riderRow.getByRole("cell").nth(1)).toHaveText("2");
        await expect(riderRow.getByRole("cell").nth(3)).toHaveText("₹80.00");
        const section = admin.getByRole("region", { name: upi.title });
        const upiRow = section.getByRole("row").filter({ hasText: `#${byUpi.shortId}` });
        await expect(upiRow).toBeVisible();
        await expect(upiRow.getByText(REFERENCE)).toBeVisible();
        await expect(upiRow.getByText(rider.userName)).toBeVisible();
        await expect(upiRow.getByText("₹80.00")).toBeVisible();
        await expect(section.getByRole("row").filter({ hasText: `#${byCash.shortId}` })).toHaveCount(0);
        await expect(admin.getByRole("heading", { name: cash.title, level: 1 })).toBeVisible();

        const tick = upiRow.getByRole("checkbox", { name: `UPI payment of order #${byUpi.shortId} found in the bank statement` });
        // The box follows the server: it is ticked once the confirmation is stored.
        await tick.click();
        await expect(toast(admin, `UPI payment of order #${byUpi.shortId} confirmed.`)).toBeVisible();
        await expect(tick).toBeChecked();
        await expect(tick).toBeDisabled();
        await expect(upiRow.getByText(/^Confirmed by /)).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        await keepScreenshot(admin, "admin-cash-upi");
        await expectNoA11yViolations(admin, "the Cash page with a UPI payment");

        // The Payouts page: the restaurant's week counts both orders, however they were paid (₹50 of food each).
        await admin.goto("/admin/payouts");
        const week = admin.getByRole("listitem").filter({ hasText: "UPI Kitchen" });
        await expect(week).toContainText(/Orders\s*2(?!\d)/);
        await expect(week).toContainText(/Food sold\s*₹100\.00/);
      } finally {
        await graphql(SET_PAYOUTS, { input: { ...found } }, superadmin);
      }
    },
  );
});
