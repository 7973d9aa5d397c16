import { readFile } from "node:fs/promises";
import {
  DEMO,
  addKakinadaAddress,
  appClock,
  createCustomerSpeaking,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  keepScreenshot,
  placeKitchenOrder,
  test,
  toast,
  type OpenPage,
  type OrderKitchen,
} from "./support";
import { kitchenTexts } from "./support/kitchen-texts";

/**
 * A restaurant's statements (README "The books"): the kitchen's staff open their weekly
 * statement from the board, in English on a desktop and in Telugu on a 360 px phone: a delivered
 * ₹80 order at 15% commission is ₹68 payable, not paid yet. The office's Payouts page lists it,
 * downloads it as CSV and, once the week has ended (the app's clock moved on), records its payment.
 */

const kitchens: OrderKitchen[] = [];

test.afterAll(async () => {
  for (const kitchen of kitchens) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** A new kitchen (with a cook on its staff) whose ₹80 order a new customer got delivered today. */
async function deliveredKitchenOrder(openPage: OpenPage, language: "en" | "te") {
  const [shopper, cook] = await Promise.all([
    createCustomerSpeaking(language, `statement-shopper-${language}`),
    createCustomerSpeaking(language, `statement-cook-${language}`),
  ]);
  const admin = await openPage({ as: DEMO.admin, viewport: "desktop" });
  const kitchen = await createOrderKitchen(admin, `Statement ${language}`, { name: "Pesarattu", originalPrice: 90, offerPrice: 80 });
  kitchens.push(kitchen);
  await graphql(
    `mutation E2EStatementStaff($restaurantId: ID!, $email: String!) { addRestaurantStaff(restaurantId: $restaurantId, email: $email) { email } }`,
    { restaurantId: kitchen.id, email: cook.email },
    admin,
  );
  const customer = await openPage({ as: shopper });
  const addressId = await addKakinadaAddress(customer, shopper);
  const order = await placeKitchenOrder(customer, kitchen, addressId);
  for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED"]) {
    await graphql(
      `mutation E2EStatementMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
      { id: order.id, status },
      admin,
    );
  }

  return { kitchen, cook };
}

for (const [language, tag] of [
  ["en", undefined],
  ["te", "@phone"],
] as const) {
  test(`the kitchen's staff read this week's statement (${language})`, { tag: tag ? [tag] : [] }, async ({ openPage }) => {
    test.setTimeout(90_000);
    const k = kitchenTexts(language);
    const { kitchen, cook } = await deliveredKitchenOrder(openPage, language);
    const board = await openPage({ as: cook });
    await board.goto(`/kitchen/${kitchen.id}`);
    await board.getByRole("button", { name: k("statements.open") }).click();
    const drawer = board.getByRole("dialog");
    await expect(drawer.getByText(k("statements.intro"))).toBeVisible();
    // ₹80 sold, 15% commission ₹12, no GSTIN: ₹68 payable.
    for (const text of ["₹80.00", "₹12.00", "₹68.00", k("statements.unpaid")]) await expect(drawer.getByText(text).first()).toBeVisible();
    await keepScreenshot(board, `kitchen-statements-${language}`);
    await expectNoA11yViolations(board, "the kitchen's statements");

    // "Print": the week as a sheet of its own, in a new tab, with the restaurant's name and address.
    const opening = board.context().waitForEvent("page");
    await drawer
      .getByRole("link")
      .filter({ hasText: k("statements.print") })
      .first()
      .click();
    const sheet = await opening;
    await expect(sheet).toHaveURL(new RegExp(`/statements/${kitchen.id}/\\d{4}-\\d{2}-\\d{2}/print$`));
    await expect(sheet.getByRole("heading", { name: k("statements.printHeading") })).toBeVisible();
    const lines = sheet.getByRole("table");
    for (const text of ["₹80.00", "− ₹12.00", "₹68.00"]) await expect(lines.getByText(text, { exact: true })).toBeVisible();
    await expect(sheet.getByText(k("statements.printOpenWeek"))).toBeVisible();
    await expect(sheet.getByRole("button", { name: k("statements.print") })).toBeEnabled();
    await keepScreenshot(sheet, `statement-print-${language}`);
    await expectNoA11yViolations(sheet, "the printable statement");
  });
}

test("the office's Payouts list the week, download it, correct it, and record its payment once the week ended", async ({ openPage }) => {
  test.setTimeout(180_000);
  const { kitchen } = await deliveredKitchenOrder(openPage, "en");
  const office = await openPage({ as: DEMO.superadmin });
  const { restaurant } = await graphql<{ restaurant: { name: string } }>(
    `query E2EPayoutName($id: ID!) { restaurant(id: $id) { name } }`,
    { id: kitchen.id },
    office,
  );
  await office.goto("/admin/payouts");
  // Cards below 1,600 px: the statement's card.
  const row = office.getByRole("listitem").filter({ hasText: restaurant.name });
  await expect(row.getByText("₹68.00")).toBeVisible();
  await expect(row.getByText("The week has not ended")).toBeVisible();

  const downloading = office.waitForEvent("download");
  await office.getByRole("button", { name: "Download CSV" }).click();
  const csv = await readFile((await (await downloading).path())!, "utf8");
  expect(csv).toContain(`"${restaurant.name}"`);
  expect(csv).toMatch(/,1,80\.00,0\.00,12\.00,0\.00,0\.00,0\.00,68\.00,,/);

  // A correction, booked today: this week's statement gains a line of ₹5 and pays ₹73.
  await row.getByRole("button", { name: `Record a correction for ${restaurant.name}` }).click();
  const correction = office.getByRole("dialog", { name: `Correction for ${restaurant.name}` });
  await correction.getByLabel("Amount (₹)").fill("5");
  await correction.getByLabel("Reason").fill("Packaging for the Pesarattu, charged to the restaurant by mistake");
  await correction.getByRole("button", { name: "Record correction" }).click();
  await expect(toast(office, `₹5.00 added to the payable of ${restaurant.name} this week.`)).toBeVisible();
  await expect(row.getByText("₹73.00")).toBeVisible();

  // The ledger for the accountant: this month's entries, the correction's reason among them.
  await office.getByRole("button", { name: "Ledger CSV" }).click();
  const ledgerDialog = office.getByRole("dialog", { name: "The ledger for the accountant" });
  const ledgerDownload = office.waitForEvent("download");
  await ledgerDialog.getByRole("button", { name: "Download" }).click();
  const ledger = await readFile((await (await ledgerDownload).path())!, "utf8");
  expect(ledger.split("\r\n")[0]).toBe(
    '\uFEFF"Entry","Time (India)","Account","Kind","Amount (₹)","Method","Order","Restaurant id","Restaurant","Rider id","Rider","Reason"',
  );
  expect(ledger).toContain(`"RESTAURANT","CORRECTION",5.00,,,"${kitchen.id}","${restaurant.name}",,,"Packaging for the Pesarattu`);

  // The dashboard's money for the week, from the same ledger.
  await office.goto("/admin/dashboard");
  const money = office.getByRole("region", { name: "This Week's Money" });
  for (const label of ["Collected in Cash", "Collected by UPI", "Commission Earned", "Payable to Restaurants", "Payable to Riders"])
    await expect(money.getByText(label)).toBeVisible();
  await keepScreenshot(office, "admin-dashboard-money");
  await office.goto("/admin/payouts");

  // Eight days on, the week has ended: it may be paid.
  const later = new Date(Date.now() + 8 * 86_400_000);
  await appClock.moveTo(later);
  try {
    await office.reload();
    await row.getByRole("button", { name: new RegExp(`^Mark the week of .* of ${restaurant.name} paid$`) }).click();
    const dialog = office.getByRole("dialog", { name: `Payment to ${restaurant.name}` });
    await dialog.getByLabel("Bank or UPI reference").fill("UTR 412345678901");
    const paidOn = new Date(later.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Paid on").fill(paidOn);
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(toast(office, `The payment to ${restaurant.name} is recorded.`)).toBeVisible();
    await expect(row.getByText("Reference UTR 412345678901")).toBeVisible();
    await keepScreenshot(office, "admin-payouts");
    await expectNoA11yViolations(office, "the Payouts page");
  } finally {
    await appClock.reset();
  }
});
