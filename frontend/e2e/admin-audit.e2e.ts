import { adminAudit as teTexts } from "../src/i18n/te/admin-audit";
import {
  DEMO,
  TELUGU_SCRIPT,
  baseUrl,
  chooseOption,
  createCustomerSpeaking,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  indiaToday,
  keepScreenshot,
  nearestDemoRestaurant,
  overflowingText,
  test,
  type Account,
  type Locator,
  type Page,
} from "./support";

/**
 * The audit trail (superadmins only): a superadmin changes a coupon, and the trail shows who
 * changed it, what, the coupon by its code and each field before → after (money in rupees); the
 * kind, person and day filters narrow it, in the URL. Admins see neither the page nor its link.
 */

const STAMP = Date.now().toString(36).toUpperCase().slice(-6);
/** The coupon the superadmin creates and changes. */
const CODE = `AUD${STAMP}`;
/** A coupon of another superadmin's, so the person filter has someone to leave out. */
const OTHER_CODE = `AUT${STAMP}`;
/** Odd amounts, so the change's line is this test's whatever else the worker's database holds. */
const AMOUNT_BEFORE = { rupees: 43.21, shown: "₹43.21" };
const AMOUNT_AFTER = { rupees: 56.78, shown: "₹56.78" };

const couponInput = (code: string, value: number) => ({ code, kind: "FLAT", value, description: "Audit trail test" });
const CREATE_COUPON = `mutation E2EAuditCreateCoupon($input: CouponInput!) { createCoupon(input: $input) { id } }`;

/** A row of the table (antd's rows; not its header or measure row). */
const rows = (page: Page) => page.locator("tbody tr.ant-table-row");
const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });
/** A row's Kind cell: the kind, and below it the name of what changed, when it has one. */
const kindCell = (row: Locator) => row.getByRole("cell").nth(3);
/** The first line of each Kind cell: the kind alone, without the name below it. */
const kindsOf = async (page: Page) => (await rows(page).locator("td:nth-child(4)").allInnerTexts()).map((text) => text.split("\n")[0]);

test.describe("the audit trail", () => {
  test.describe.configure({ mode: "serial" });

  let teluguReader: Account;
  test.beforeAll(async ({ openSharedPage }) => {
    const superadmin = await openSharedPage({ as: DEMO.superadmin });
    // A second superadmin, who reads Telugu (the demo accounts stay in English): their change is
    // the one the person filter leaves out, and their pages show the trail in Telugu.
    teluguReader = await createCustomerSpeaking("te", "audit-te");
    const { adminUsers } = await graphql<{ adminUsers: { items: { id: string }[] } }>(
      `query E2EAuditFindUser($search: String) { adminUsers(search: $search) { items { id } } }`,
      { search: teluguReader.email },
      superadmin,
    );
    await graphql(
      `mutation E2EAuditPromote($id: ID!) { setUserRole(id: $id, role: SUPERADMIN) { id } }`,
      { id: adminUsers.items[0]!.id },
      superadmin,
    );
    const other = await openSharedPage({ as: teluguReader });
    await graphql(CREATE_COUPON, { input: couponInput(OTHER_CODE, 10) }, other);
  });

  test("shows a coupon's change with who made it, and narrows by kind, person and days", async ({ superadminPage: page }) => {
    const { createCoupon } = await graphql<{ createCoupon: { id: string } }>(
      CREATE_COUPON,
      { input: couponInput(CODE, AMOUNT_BEFORE.rupees) },
      page,
    );
    await graphql(
      `mutation E2EAuditUpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { id } }`,
      { id: createCoupon.id, input: couponInput(CODE, AMOUNT_AFTER.rupees) },
      page,
    );

    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit trail" }).click();
    await expect(heading(page, "Audit trail")).toBeVisible();

    // Newest first: the change above its coupon's creation.
    const changeLine = `amountPaise: ${AMOUNT_BEFORE.shown} → ${AMOUNT_AFTER.shown}`;
    const changed = rowWith(page, changeLine);
    await expect(changed).toHaveCount(1);
    await expect(changed.getByRole("cell").nth(1)).toHaveText(DEMO.superadmin.userName);
    await expect(changed.getByRole("cell").nth(2)).toHaveText("Changed a coupon");
    // The Kind cell names the coupon by its code, on both its rows.
    await expect(kindCell(changed).getByText("Coupon", { exact: true })).toBeVisible();
    await expect(kindCell(changed).getByText(CODE, { exact: true })).toBeVisible();
    const created = rowWith(page, `code: — → ${CODE}`);
    await expect(created.getByRole("cell").nth(2)).toHaveText("Created a coupon");
    await expect(kindCell(created).getByText(CODE, { exact: true })).toBeVisible();
    await expect(created.getByText(`amountPaise: — → ${AMOUNT_BEFORE.shown}`)).toBeVisible();
    await expect(created.getByText("isActive: — → Yes")).toBeVisible();
    const order = await rows(page).allInnerTexts();
    const at = (text: string) => order.findIndex((row) => row.includes(text));
    expect(at(changeLine)).toBeGreaterThanOrEqual(0);
    expect(at(changeLine)).toBeLessThan(at(`code: — → ${CODE}`));
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the audit trail");
    await keepScreenshot(page, "audit-desktop-en-IN");

    // Kind: no webhook changed here, so the coupon's rows leave the list; Coupon brings them back, alone.
    const filters = page.getByRole("search", { name: "Filters of the audit trail" });
    await chooseOption(filters.getByLabel("Kind"), "Webhook");
    await expect(page).toHaveURL(/[?&]kind=WEBHOOK\b/);
    await expect(changed).toHaveCount(0);
    await chooseOption(filters.getByLabel("Kind"), "Coupon");
    await expect(page).toHaveURL(/[?&]kind=COUPON\b/);
    await expect(changed).toHaveCount(1);
    expect(new Set(await kindsOf(page))).toEqual(new Set(["Coupon"]));

    // Person: part of the other superadmin's name, any case: only their coupon.
    await filters.getByLabel("Person or key").fill("AUDIT-te");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]who=AUDIT-te\b/);
    await expect(page.getByText("1 change", { exact: true })).toBeVisible();
    await expect(rowWith(page, `code: — → ${OTHER_CODE}`).getByRole("cell").nth(1)).toHaveText(teluguReader.userName);
    await expect(changed).toHaveCount(0);
    await keepScreenshot(page, "audit-filtered-desktop-en-IN");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(changed).toHaveCount(1);

    // Days, India's calendar: today holds the change, a day long past nothing.
    await filters.getByLabel("From").fill(indiaToday());
    await filters.getByLabel("To").fill(indiaToday());
    await expect(page).toHaveURL(new RegExp(`[?&]from=${indiaToday()}&to=${indiaToday()}`));
    await expect(changed).toHaveCount(1);
    await filters.getByLabel("From").fill("2020-01-01");
    await filters.getByLabel("To").fill("2020-01-02");
    await expect(page.getByText("No changes match these filters.")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // The filters live in the URL: a reload shows the same list.
    await page.reload();
    await expect(filters.getByLabel("From")).toHaveValue("2020-01-01");
    await expect(page.getByText("No changes match these filters.")).toBeVisible();
    // A first day after the last, typed or linked, is said on the page rather than sent.
    await filters.getByLabel("From").fill("2020-01-03");
    await expect(page.getByText("The first day is after the last day. Choose a first day on or before the last.")).toBeVisible();
  });

  test("tags a change an API key made, with the key's name", async ({ superadminPage: page }) => {
    const restaurant = await nearestDemoRestaurant();
    const dishes = await graphql<{ restaurant: { menuItems: { id: string; isAvailable: boolean }[] } }>(
      `query E2EAuditDishes($id: ID!) { restaurant(id: $id) { menuItems { id isAvailable } } }`,
      { id: restaurant.id },
      page,
    );
    const dish = dishes.restaurant.menuItems.find((item) => item.isAvailable);
    if (!dish) throw new Error(`${restaurant.name} has no available dish`);
    const keyName = `E2E audit key ${STAMP}`;
    const { createApiKey } = await graphql<{ createApiKey: { secret: string } }>(
      `mutation E2EAuditCreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { input: { name: keyName, scopes: ["MENU_WRITE"], restaurantIds: [restaurant.id] } },
      page,
    );
    // The partner's program marks the dish sold out and back (other specs of the worker order it).
    const soldOut = async (value: boolean) => {
      const answer = await fetch(`${baseUrl()}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${createApiKey.secret}` },
        body: JSON.stringify({
          query: "mutation E2EAuditKeySoldOut($id: ID!, $soldOut: Boolean!) { setMenuItemSoldOut(id: $id, soldOut: $soldOut) { id } }",
          variables: { id: dish.id, soldOut: value },
        }),
      });
      expect(await answer.json()).not.toHaveProperty("errors");
    };
    await soldOut(true);
    await soldOut(false);

    await page.goto(`/admin/audit?who=${encodeURIComponent(keyName)}`);
    await expect(heading(page, "Audit trail")).toBeVisible();
    await expect(page.getByText("2 changes", { exact: true })).toBeVisible();
    // Newest first: back on sale, then sold out.
    const [back, out] = [rows(page).nth(0), rows(page).nth(1)];
    await expect(out.getByRole("cell").nth(1).getByText(keyName, { exact: true })).toBeVisible();
    await expect(out.getByRole("cell").nth(1).getByText("API key", { exact: true })).toBeVisible();
    await expect(out.getByRole("cell").nth(2)).toHaveText("Marked a menu item sold out or available");
    await expect(kindCell(out).getByText("Menu item", { exact: true })).toBeVisible();
    await expect(out.getByText("isAvailable: Yes → No")).toBeVisible();
    await expect(back.getByText("isAvailable: No → Yes")).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, "audit-api-key-desktop-en-IN");
  });

  for (const locale of ["en-IN", "te-IN"] as const) {
    test(`fits a 360 px phone in ${locale}: the entries as cards`, async ({ openPage }) => {
      const telugu = locale === "te-IN";
      // In the desktop project, with its phone-sized page: it reads the entries the test above made.
      const page = await openPage({ as: telugu ? teluguReader : DEMO.superadmin, locale, viewport: "mobile" });
      await page.goto("/admin/audit");
      await expect(heading(page, telugu ? teTexts.title : "Audit trail")).toBeVisible();
      // The card (its changes are a list of their own, inside it): the one with its author's name.
      const card = page
        .getByRole("listitem")
        .filter({ hasText: `amountPaise: ${AMOUNT_BEFORE.shown} → ${AMOUNT_AFTER.shown}` })
        .filter({ hasText: DEMO.superadmin.userName });
      await expect(card.getByText(telugu ? teTexts.action.updateCoupon : "Changed a coupon")).toBeVisible();
      await expect(card.getByText(DEMO.superadmin.userName)).toBeVisible();
      await expect(card.getByText(telugu ? teTexts.kind.COUPON : "Coupon", { exact: true })).toBeVisible();
      await expect(card.getByText(CODE, { exact: true })).toBeVisible();
      if (telugu) expect(await card.innerText()).toMatch(TELUGU_SCRIPT);
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `audit-mobile-${locale}`);
    });
  }

  test("reads in Telugu on a desktop", async ({ openPage }) => {
    const page = await openPage({ as: teluguReader, locale: "te-IN" });
    await page.goto("/admin/audit");
    await expect(heading(page, teTexts.title)).toBeVisible();
    const changed = rowWith(page, `amountPaise: ${AMOUNT_BEFORE.shown} → ${AMOUNT_AFTER.shown}`);
    await expect(changed.getByRole("cell").nth(2)).toHaveText(teTexts.action.updateCoupon);
    await expect(kindCell(changed).getByText(teTexts.kind.COUPON, { exact: true })).toBeVisible();
    await expect(kindCell(changed).getByText(CODE, { exact: true })).toBeVisible();
    await expect(rowWith(page, `code: — → ${CODE}`).getByText(`isActive: — → ${teTexts.yes}`)).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the audit trail in Telugu");
    await keepScreenshot(page, "audit-desktop-te-IN");
  });

  test("is for superadmins: an admin has no link to it and is told so on the page", async ({ adminPage: page }) => {
    await page.goto("/admin/audit");
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByText("You Need Super Admin Access To View This Detail").first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders" }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  });
});
