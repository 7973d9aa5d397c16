import { randomUUID } from "node:crypto";
import { adminCharges as teCharges } from "../src/i18n/te/admin-charges";
import { adminOffers as teOffers } from "../src/i18n/te/admin-offers";
import {
  DEMO,
  TELUGU_SCRIPT,
  addKakinadaAddress,
  chooseRestaurant,
  createCustomer,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  keepScreenshot,
  makeRider,
  overflowingText,
  recordGraphqlRequests,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
} from "./support";

/**
 * The bill's staff screens (issue 29): an admin adds the coupon FIRST50 on the Offers page and
 * switches it off and on; a customer's order with it and a tip shows its bill in the staff's
 * 'Order Details'; the rider's card names the tip in the amount to collect, and the Cash page
 * keeps it apart from the cash owed to the office; a superadmin sets the delivery fee and a
 * GSTIN on the Charges page, which admins cannot open.
 *
 * The charges are one row per app, and this file's worker runs other spec files after it on the
 * same app: the Charges test reads the settings first and puts them back in a `finally`, and
 * runs last, after the order whose bill is checked (priced at the default ₹30). The files of a
 * worker run one after another, so no other spec's order is priced while the test's settings hold.
 */

/** The kitchen's one dish: two make ₹200 of items, FIRST50's minimum order. */
const DISH = { name: "Pesarattu", originalPrice: 120, offerPrice: 100 };
const CODE = "FIRST50";

let kitchen: OrderKitchen | undefined;
let kitchenName = "";
let shopper: Account;
let addressId = "";
let rider: Account;
let riderId = "";
/** A superadmin of this file's own who reads Telugu: the demo accounts stay in English. */
let teluguReader: Account;
/** The order with FIRST50 and a ₹20 tip, placed by the third test for the ones after it. */
let order: PlacedOrder | null = null;

const offerRow = (page: Page) => page.getByRole("row").filter({ hasText: CODE });

test.describe("offers, the bill and the charges in the admin panel", () => {
  // The order is placed with the coupon the first test adds; the rider and the cash follow it.
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ openSharedPage }) => {
    const admin = await openSharedPage({ as: DEMO.admin });
    kitchen = await createOrderKitchen(admin, "Offers Kitchen", DISH);
    const { restaurant } = await graphql<{ restaurant: { name: string } }>(
      `query E2EOffersKitchen($id: ID!) { restaurant(id: $id) { name } }`,
      { id: kitchen.id },
      admin,
    );
    kitchenName = restaurant.name;
    [shopper, rider, teluguReader] = await Promise.all([
      createCustomer("offers-shopper"),
      createCustomer("offers-rider"),
      createCustomerSpeaking("te", "offers-te"),
    ]);
    const customer = await openSharedPage({ as: shopper });
    addressId = await addKakinadaAddress(customer, shopper);
    const superadmin = await openSharedPage({ as: DEMO.superadmin });
    riderId = await makeRider(rider.email, superadmin);
    const { adminUsers } = await graphql<{ adminUsers: { items: { id: string; email: string }[] } }>(
      `query E2EOffersFindUser($search: String) { adminUsers(search: $search) { items { id email } } }`,
      { search: teluguReader.email },
      superadmin,
    );
    const reader = adminUsers.items.find((item) => item.email === teluguReader.email);
    if (!reader) throw new Error(`no account ${teluguReader.email}`);
    await graphql(`mutation E2EOffersPromote($id: ID!) { setUserRole(id: $id, role: SUPERADMIN) { id } }`, { id: reader.id }, superadmin);
    await Promise.all([admin.context().close(), customer.context().close(), superadmin.context().close()]);
  });

  test.afterAll(async () => {
    if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
  });

  test("an admin adds FIRST50 on the Offers page, the form saying what is wrong first", async ({ adminPage: page }) => {
    await page.goto("/admin/offers");
    await expect(heading(page, "Offers")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Offers" })).toBeVisible();
    await expect(page.getByText(/^\d+ offers? on this page$|^No offers yet/).first()).toBeVisible();

    await page.getByRole("button", { name: "New offer" }).click();
    const sheet = page.getByRole("dialog", { name: "New offer" });
    await sheet.getByLabel("Code").fill("F5");
    await sheet.getByRole("button", { name: "Add offer" }).click();
    await expect(sheet.getByText("Enter 3 to 20 letters (A-Z) and digits, no spaces.").first()).toBeVisible();
    await expect(sheet.getByText("Please fill in Percent off (%)").first()).toBeVisible();

    // Typed in lower case: the box writes it as customers' codes are kept.
    await sheet.getByLabel("Code").fill("first50");
    await expect(sheet.getByLabel("Code")).toHaveValue(CODE);
    await sheet.getByLabel("Description").fill("₹50 off your first order");
    // antd draws the choice over a hidden radio: a person clicks its text.
    await sheet.getByText("Amount off", { exact: true }).click();
    await expect(sheet.getByRole("radio", { name: "Amount off" })).toBeChecked();
    // An amount off has no cap: the box for one goes.
    await expect(sheet.getByLabel("Most it takes off (₹)")).toBeHidden();
    await sheet.getByLabel("Amount off (₹)").fill("50");
    await sheet.getByLabel("Minimum order (₹)").fill("200");
    await sheet.getByLabel("Valid from (India time)").fill("2026-01-01T00:00");
    await sheet.getByLabel("Valid until (India time)").fill("2025-12-31T00:00");
    await sheet.getByLabel("Uses in all").fill("100");
    await sheet.getByLabel("Uses per customer").fill("1");
    await sheet.getByRole("checkbox", { name: "First order only" }).check();
    await chooseRestaurant(page, kitchenName);
    await sheet.getByRole("button", { name: "Add offer" }).click();
    await expect(sheet.getByText("The end must come after the start.").first()).toBeVisible();
    await sheet.getByLabel("Valid until (India time)").fill("");
    await expectNoA11yViolations(page, "the new offer sheet");
    await keepScreenshot(page, "offers-sheet-desktop");
    await sheet.getByRole("button", { name: "Add offer" }).click();
    await expect(toast(page, "Offer FIRST50 added.")).toBeVisible();
    await expect(sheet).toBeHidden();

    const row = offerRow(page);
    await expect(row.getByText("₹50.00 off", { exact: true })).toBeVisible();
    await expect(row.getByText("On orders from ₹200.00")).toBeVisible();
    await expect(row.getByText("First order only")).toBeVisible();
    await expect(row.getByText("From 1 Jan 2026, 12:00 am")).toBeVisible();
    await expect(row.getByText("No end date")).toBeVisible();
    await expect(row.getByText("Used 0 / 100")).toBeVisible();
    await expect(row.getByText("1 use per customer")).toBeVisible();
    await expect(row.getByText(kitchenName)).toBeVisible();
    await expect(row.getByText("Running", { exact: true })).toBeVisible();

    // The same code again, whatever its case: the server's refusal in the catalogue's words.
    await page.getByRole("button", { name: "New offer" }).click();
    const again = page.getByRole("dialog", { name: "New offer" });
    await again.getByLabel("Code").fill("First50");
    await again.getByLabel("Percent off (%)").fill("10");
    await again.getByRole("button", { name: "Add offer" }).click();
    await expect(toast(page, "Another offer already has this code. Choose another code.")).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expectNoA11yViolations(page, "the Offers page");
    await keepScreenshot(page, "offers-list-desktop");
  });

  test("switches FIRST50 off and on from its row; its sheet opens with every field as saved", async ({ adminPage: page }) => {
    const isActive = async () => {
      const { coupons } = await graphql<{ coupons: { code: string; isActive: boolean }[] }>(
        `query E2EOffersActive { coupons(limit: 50) { code isActive } }`,
        {},
        page,
      );
      return coupons.find((coupon) => coupon.code === CODE)?.isActive;
    };
    // The page may ask for its list twice as it starts (the cache's answer, then the server's): an
    // answer still on its way when the switch is clicked would put the old value back.
    const requests = recordGraphqlRequests(page);
    await page.goto("/admin/offers");
    const row = offerRow(page);
    const onSwitch = row.getByRole("switch", { name: `${CODE} on` });
    await expect(onSwitch).toBeChecked();
    await requests.answered();
    await onSwitch.click();
    await expect(toast(page, "FIRST50 is off: customers can no longer apply it.")).toBeVisible();
    await expect(onSwitch).not.toBeChecked();
    await expect(row.getByText("Off", { exact: true }).first()).toBeVisible();
    expect(await isActive()).toBe(false);
    await onSwitch.click();
    await expect(toast(page, "FIRST50 is on: customers can apply it.")).toBeVisible();
    await expect(onSwitch).toBeChecked();
    expect(await isActive()).toBe(true);

    await row.getByRole("button", { name: `Edit ${CODE}` }).click();
    const sheet = page.getByRole("dialog", { name: `Edit ${CODE}` });
    await expect(sheet.getByLabel("Code")).toHaveValue(CODE);
    await expect(sheet.getByLabel("Amount off (₹)")).toHaveValue("50.00");
    await expect(sheet.getByLabel("Valid from (India time)")).toHaveValue("2026-01-01T00:00");
    await expect(sheet.locator(".ant-select-selection-item", { hasText: kitchenName })).toBeVisible();
    // From the start of the bill's test on: a first order of the shopper's any day.
    await sheet.getByLabel("Valid from (India time)").fill("");
    await sheet.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Offer FIRST50 saved.")).toBeVisible();
    await expect(row.getByText("From now")).toBeVisible();
  });

  test("reads at 360 px: the offers as cards, nothing cut off", { tag: "@phone" }, async ({ adminPage: page }) => {
    // The phone project has its own app: an offer of its own to show.
    await graphql(
      `mutation E2EOffersPhone($input: CouponInput!) { createCoupon(input: $input) { id } }`,
      { input: { code: "SUNDAY20", kind: "PERCENT", value: 20, maxDiscount: 60, minOrder: 199, weekdays: ["SUNDAY"], usageLimit: 5 } },
      page,
    );
    await page.goto("/admin/offers");
    const card = page.getByRole("listitem").filter({ hasText: "SUNDAY20" });
    await expect(card.getByText("20% up to ₹60.00")).toBeVisible();
    await expect(card.getByText("Only on Sunday")).toBeVisible();
    await expect(card.getByText("Used 0 / 5")).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the Offers page at 360 px");
    await keepScreenshot(page, "offers-list-phone");
    await card.getByRole("button", { name: "Edit SUNDAY20" }).click();
    const sheet = page.getByRole("dialog", { name: "Edit SUNDAY20" });
    await expect(sheet.getByLabel("Most it takes off (₹)")).toHaveValue("60.00");
    await expect(sheet.getByRole("checkbox", { name: "Sunday" })).toBeChecked();
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, "offers-sheet-phone");
  });

  test("a customer's order with FIRST50 and a ₹20 tip shows its bill in 'Order Details'", async ({
    openPage,
    adminPage: admin,
    superadminPage: superadmin,
  }) => {
    const customer = await openPage({ as: shopper });
    await graphql(
      `mutation E2EOffersCart($id: ID!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: true) { id } }`,
      { id: kitchen!.dishId },
      customer,
    );
    await graphql(`mutation E2EOffersApply($code: String!) { applyCoupon(code: $code) { couponCode } }`, { code: "first50" }, customer);
    await graphql(`mutation E2EOffersTip { setCartTip(amount: 20) { tip } }`, {}, customer);
    const { placeOrder } = await graphql<{ placeOrder: PlacedOrder & { total: number } }>(
      `mutation E2EOffersPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { id shortId total } }`,
      { input: { addressId, idempotencyKey: randomUUID() } },
      customer,
    );
    // ₹200 of items + ₹30 delivery − ₹50 + ₹20 tip.
    expect(placeOrder.total).toBe(200);
    order = placeOrder;

    for (const [page, who] of [
      [admin, "an admin"],
      [superadmin, "a superadmin"],
    ] as const) {
      await page.goto(`/admin/orders?q=${order.shortId}`);
      await page.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: "Order Details" });
      // An admin's dialog has the bill as a section of its own (the rest of the order is for
      // superadmins); a superadmin's shows it under the lines, as the customer's does.
      const bill = who === "an admin" ? dialog.getByRole("region", { name: "Bill" }) : dialog.getByRole("region", { name: "Items" });
      await expect(bill.getByRole("term").filter({ hasText: `Offer ${CODE}` })).toBeVisible();
      await expect(bill.getByRole("definition").filter({ hasText: "−₹50.00" })).toBeVisible();
      await expect(bill.getByRole("definition").filter({ hasText: /^₹30\.00$/ })).toBeVisible();
      await expect(bill.getByRole("term").filter({ hasText: "Tip for your rider" })).toBeVisible();
      await expect(bill.getByRole("term").filter({ hasText: who === "an admin" ? "Total to collect" : "Total Amount" })).toBeVisible();
      await expect(bill.getByRole("definition").filter({ hasText: /^₹200\.00$/ })).toHaveCount(2);
      await expect(dialog.getByRole("region", { name: "Bill" })).toHaveCount(who === "an admin" ? 1 : 0);
      const delivery = dialog.getByRole("region", { name: "Delivery" });
      await expect(delivery.getByRole("term").filter({ hasText: "Rider's tip" })).toBeVisible();
      await expect(delivery.getByText("₹20.00", { exact: true })).toBeVisible();
      await expect(
        delivery.getByText("In the total the rider collects; the rider keeps it, and the cash owed to the office leaves it out."),
      ).toBeVisible();
      await expectNoA11yViolations(page, `'Order Details' with its bill, as ${who} sees it`);
      await keepScreenshot(page, `offers-order-bill-${who.replace(/\W+/g, "-")}`);
    }

    // FIRST50 counts the use.
    await admin.goto("/admin/offers");
    await expect(offerRow(admin).getByText("Used 1 / 100")).toBeVisible();
  });

  test("the rider's card at 360 px names the tip in the amount to collect; the Cash page keeps it apart", async ({
    openPage,
    adminPage: admin,
  }) => {
    const placed = order;
    if (!placed) throw new Error("the order of the previous test was not placed");
    await graphql(`mutation E2EOffersAccept($id: ID!) { acceptOrder(id: $id, preparationMinutes: 15) { id } }`, { id: placed.id }, admin);
    await graphql(`mutation E2EOffersCook($id: ID!) { startPreparingOrder(id: $id) { id } }`, { id: placed.id }, admin);
    const phone = await openPage({ as: rider, viewport: "mobile" });
    await graphql(`mutation E2EOffersOnShift { setRiderOnShift(onShift: true) { id } }`, {}, phone);
    await graphql(
      `mutation E2EOffersAssign($orderId: ID!, $riderId: ID!) { assignRider(orderId: $orderId, riderId: $riderId) { id } }`,
      { orderId: placed.id, riderId },
      admin,
    );

    await phone.goto("/rider");
    const card = phone.getByRole("article", { name: `Order #${placed.shortId}` });
    await expect(card.getByText("Collect in cash")).toBeVisible();
    await expect(card.getByText("₹200.00", { exact: true })).toBeVisible();
    await expect(card.getByText("Tip ₹20.00 — yours")).toBeVisible();
    expect(await overflowingText(phone)).toEqual([]);
    await expectNoA11yViolations(phone, "the rider's card with a tip");
    await keepScreenshot(phone, "offers-rider-card-phone");

    await graphql(`mutation E2EOffersPickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: placed.id }, phone);
    await graphql(
      `mutation E2EOffersDeliver($id: ID!) { markDelivered(orderId: $id, cashCollected: 200) { id } }`,
      { id: placed.id },
      phone,
    );
    await phone.reload();
    await expect(phone.getByText("₹200.00 collected, ₹20.00 tip yours")).toBeVisible();
    // The cash in hand is what the office is owed: the tip is the rider's.
    await expect(phone.getByText("₹180.00", { exact: true })).toBeVisible();

    await admin.goto("/admin/cash");
    const row = admin.getByRole("row").filter({ hasText: rider.phone });
    await expect(row).toBeVisible();
    const titles = (await admin.getByRole("columnheader").allInnerTexts()).map((text) => text.trim());
    const cell = (title: string) => {
      const index = titles.indexOf(title);
      if (index < 0) throw new Error(`no column "${title}" on the Cash page: ${titles.join(", ")}`);
      return row.getByRole("cell").nth(index);
    };
    await expect(cell("Expected")).toHaveText("₹180.00");
    await expect(cell("Tips (rider's)")).toHaveText("₹20.00");
    await expect(cell("Collected")).toHaveText("₹200.00");
    await expect(cell("Cash in hand now")).toHaveText("₹180.00");
    await keepScreenshot(admin, "offers-cash-desktop");
  });

  // Not tagged @phone: the phone project runs in a worker of its own, whose database has not FIRST50.
  test("reads in Telugu at 360 px: the offers, their sheet and the charges", async ({ openPage }) => {
    const page = await openPage({ as: teluguReader, viewport: "mobile", locale: "te-IN" });
    await page.goto("/admin/offers");
    await expect(heading(page, teOffers.title)).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: CODE });
    await expect(card.getByText(teOffers.offer.flat.replace("{{amount}}", "₹50.00"))).toBeVisible();
    await expect(card.getByText(teOffers.firstOrderOnly)).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the Offers page in Telugu at 360 px");
    await keepScreenshot(page, "offers-list-phone-te-IN");

    await card.getByRole("button", { name: teOffers.editOf.replace("{{code}}", CODE) }).click();
    const sheet = page.getByRole("dialog", { name: teOffers.form.editTitle.replace("{{code}}", CODE) });
    await expect(sheet.getByLabel(teOffers.form.flatValue)).toHaveValue("50.00");
    expect(await sheet.innerText()).toMatch(TELUGU_SCRIPT);
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, "offers-sheet-phone-te-IN");
    await sheet.getByRole("button", { name: teOffers.form.cancel }).click();
    await expect(sheet).toBeHidden();

    await page.goto("/admin/charges");
    await expect(heading(page, teCharges.title)).toBeVisible();
    await expect(page.getByText(teCharges.delivery.exampleAt.replace("{{km}}", "5").replace("{{amount}}", "₹30.00"))).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the Charges page in Telugu at 360 px");
    await keepScreenshot(page, "charges-phone-te-IN");
  });

  test("a superadmin sets the delivery fee by distance and a GSTIN on Charges; an admin cannot open it", async ({
    superadminPage: page,
    adminPage: admin,
  }) => {
    await admin.goto("/admin/charges");
    await expect(admin.getByText("You Need Super Admin Access To View This Detail")).toBeVisible();
    await expect(admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Charges" })).toHaveCount(0);

    const read = () =>
      graphql<{
        deliverySettings: { baseFee: number; baseDistanceKm: number; perKmFee: number; freeAbove: number | null };
        taxSettings: Record<string, unknown>;
      }>(
        `query E2ECharges { deliverySettings { baseFee baseDistanceKm perKmFee freeAbove }
          taxSettings { gstin legalName address foodTaxPercent deliveryTaxPercent pricesIncludeTax } }`,
        {},
        page,
      );
    const before = await read();
    try {
      await page.goto("/admin/charges");
      await expect(heading(page, "Charges")).toBeVisible();
      const delivery = page.getByRole("region", { name: "Delivery fee", exact: true });
      await expect(delivery.getByLabel("Base fee (₹)")).toHaveValue(before.deliverySettings.baseFee.toFixed(2));
      await delivery.getByLabel("Base fee (₹)").fill("25");
      await delivery.getByLabel("Base distance (km)").fill("2");
      await delivery.getByLabel("Fee per km beyond (₹)").fill("8");
      await delivery.getByLabel("Free from an order of (₹)").fill("");
      // The example follows the boxes as they are typed: 2 km in the base, 5 km three more, 8 km six more.
      await expect(delivery.getByText("At 2 km: ₹25.00")).toBeVisible();
      await expect(delivery.getByText("At 5 km: ₹49.00")).toBeVisible();
      await expect(delivery.getByText("At 8 km: ₹73.00")).toBeVisible();
      await delivery.getByRole("button", { name: "Save delivery fee" }).click();
      await expect(toast(page, "Delivery fee saved.")).toBeVisible();

      const tax = page.getByRole("region", { name: "GST", exact: true });
      await tax.getByLabel("GSTIN").fill("37AABCU9603R1Z");
      await tax.getByRole("button", { name: "Save GST" }).click();
      await expect(tax.getByText(/^Enter the GSTIN as issued/).first()).toBeVisible();
      await tax.getByLabel("GSTIN").fill("37aabcu9603r1zm");
      await expect(tax.getByLabel("GSTIN")).toHaveValue("37AABCU9603R1ZM");
      await expect(tax.getByText("Bills add CGST and SGST; invoices print this GSTIN.")).toBeVisible();
      await tax.getByLabel("Legal name").fill("Ruchi Foods LLP");
      await tax.getByRole("button", { name: "Save GST" }).click();
      await expect(toast(page, "GST saved.")).toBeVisible();
      await expectNoA11yViolations(page, "the Charges page");
      await keepScreenshot(page, "charges-desktop");

      // Saved: a fresh load shows them, and so does the API.
      await page.reload();
      await expect(delivery.getByLabel("Base fee (₹)")).toHaveValue("25.00");
      await expect(delivery.getByLabel("Base distance (km)")).toHaveValue("2.0");
      await expect(delivery.getByLabel("Fee per km beyond (₹)")).toHaveValue("8.00");
      await expect(delivery.getByLabel("Free from an order of (₹)")).toHaveValue("");
      await expect(tax.getByLabel("GSTIN")).toHaveValue("37AABCU9603R1ZM");
      await expect(tax.getByLabel("Legal name")).toHaveValue("Ruchi Foods LLP");
      const after = await read();
      expect(after.deliverySettings).toEqual({ baseFee: 25, baseDistanceKm: 2, perKmFee: 8, freeAbove: null });
      expect(after.taxSettings).toMatchObject({ gstin: "37AABCU9603R1ZM", legalName: "Ruchi Foods LLP" });
    } finally {
      // The next spec files of this worker price their orders with the settings they found.
      await graphql(
        `mutation E2EChargesRestore($delivery: DeliverySettingsInput!, $tax: TaxSettingsInput!) {
          updateDeliverySettings(input: $delivery) { baseFee } updateTaxSettings(input: $tax) { gstin } }`,
        { delivery: before.deliverySettings, tax: before.taxSettings },
        page,
      );
    }
  });
});
