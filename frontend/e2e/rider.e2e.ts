import { enRider } from "../src/i18n/en-rider";
import { teRider } from "../src/i18n/te-rider";
import {
  DEMO,
  addKakinadaAddress,
  createCustomer,
  createOrderKitchen,
  atPath,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  keepScreenshot,
  makeRider,
  placeKitchenOrder,
  signIn,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
} from "./support";

/**
 * The rider's page (/rider) on a 360 px phone: a fresh account made a rider signs in and lands
 * there, goes on shift, sees an order an admin assigned arrive live with the amount to collect
 * and the way to the customer, picks it up (its position is then shared), delivers it with less
 * cash and a note, and finds it under "Delivered today". A rider sees nothing but /rider; a
 * customer opening /rider is sent away; the page reads in Telugu.
 */

let shopper: Account;
let rider: Account;
let riderId = "";
let kitchen: OrderKitchen | undefined;
let addressId = "";

/** The rider's texts in each language, read from the app's catalogue rather than copied. */
const en = enRider.rider;
const te = teRider.rider;

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, rider] = await Promise.all([createCustomer("rider-shopper"), createCustomer("rider")]);
  // A superadmin makes the fresh account a rider (the demo rider is shared with other spec files).
  const superadmin = await openSharedPage({ as: DEMO.superadmin });
  riderId = await makeRider(rider.email, superadmin);

  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Rider Kitchen", { name: "Masala Dosa", originalPrice: 70, offerPrice: 50 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await Promise.all([superadmin.context().close(), admin.context().close(), customer.context().close()]);
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** Walks with three browsers and an order's whole life: more than the usual minute on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

/**
 * The customer (signed in on `customer`, the shopper) orders 2 × Masala Dosa (₹50 each + ₹30 delivery: ₹130.00), and
 * the kitchen (an admin signed in on `admin`) starts cooking it.
 */
async function placePreparingOrder(customer: Page, admin: Page): Promise<PlacedOrder> {
  const order = await placeKitchenOrder(customer, kitchen!, addressId, 2);
  await graphql(`mutation E2ERiderAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 15) { id } }`, { id: order.id }, admin);
  await graphql(`mutation E2ERiderCook($id: ID!) { startPreparingOrder(id: $id) { id } }`, { id: order.id }, admin);
  return order;
}

async function assignToRider(admin: Page, order: PlacedOrder) {
  await graphql(
    `mutation E2ERiderAssign($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
    { orderId: order.id, riderId },
    admin,
  );
}

/** The delivery card of an order (an article named "Order #ABC123"). */
const card = (page: Page, order: PlacedOrder) => page.getByRole("article", { name: `Order #${order.shortId}` });

const shiftSwitch = (page: Page, label: string = en.shift.label) => page.getByRole("switch", { name: label });

test.describe("a rider on the rider's page", () => {
  test(
    "signs in on a phone, goes on shift, picks up an assigned order and delivers it with less cash and a note",
    { tag: "@phone" },
    async ({ page, openPage, adminPage: admin, superadminPage: superadmin }) => {
      test.setTimeout(JOURNEY_TIMEOUT_MS);
      await signIn(page, rider.email, rider.password);
      await expect(page).toHaveURL(atPath("/rider"));
      await expect(heading(page, rider.userName)).toBeVisible();
      await expect(page).toHaveTitle(`${en.title} – Ruchi`);

      // A rider sees nothing else: the shop, the admin panel and "/" send them back.
      for (const elsewhere of ["/shop/home", "/admin/dashboard", "/"]) {
        await page.goto(elsewhere);
        await expect(page).toHaveURL(atPath("/rider"));
      }
      await expect(heading(page, rider.userName)).toBeVisible();

      // On shift (a new rider starts off shift).
      const shift = shiftSwitch(page);
      await expect(shift).toBeVisible();
      await expect(shift).toHaveAttribute("aria-checked", "false");
      await expect(page.getByText(en.orders.emptyOffShift)).toBeVisible();
      await shift.click();
      await expect(toast(page, en.shift.onToast)).toBeVisible();
      await expect(shift).toHaveAttribute("aria-checked", "true");
      await expect(page.getByText(en.orders.emptyOnShift)).toBeVisible();
      await expect(page.getByText(en.cash.label)).toBeVisible();
      await keepScreenshot(page, "rider-phone-en-on-shift");

      // An admin assigns an order: it appears without a reload.
      const customer = await openPage({ as: shopper });
      const order = await placePreparingOrder(customer, admin);
      await assignToRider(admin, order);
      const delivery = card(page, order);
      await expect(delivery).toBeVisible();
      await expect(page.getByRole("heading", { name: `${en.orders.heading} (1)` })).toBeVisible();
      await expect(delivery.getByText(en.order.collect)).toBeVisible();
      await expect(delivery.getByText("₹130.00", { exact: true })).toBeVisible();
      await expect(delivery.getByText("2 ×")).toBeVisible();
      await expect(delivery.getByText("Masala Dosa")).toBeVisible();
      await expect(delivery.getByText(en.order.status.PREPARING, { exact: true })).toBeVisible();
      await expect(delivery.getByText(/9-1 Temple Street, Jagannaickpur, Kakinada, 533002/)).toBeVisible();
      const call = delivery.getByRole("link", { name: new RegExp(`^${en.order.callCustomer}`) });
      await expect(call).toHaveAttribute("href", `tel:${shopper.phone}`);
      const directions = delivery.getByRole("link", { name: new RegExp(`^${en.order.directions}`) });
      await expect(directions).toBeVisible();
      await expect(directions).toHaveAttribute(
        "href",
        /^(geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=|https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=9-1%20Temple%20Street)/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await keepScreenshot(page, "rider-phone-en-assigned");
      await expectNoA11yViolations(page, "the rider's page with a delivery at 360 px");

      // Picked up: out for delivery, and the page shares the phone's position with the customer.
      await delivery.getByRole("button", { name: `Picked up order #${order.shortId}` }).click();
      await expect(toast(page, `Order #${order.shortId} picked up. Take it to the customer.`)).toBeVisible();
      await expect(delivery.getByText(en.order.status.OUT_FOR_DELIVERY, { exact: true })).toBeVisible();
      await expect(page.getByText(en.location.sharing)).toBeVisible();
      // The customer's order carries the position the phone reported (the demo town).
      await expect
        .poll(
          async () => {
            const { order: seen } = await graphql<{ order: { riderPosition: { latitude: number } | null } }>(
              `query E2ERiderPosition($id: ID!) { order(id: $id) { id riderPosition { latitude } } }`,
              { id: order.id },
              customer,
            );
            return seen.riderPosition !== null && Math.abs(seen.riderPosition.latitude - 16.5449) < 0.001;
          },
          { message: "the rider's position never reached the customer's order", timeout: 15_000 },
        )
        .toBe(true);
      await keepScreenshot(page, "rider-phone-en-out-for-delivery");

      // Delivered with ₹120 of ₹130: a note is required.
      await delivery.getByRole("button", { name: `Delivered order #${order.shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Deliver order #${order.shortId}` });
      const amount = dialog.getByLabel(en.deliver.amountLabel);
      await expect(amount).toHaveValue("130.00");
      await amount.fill("120");
      await expect(dialog.getByText("₹10.00 less than the total")).toBeVisible();
      await dialog.getByRole("button", { name: "Delivered · ₹120.00" }).click();
      await expect(dialog.getByText(en.deliver.noteRequired)).toBeVisible();
      await dialog.getByRole("button", { name: en.deliver.noteNoChange }).click();
      await expect(dialog.getByLabel(en.deliver.noteLabel, { exact: true })).toHaveValue(en.deliver.noteNoChange);
      await keepScreenshot(page, "rider-phone-en-delivered-dialog");
      await dialog.getByRole("button", { name: "Delivered · ₹120.00" }).click();
      await expect(toast(page, `Order #${order.shortId} delivered. ₹120.00 collected.`)).toBeVisible();

      // It leaves the open deliveries for "Delivered today", and the cash in hand counts it.
      await delivery.waitFor({ state: "detached" });
      await expect(page.getByText(en.orders.emptyOnShift)).toBeVisible();
      // No order is out for delivery any more: the page stops sharing the position, and says so no more.
      await page.getByText(en.location.sharing).waitFor({ state: "detached" });
      const today = page.getByRole("region", { name: en.today.heading });
      const row = today.getByRole("listitem").filter({ hasText: `#${order.shortId}` });
      await expect(row.getByText(en.order.status.DELIVERED, { exact: true })).toBeVisible();
      await expect(row.getByText("₹120.00 collected")).toBeVisible();
      await expect(page.getByText("₹120.00", { exact: true })).toBeVisible();
      const { adminOrder: saved } = await graphql<{ adminOrder: { status: string; cashCollected: number; cashNote: string } }>(
        `query E2ERiderDelivered($id: ID!) { adminOrder(id: $id) { id status cashCollected cashNote } }`,
        { id: order.id },
        superadmin,
      );
      expect(saved).toMatchObject({ status: "DELIVERED", cashCollected: 120, cashNote: en.deliver.noteNoChange });
      await keepScreenshot(page, "rider-phone-en-delivered-today");
    },
  );

  test(
    "sends a customer opening /rider away, and a signed-out visitor to sign in and back to /rider",
    { tag: "@phone" },
    async ({ openPage, page: visitor }) => {
      const customer = await openPage({ as: shopper });
      await customer.goto("/rider");
      await expect(customer).toHaveURL(atPath("/unauth-page"));
      await expect(customer.getByRole("switch")).toHaveCount(0);

      await visitor.goto("/rider");
      await expect(visitor).toHaveURL(atPath("/auth/login"));
      await visitor.getByLabel("Email", { exact: true }).fill(rider.email);
      await visitor.getByLabel("Password", { exact: true }).fill(rider.password);
      await visitor.getByRole("button", { name: "Sign In" }).click();
      await expect(visitor).toHaveURL(atPath("/rider"));
      await expect(heading(visitor, rider.userName)).toBeVisible();
    },
  );

  test("reads in Telugu at 360 px", { tag: "@phone" }, async ({ openPage }) => {
    const page = await openPage({ as: rider, locale: "te-IN" });
    await page.goto("/rider");
    await expect(heading(page, rider.userName)).toBeVisible();
    const telugu = page.getByRole("button", { name: "తెలుగు" });
    if ((await telugu.getAttribute("aria-pressed")) !== "true") await telugu.click();
    await expect(shiftSwitch(page, te.shift.label)).toBeVisible();
    await expect(page.getByRole("heading", { name: te.orders.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: te.today.heading })).toBeVisible();
    await expect(page.getByText(te.cash.label)).toBeVisible();
    await expect(page.getByRole("button", { name: te.header.signOut })).toBeVisible();
    await expect(page).toHaveTitle(`${te.title} – Ruchi`);
    await page.evaluate(() => document.fonts.ready.then(() => true));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, "rider-phone-te");

    // Back to English for the account.
    await page.getByRole("button", { name: "English" }).click();
    await expect(shiftSwitch(page)).toBeVisible();
  });
});
