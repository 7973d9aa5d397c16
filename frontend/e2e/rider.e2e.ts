import type { Page } from "playwright-core";
import { enRider } from "../src/i18n/en-rider";
import { teRider } from "../src/i18n/te-rider";
import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  eventually,
  expectHeading,
  expectNoA11yViolations,
  expectPath,
  expectToast,
  expectVisible,
  graphql,
  keepScreenshot,
  makeRider,
  placeKitchenOrder,
  signIn,
  useBrowser,
  type Account,
  type OrderKitchen,
  type PlacedOrder,
} from "./support";

/**
 * The rider's page (/rider) on a 360 px phone: a fresh account made a rider signs in and lands
 * there, goes on shift, sees an order an admin assigned arrive live with the amount to collect
 * and the way to the customer, picks it up (its position is then shared), delivers it with less
 * cash and a note, and finds it under "Delivered today". A rider sees nothing but /rider; a
 * customer opening /rider is sent away; the page reads in Telugu.
 */
const e2e = useBrowser();

let shopper: Account;
let rider: Account;
let riderId = "";
let kitchen: OrderKitchen | undefined;
let addressId = "";

/** The rider's texts in each language, read from the app's catalogue rather than copied. */
const en = enRider.rider;
const te = teRider.rider;

beforeAll(async () => {
  [shopper, rider] = await Promise.all([createCustomer("rider-shopper"), createCustomer("rider")]);
  // A superadmin makes the fresh account a rider (the demo rider is shared with other spec files).
  const superadmin = await e2e.newPage({ as: DEMO.superadmin });
  riderId = await makeRider(rider.email, superadmin);

  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Rider Kitchen", { name: "Masala Dosa", originalPrice: 70, offerPrice: 50 });
  const customer = await e2e.newPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await Promise.all([superadmin.context().close(), admin.context().close(), customer.context().close()]);
});

afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** Walks with three browsers and an order's whole life: more than the usual minute on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

/** The customer orders 2 × Masala Dosa (₹50 each + ₹30 delivery: ₹130.00), and the kitchen starts cooking it. */
async function placePreparingOrder(): Promise<PlacedOrder> {
  const customer = await e2e.newPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen!, addressId, 2);
  await customer.context().close();
  const admin = await e2e.newPage({ as: DEMO.admin });
  await graphql(`mutation E2ERiderAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 15) { id } }`, { id: order.id }, admin);
  await graphql(`mutation E2ERiderCook($id: ID!) { startPreparingOrder(id: $id) { id } }`, { id: order.id }, admin);
  await admin.context().close();
  return order;
}

async function assignToRider(order: PlacedOrder) {
  const admin = await e2e.newPage({ as: DEMO.admin });
  await graphql(
    `mutation E2ERiderAssign($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
    { orderId: order.id, riderId },
    admin,
  );
  await admin.context().close();
}

/** The delivery card of an order (an article named "Order #ABC123"). */
const card = (page: Page, order: PlacedOrder) => page.getByRole("article", { name: `Order #${order.shortId}` });

const shiftSwitch = (page: Page, label: string = en.shift.label) => page.getByRole("switch", { name: label });

describe("a rider on the rider's page", () => {
  it(
    "signs in on a phone, goes on shift, picks up an assigned order and delivers it with less cash and a note",
    async () => {
      const page = await e2e.newPage({ viewport: "mobile" });
      await signIn(page, rider.email, rider.password);
      await expectPath(page, "/rider");
      await expectHeading(page, rider.userName);
      expect(await page.title()).toBe(`${en.title} – Ruchi`);

      // A rider sees nothing else: the shop, the admin panel and "/" send them back.
      for (const elsewhere of ["/shop/home", "/admin/dashboard", "/"]) {
        await page.goto(elsewhere);
        await expectPath(page, "/rider");
      }
      await expectHeading(page, rider.userName);

      // On shift (a new rider starts off shift).
      const shift = shiftSwitch(page);
      await expectVisible(shift);
      expect(await shift.getAttribute("aria-checked")).toBe("false");
      await expectVisible(page.getByText(en.orders.emptyOffShift));
      await shift.click();
      await expectToast(page, en.shift.onToast);
      expect(await shift.getAttribute("aria-checked")).toBe("true");
      await expectVisible(page.getByText(en.orders.emptyOnShift));
      await expectVisible(page.getByText(en.cash.label));
      await keepScreenshot(page, "rider-phone-en-on-shift");

      // An admin assigns an order: it appears without a reload.
      const order = await placePreparingOrder();
      await assignToRider(order);
      const delivery = card(page, order);
      await expectVisible(delivery);
      await expectVisible(page.getByRole("heading", { name: `${en.orders.heading} (1)` }));
      await expectVisible(delivery.getByText(en.order.collect));
      await expectVisible(delivery.getByText("₹130.00", { exact: true }));
      await expectVisible(delivery.getByText("2 ×"));
      await expectVisible(delivery.getByText("Masala Dosa"));
      await expectVisible(delivery.getByText(en.order.status.PREPARING, { exact: true }));
      await expectVisible(delivery.getByText(/9-1 Temple Street, Jagannaickpur, Kakinada, 533002/));
      const call = delivery.getByRole("link", { name: new RegExp(`^${en.order.callCustomer}`) });
      expect(await call.getAttribute("href")).toBe(`tel:${shopper.phone}`);
      const directions = delivery.getByRole("link", { name: new RegExp(`^${en.order.directions}`) });
      await expectVisible(directions);
      expect(await directions.getAttribute("href")).toMatch(
        /^(geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=|https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=9-1%20Temple%20Street)/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await keepScreenshot(page, "rider-phone-en-assigned");
      await expectNoA11yViolations(page, "the rider's page with a delivery at 360 px");

      // Picked up: out for delivery, and the page shares the phone's position with the customer.
      await delivery.getByRole("button", { name: `Picked up order #${order.shortId}` }).click();
      await expectToast(page, `Order #${order.shortId} picked up. Take it to the customer.`);
      await expectVisible(delivery.getByText(en.order.status.OUT_FOR_DELIVERY, { exact: true }));
      await expectVisible(page.getByText(en.location.sharing));
      // The customer's order carries the position the phone reported (the demo town).
      const customer = await e2e.newPage({ as: shopper });
      await eventually(
        async () => {
          const { order: seen } = await graphql<{ order: { riderPosition: { latitude: number } | null } }>(
            `query E2ERiderPosition($id: ID!) { order(id: $id) { id riderPosition { latitude } } }`,
            { id: order.id },
            customer,
          );
          return seen.riderPosition !== null && Math.abs(seen.riderPosition.latitude - 16.5449) < 0.001;
        },
        () => "the rider's position never reached the customer's order",
        15_000,
      );
      await customer.context().close();
      await keepScreenshot(page, "rider-phone-en-out-for-delivery");

      // Delivered with ₹120 of ₹130: a note is required.
      await delivery.getByRole("button", { name: `Delivered order #${order.shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Deliver order #${order.shortId}` });
      const amount = dialog.getByLabel(en.deliver.amountLabel);
      expect(await amount.inputValue()).toBe("130.00");
      await amount.fill("120");
      await expectVisible(dialog.getByText("₹10.00 less than the total"));
      await dialog.getByRole("button", { name: "Delivered · ₹120.00" }).click();
      await expectVisible(dialog.getByText(en.deliver.noteRequired));
      await dialog.getByRole("button", { name: en.deliver.noteNoChange }).click();
      expect(await dialog.getByLabel(en.deliver.noteLabel, { exact: true }).inputValue()).toBe(en.deliver.noteNoChange);
      await keepScreenshot(page, "rider-phone-en-delivered-dialog");
      await dialog.getByRole("button", { name: "Delivered · ₹120.00" }).click();
      await expectToast(page, `Order #${order.shortId} delivered. ₹120.00 collected.`);

      // It leaves the open deliveries for "Delivered today", and the cash in hand counts it.
      await delivery.waitFor({ state: "detached" });
      await expectVisible(page.getByText(en.orders.emptyOnShift));
      // No order is out for delivery any more: the page stops sharing the position, and says so no more.
      await page.getByText(en.location.sharing).waitFor({ state: "detached" });
      const today = page.getByRole("region", { name: en.today.heading });
      const row = today.getByRole("listitem").filter({ hasText: `#${order.shortId}` });
      await expectVisible(row.getByText(en.order.status.DELIVERED, { exact: true }));
      await expectVisible(row.getByText("₹120.00 collected"));
      await expectVisible(page.getByText("₹120.00", { exact: true }));
      const superadmin = await e2e.newPage({ as: DEMO.superadmin });
      const { adminOrder: saved } = await graphql<{ adminOrder: { status: string; cashCollected: number; cashNote: string } }>(
        `query E2ERiderDelivered($id: ID!) { adminOrder(id: $id) { id status cashCollected cashNote } }`,
        { id: order.id },
        superadmin,
      );
      expect(saved).toMatchObject({ status: "DELIVERED", cashCollected: 120, cashNote: en.deliver.noteNoChange });
      await keepScreenshot(page, "rider-phone-en-delivered-today");
    },
    JOURNEY_TIMEOUT_MS,
  );

  it("sends a customer opening /rider away, and a signed-out visitor to sign in and back to /rider", async () => {
    const customer = await e2e.newPage({ as: shopper, viewport: "mobile" });
    await customer.goto("/rider");
    await expectPath(customer, "/unauth-page");
    expect(await customer.getByRole("switch").count()).toBe(0);

    const visitor = await e2e.newPage({ viewport: "mobile" });
    await visitor.goto("/rider");
    await expectPath(visitor, "/auth/login");
    await visitor.getByLabel("Email", { exact: true }).fill(rider.email);
    await visitor.getByLabel("Password", { exact: true }).fill(rider.password);
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await expectPath(visitor, "/rider");
    await expectHeading(visitor, rider.userName);
  });

  it("reads in Telugu at 360 px", async () => {
    const page = await e2e.newPage({ as: rider, viewport: "mobile", locale: "te-IN" });
    await page.goto("/rider");
    await expectHeading(page, rider.userName);
    const telugu = page.getByRole("button", { name: "తెలుగు" });
    if ((await telugu.getAttribute("aria-pressed")) !== "true") await telugu.click();
    await expectVisible(shiftSwitch(page, te.shift.label));
    await expectVisible(page.getByRole("heading", { name: te.orders.heading }));
    await expectVisible(page.getByRole("heading", { name: te.today.heading }));
    await expectVisible(page.getByText(te.cash.label));
    await expectVisible(page.getByRole("button", { name: te.header.signOut }));
    expect(await page.title()).toBe(`${te.title} – Ruchi`);
    await page.evaluate(() => document.fonts.ready.then(() => true));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, "rider-phone-te");

    // Back to English for the account (the first test of a rerun reads English).
    await page.getByRole("button", { name: "English" }).click();
    await expectVisible(shiftSwitch(page));
  });
});
