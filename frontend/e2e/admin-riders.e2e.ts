import { readFile } from "node:fs/promises";
import { formatRupees } from "../src/common/formatters";
import {
  DEMO,
  addKakinadaAddress,
  chooseOption,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  indiaToday,
  keepScreenshot,
  placeKitchenOrder,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
} from "./support";

/**
 * Issue 16 in the admin panel: a superadmin makes a user a rider in Users; an admin gives a
 * confirmed order to the on-shift demo rider from the orders page; the rider (over the API)
 * picks it up and delivers it collecting less than the total; 'Order Details' shows the cash and
 * the rider's note, the Cash page shows the rider's cash in hand with the day's shortfall
 * highlighted, a handover (its button clicked twice quickly) is recorded once and empties the
 * cash in hand, the CSV downloads with the rider's row, and the dashboard counts the delivery.
 */

/** Two Pulihora at ₹80 plus ₹30 delivery. */
const TOTAL = "₹190.00";
/** What the rider collects: ₹20 short. */
const COLLECTED = 170;

let shopper: Account;
let recruit: Account;
let kitchen: OrderKitchen | undefined;
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, recruit] = await Promise.all([createCustomer("admin-riders"), createCustomer("admin-riders-recruit")]);
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Riders Kitchen", { name: "Pulihora", originalPrice: 100, offerPrice: 80 });
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await admin.context().close();
  await customer.context().close();
});

test.afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The Cash table's "Cash in hand now" cell: after rider, deliveries, failed, expected, tips, collected, handed over, difference. */
const CASH_IN_HAND_COLUMN = 8;

/** The demo rider as the admin's API sees them: id and cash in hand now. */
async function demoRider(admin: Page): Promise<{ id: string; cashInHand: number }> {
  const { riders } = await graphql<{ riders: { id: string; name: string; cashInHand: number }[] }>(
    `query E2EAdminRidersOnShift { riders(onShift: true) { id name cashInHand } }`,
    {},
    admin,
  );
  const rider = riders.find((entry) => entry.name === DEMO.rider.userName);
  if (!rider) throw new Error(`${DEMO.rider.userName} is not on shift: ${riders.map((entry) => entry.name).join(", ")}`);
  return rider;
}

async function handoverCount(admin: Page, riderId: string): Promise<number> {
  const { riderCashSummary } = await graphql<{ riderCashSummary: { handovers: { id: string }[] } }>(
    `query E2EAdminRidersHandovers($riderId: ID!, $date: String!) { riderCashSummary(riderId: $riderId, date: $date) { handovers { id } } }`,
    { riderId, date: indiaToday() },
    admin,
  );
  return riderCashSummary.handovers.length;
}

test.describe("riders in the admin panel", () => {
  test("a superadmin makes a user a rider in Users, and the role filter finds them", async ({ superadminPage: page }) => {
    await page.goto("/admin/users");
    await expect(heading(page, "Users")).toBeVisible();
    await page.getByLabel("Search by name, email or phone").fill(recruit.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: recruit.email });
    await expect(row).toBeVisible();

    // The select keeps the saved role until the change is confirmed: the dialog asks first.
    await row.getByRole("combobox", { name: `Role of ${recruit.userName}` }).click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: /^Rider$/ }).click();
    await expect(page.getByRole("dialog", { name: `Change the role of ${recruit.userName} to Rider?` })).toBeVisible();
    await page.getByRole("button", { name: "Change Role" }).click();
    await expect(toast(page, `The role of ${recruit.userName} is now Rider.`)).toBeVisible();

    await chooseOption(page.getByRole("combobox", { name: "Role", exact: true }), "Rider");
    await expect(page.getByRole("row").filter({ hasText: recruit.email })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("role")).toBe("RIDER");

    const login = await graphql<{ login: { user: { role: string } } }>(
      `mutation E2EAdminRidersRecruitLogin($input: LoginInput!) { login(input: $input) { user { role } } }`,
      { input: { email: recruit.email, password: recruit.password } },
    );
    expect(login.login.user.role).toBe("RIDER");
  });

  test("an admin assigns a confirmed order to the demo rider; after a short delivery the Cash page shows it and takes one handover", async ({
    adminPage: admin,
    riderPage: rider,
    openPage,
  }) => {
    test.setTimeout(120_000);
    const customer = await openPage({ as: shopper });
    const order: PlacedOrder = await placeKitchenOrder(customer, kitchen!, addressId, 2);
    const move = (status: string) =>
      graphql(
        `mutation E2EAdminRidersMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        admin,
      );
    await move("CONFIRMED");

    // The orders page: no rider yet; the picker lists the riders on shift with their cash.
    await admin.goto(`/admin/orders?q=${order.shortId}`);
    const row = admin.getByRole("row").filter({ hasText: `#${order.shortId}` });
    await expect(row.getByText("No rider")).toBeVisible();
    await row.getByRole("button", { name: `Assign a rider to order #${order.shortId}` }).click();
    const picker = admin.getByRole("dialog", { name: `Rider for order #${order.shortId}` });
    const choice = picker.getByRole("listitem").filter({ hasText: DEMO.rider.userName });
    await expect(choice.getByText(/Cash in hand: ₹/)).toBeVisible();
    await expectNoA11yViolations(admin, "the rider picker");
    await choice.getByRole("button", { name: `Assign ${DEMO.rider.userName} to order #${order.shortId}` }).click();
    await expect(toast(admin, `Order #${order.shortId} is assigned to ${DEMO.rider.userName}.`)).toBeVisible();
    await expect(row.getByText(DEMO.rider.userName)).toBeVisible();
    await expect(row.getByRole("button", { name: `Reassign the rider of order #${order.shortId}` })).toBeVisible();

    // The rider picks it up and delivers it, ₹20 short, with a note (over the API, as the rider).
    await move("PREPARING");
    await graphql(`mutation E2EAdminRidersPickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: order.id }, rider);
    await graphql(
      `mutation E2EAdminRidersDeliver($id: ID!, $cash: Float!, $note: String) { markDelivered(orderId: $id, cashCollected: $cash, note: $note) { id } }`,
      { id: order.id, cash: COLLECTED, note: "Customer paid 170, short of change" },
      rider,
    );

    // 'Order Details' shows the cash against the total and the rider's note; the live update moved the row.
    await expect(row.getByText("Delivered", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
    const details = admin.getByRole("dialog", { name: "Order Details" });
    const delivery = details.getByRole("region", { name: "Delivery" });
    await expect(delivery.getByText(DEMO.rider.userName)).toBeVisible();
    await expect(delivery.getByText(TOTAL)).toBeVisible();
    await expect(delivery.getByText(formatRupees(COLLECTED))).toBeVisible();
    await expect(delivery.getByText("Short by ₹20.00")).toBeVisible();
    await expect(delivery.getByText("Customer paid 170, short of change")).toBeVisible();
    await details.getByRole("button", { name: "Close" }).last().click();

    // The Cash page: the rider's cash in hand now, and the day's shortfall in words and colour.
    const { id: riderId, cashInHand } = await demoRider(admin);
    expect(cashInHand).toBeGreaterThanOrEqual(COLLECTED);
    await admin.goto("/admin/cash");
    await expect(heading(admin, "Cash")).toBeVisible();
    const cashRow = admin.getByRole("row").filter({ hasText: DEMO.rider.userName });
    await expect(cashRow.getByText(formatRupees(cashInHand)).first()).toBeVisible();
    await expect(cashRow.getByText(/Short by ₹/)).toBeVisible();
    // Highlighted in pale red besides the words.
    await expect(cashRow.locator("td").first()).toHaveCSS("background-color", "rgb(255, 245, 244)");
    await keepScreenshot(admin, "admin-cash-before-handover");
    await expectNoA11yViolations(admin, "the Cash page");

    // Record handover, its button clicked twice quickly: one handover, and nothing left in hand.
    const before = await handoverCount(admin, riderId);
    await cashRow.getByRole("button", { name: `Record a cash handover from ${DEMO.rider.userName}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Cash handover from ${DEMO.rider.userName}` });
    await expect(dialog.getByLabel("Amount handed over (₹)")).toHaveValue(cashInHand.toFixed(2));
    await dialog.getByLabel("Note").fill("Counted at the office");
    await dialog.getByRole("button", { name: "Record handover" }).dblclick();
    const handedOver = formatRupees(cashInHand).replace(/[.$]/g, "\\$&");
    const riderName = DEMO.rider.userName.replace(/[()]/g, "\\$&");
    await expect(toast(admin, new RegExp(`^Handover of ${handedOver} from ${riderName} recorded`))).toBeVisible();
    await dialog.waitFor({ state: "detached" });
    const inHandNow = cashRow.locator("td").nth(CASH_IN_HAND_COLUMN);
    await expect(inHandNow, "expected the cash in hand to show ₹0.00").toHaveText("₹0.00");
    await expect.poll(() => handoverCount(admin, riderId), { message: "expected exactly one new handover" }).toBe(before + 1);
    expect((await demoRider(admin)).cashInHand).toBe(0);
    await cashRow.getByRole("button", { name: /^\d+ handovers?$/ }).click();
    await expect(
      admin.getByRole("table", { name: new RegExp(`^Handovers of ${riderName}`) }).getByText("Counted at the office"),
    ).toBeVisible();
    await keepScreenshot(admin, "admin-cash-after-handover");

    // The CSV of the day, with the rider's row and its amounts with two decimals.
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`ruchi-cash-${indiaToday()}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Rider","Phone","Deliveries","Failed","Expected","Tips (rider\'s)","Collected","Handed over","Difference","Cash in hand now"',
    );
    const riderLine = lines.find((line) => line.includes(`"${DEMO.rider.userName}"`));
    expect(riderLine).toMatch(
      new RegExp(
        `^"${indiaToday()}","Kiran Kumar \\(rider\\)","${DEMO.rider.phone}",\\d+,\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2},-?\\d+\\.\\d{2},0\\.00$`,
      ),
    );

    // The dashboard counts the rider's delivery.
    await admin.goto("/admin/dashboard");
    const deliveries = admin.getByRole("region", { name: "Deliveries (last 14 days)" });
    const riderFigures = deliveries.getByRole("row").filter({ hasText: DEMO.rider.userName });
    await expect(riderFigures).toBeVisible();
    expect(Number(await riderFigures.locator("td").first().innerText())).toBeGreaterThanOrEqual(1);
    await keepScreenshot(admin, "admin-dashboard-deliveries");
  });

  test("shows the Cash page as cards on a phone, with the rider's figures", { tag: "@phone" }, async ({ adminPage: page }) => {
    await page.goto("/admin/cash");
    await expect(heading(page, "Cash")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: DEMO.rider.userName });
    await expect(card.getByRole("button", { name: `Record a cash handover from ${DEMO.rider.userName}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, "admin-cash-phone");
  });
});
