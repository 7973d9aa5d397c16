import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { formatRupees } from "../src/common/formatters";
import {
  DEMO,
  addKakinadaAddress,
  chooseOption,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  eventually,
  expectHeading,
  expectNoA11yViolations,
  expectToast,
  expectVisible,
  graphql,
  indiaToday,
  keepScreenshot,
  placeKitchenOrder,
  useBrowser,
  type Account,
  type OrderKitchen,
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
const e2e = useBrowser();

/** The demo rider SEED_DEMO_DATA creates (backend/src/db/demo-accounts.ts): on shift. */
const RIDER: Account = { email: "rider@ruchi.test", password: "rider12345", userName: "Kiran Kumar (rider)", phone: "9876543213" };

/** Two Pulihora at ₹80 plus ₹30 delivery. */
const TOTAL = "₹190.00";
/** What the rider collects: ₹20 short. */
const COLLECTED = 170;

let shopper: Account;
let recruit: Account;
let kitchen: OrderKitchen | undefined;
let addressId = "";

beforeAll(async () => {
  [shopper, recruit] = await Promise.all([createCustomer("admin-riders"), createCustomer("admin-riders-recruit")]);
  const admin = await e2e.newPage({ as: DEMO.admin });
  kitchen = await createOrderKitchen(admin, "Riders Kitchen", { name: "Pulihora", originalPrice: 100, offerPrice: 80 });
  const customer = await e2e.newPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await admin.context().close();
  await customer.context().close();
});

afterAll(async () => {
  if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
});

/** The Cash table's "Cash in hand now" cell: after rider, deliveries, failed, expected, collected, handed over, difference. */
const CASH_IN_HAND_COLUMN = 7;

/** The demo rider as the admin's API sees them: id and cash in hand now. */
async function demoRider(admin: Page): Promise<{ id: string; cashInHand: number }> {
  const { riders } = await graphql<{ riders: { id: string; name: string; cashInHand: number }[] }>(
    `query E2EAdminRidersOnShift { riders(onShift: true) { id name cashInHand } }`,
    {},
    admin,
  );
  const rider = riders.find((entry) => entry.name === RIDER.userName);
  if (!rider) throw new Error(`${RIDER.userName} is not on shift: ${riders.map((entry) => entry.name).join(", ")}`);
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

describe("riders in the admin panel", () => {
  it("a superadmin makes a user a rider in Users, and the role filter finds them", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/users");
    await expectHeading(page, "Users");
    await page.getByLabel("Search by name, email or phone").fill(recruit.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: recruit.email });
    await expectVisible(row);

    // The select keeps the saved role until the change is confirmed: the dialog asks first.
    await row.getByRole("combobox", { name: `Role of ${recruit.userName}` }).click();
    await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: /^Rider$/ }).click();
    await expectVisible(page.getByRole("dialog", { name: `Change the role of ${recruit.userName} to Rider?` }));
    await page.getByRole("button", { name: "Change Role" }).click();
    await expectToast(page, `The role of ${recruit.userName} is now Rider.`);

    await chooseOption(page.getByRole("combobox", { name: "Role", exact: true }), "Rider");
    await expectVisible(page.getByRole("row").filter({ hasText: recruit.email }));
    expect(new URL(page.url()).searchParams.get("role")).toBe("RIDER");

    const login = await graphql<{ login: { user: { role: string } } }>(
      `mutation E2EAdminRidersRecruitLogin($input: LoginInput!) { login(input: $input) { user { role } } }`,
      { input: { email: recruit.email, password: recruit.password } },
    );
    expect(login.login.user.role).toBe("RIDER");
  });

  it("an admin assigns a confirmed order to the demo rider; after a short delivery the Cash page shows it and takes one handover", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin });
    const customer = await e2e.newPage({ as: shopper });
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
    await expectVisible(row.getByText("No rider"));
    await row.getByRole("button", { name: `Assign a rider to order #${order.shortId}` }).click();
    const picker = admin.getByRole("dialog", { name: `Rider for order #${order.shortId}` });
    const choice = picker.getByRole("listitem").filter({ hasText: RIDER.userName });
    await expectVisible(choice.getByText(/Cash in hand: ₹/));
    await expectNoA11yViolations(admin, "the rider picker");
    await choice.getByRole("button", { name: `Assign ${RIDER.userName} to order #${order.shortId}` }).click();
    await expectToast(admin, `Order #${order.shortId} is assigned to ${RIDER.userName}.`);
    await expectVisible(row.getByText(RIDER.userName));
    await expectVisible(row.getByRole("button", { name: `Reassign the rider of order #${order.shortId}` }));

    // The rider picks it up and delivers it, ₹20 short, with a note (over the API, as the rider).
    await move("PREPARING");
    const rider = await e2e.newPage({ as: RIDER });
    await graphql(`mutation E2EAdminRidersPickUp($id: ID!) { markPickedUp(orderId: $id) { id } }`, { id: order.id }, rider);
    await graphql(
      `mutation E2EAdminRidersDeliver($id: ID!, $cash: Float!, $note: String) { markDelivered(orderId: $id, cashCollected: $cash, note: $note) { id } }`,
      { id: order.id, cash: COLLECTED, note: "Customer paid 170, short of change" },
      rider,
    );

    // 'Order Details' shows the cash against the total and the rider's note; the live update moved the row.
    await expectVisible(row.getByText("Delivered", { exact: true }));
    await row.getByRole("button", { name: `View Details of order #${order.shortId}` }).click();
    const details = admin.getByRole("dialog", { name: "Order Details" });
    const delivery = details.getByRole("region", { name: "Delivery" });
    await expectVisible(delivery.getByText(RIDER.userName));
    await expectVisible(delivery.getByText(TOTAL));
    await expectVisible(delivery.getByText(formatRupees(COLLECTED)));
    await expectVisible(delivery.getByText("Short by ₹20.00"));
    await expectVisible(delivery.getByText("Customer paid 170, short of change"));
    await details.getByRole("button", { name: "Close" }).last().click();

    // The Cash page: the rider's cash in hand now, and the day's shortfall in words and colour.
    const { id: riderId, cashInHand } = await demoRider(admin);
    expect(cashInHand).toBeGreaterThanOrEqual(COLLECTED);
    await admin.goto("/admin/cash");
    await expectHeading(admin, "Cash");
    const cashRow = admin.getByRole("row").filter({ hasText: RIDER.userName });
    await expectVisible(cashRow.getByText(formatRupees(cashInHand)));
    await expectVisible(cashRow.getByText(/Short by ₹/));
    // Highlighted in pale red besides the words.
    expect(
      await cashRow
        .locator("td")
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor),
    ).toBe("rgb(255, 245, 244)");
    await keepScreenshot(admin, "admin-cash-before-handover");
    await expectNoA11yViolations(admin, "the Cash page");

    // Record handover, its button clicked twice quickly: one handover, and nothing left in hand.
    const before = await handoverCount(admin, riderId);
    await cashRow.getByRole("button", { name: `Record a cash handover from ${RIDER.userName}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Cash handover from ${RIDER.userName}` });
    expect(await dialog.getByLabel("Amount handed over (₹)").inputValue()).toBe(cashInHand.toFixed(2));
    await dialog.getByLabel("Note").fill("Counted at the office");
    await dialog.getByRole("button", { name: "Record handover" }).dblclick();
    await expectToast(
      admin,
      new RegExp(
        `^Handover of ${formatRupees(cashInHand).replace(/[.$]/g, "\\$&")} from ${RIDER.userName.replace(/[()]/g, "\\$&")} recorded`,
      ),
    );
    await dialog.waitFor({ state: "detached" });
    const inHandNow = cashRow.locator("td").nth(CASH_IN_HAND_COLUMN);
    await eventually(
      async () => (await inHandNow.innerText()).trim() === "₹0.00",
      () => "expected the cash in hand to show ₹0.00",
    );
    await eventually(
      async () => (await handoverCount(admin, riderId)) === before + 1,
      () => "expected exactly one new handover",
    );
    expect((await demoRider(admin)).cashInHand).toBe(0);
    await cashRow.getByRole("button", { name: /^\d+ handovers?$/ }).click();
    await expectVisible(
      admin
        .getByRole("table", { name: new RegExp(`^Handovers of ${RIDER.userName.replace(/[()]/g, "\\$&")}`) })
        .getByText("Counted at the office"),
    );
    await keepScreenshot(admin, "admin-cash-after-handover");

    // The CSV of the day, with the rider's row and its amounts with two decimals.
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`ruchi-cash-${indiaToday()}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Rider","Phone","Deliveries","Failed","Expected","Collected","Handed over","Difference","Cash in hand now"',
    );
    const riderLine = lines.find((line) => line.includes(`"${RIDER.userName}"`));
    expect(riderLine).toMatch(
      new RegExp(
        `^"${indiaToday()}","Kiran Kumar \\(rider\\)","${RIDER.phone}",\\d+,\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2},-?\\d+\\.\\d{2},0\\.00$`,
      ),
    );

    // The dashboard counts the rider's delivery.
    await admin.goto("/admin/dashboard");
    const deliveries = admin.getByRole("region", { name: "Deliveries (last 14 days)" });
    const riderFigures = deliveries.getByRole("row").filter({ hasText: RIDER.userName });
    await expectVisible(riderFigures);
    expect(Number(await riderFigures.locator("td").first().innerText())).toBeGreaterThanOrEqual(1);
    await keepScreenshot(admin, "admin-dashboard-deliveries");
  }, 120_000);

  it("shows the Cash page as cards on a phone, with the rider's figures", async () => {
    const page = await e2e.newPage({ as: DEMO.admin, viewport: "mobile" });
    await page.goto("/admin/cash");
    await expectHeading(page, "Cash");
    const card = page.getByRole("listitem").filter({ hasText: RIDER.userName });
    await expectVisible(card.getByRole("button", { name: `Record a cash handover from ${RIDER.userName}` }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(page, "admin-cash-phone");
  });
});
