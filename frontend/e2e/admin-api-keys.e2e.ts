import { adminApiKeys as teTexts } from "../src/i18n/te/admin-api-keys";
import {
  DEMO,
  chooseRestaurant,
  createCustomer,
  TELUGU_SCRIPT,
  baseUrl,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  keepScreenshot,
  overflowingText,
  test,
  toast,
  type Account,
  type Page,
} from "./support";

/**
 * API keys in the admin panel (superadmins only): a key is created, its secret shown once and
 * used by a program, its requests of the day appear in the list, and once revoked the key is
 * refused. Admins see neither the page nor its link.
 */

const KEY_NAME = `E2E kiosk ${Date.now().toString(36)}`;
const RESTAURANT = "Godavari Ruchulu";

/** What a partner's program sends: the key's secret and nothing else (no cookie). */
const callWithKey = (secret: string) =>
  fetch(`${baseUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: "query E2EPartnerTowns { towns { name } }" }),
  });

/** The secret of the key the first test creates through the UI (the tests of a file run in order). */
let createdSecret: string | null = null;

const keyRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test.describe("API keys in the admin panel", () => {
  let teluguReader: Account;
  test.beforeAll(async ({ openSharedPage }) => {
    const superadmin = await openSharedPage({ as: DEMO.superadmin });
    // A superadmin of this file's own reads Telugu: the demo accounts stay in English.
    teluguReader = await createCustomer("api-keys-te");
    const { adminUsers } = await graphql<{ adminUsers: { items: { id: string }[] } }>(
      `query E2EApiKeysFindUser($search: String) { adminUsers(search: $search) { items { id } } }`,
      { search: teluguReader.email },
      superadmin,
    );
    await graphql(
      `mutation E2EApiKeysPromote($id: ID!) { setUserRole(id: $id, role: SUPERADMIN) { id } }`,
      { id: adminUsers.items[0]!.id },
      superadmin,
    );
    // A key listed whatever runs first, so the phone layouts show a row with its days.
    await graphql(
      `mutation E2EApiKeysListedKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } } }`,
      { input: { name: `E2E listed key ${Date.now().toString(36)}`, scopes: ["CATALOGUE_READ"] } },
      superadmin,
    );
  });

  test.describe("a key created through the UI", () => {
    // The second test uses the key the first creates.
    test.describe.configure({ mode: "serial" });

    test("creates a key whose secret shows once", async ({ superadminPage: page }) => {
      await page.goto("/admin/api-keys");
      await expect(heading(page, "API keys")).toBeVisible();
      await expect(page.getByText(/^\d+ keys?$/).first()).toBeVisible();

      await page.getByRole("button", { name: "Create API key" }).click();
      const form = page.getByRole("dialog", { name: "Create API key" });
      await form.getByLabel("Name").fill(KEY_NAME);
      await form.getByRole("checkbox", { name: /CATALOGUE_READ/ }).check();
      await form.getByRole("checkbox", { name: /ORDERS_READ/ }).check();
      await form.getByRole("button", { name: "Create Key" }).click();
      // Every scope but CATALOGUE_READ acts for restaurants: the form asks for one first.
      await expect(form.getByText("Choose at least one restaurant, or keep only CATALOGUE_READ.").first()).toBeVisible();
      await chooseRestaurant(page, RESTAURANT);
      await form.getByLabel("Requests per minute").fill("120");
      await keepScreenshot(page, "api-keys-create-desktop");
      await form.getByRole("button", { name: "Create Key" }).click();

      const shown = page.getByRole("dialog", { name: `Secret of "${KEY_NAME}"` });
      await expect(shown.getByText(/This is the only time the secret is shown\. It cannot be shown again/).first()).toBeVisible();
      const secret = await shown.getByLabel("Secret").inputValue();
      expect(secret).toMatch(/^ruchi_\S{40,}$/);
      await expect(shown.getByRole("button", { name: "Copy" })).toBeVisible();
      await expectNoA11yViolations(page, "the secret dialog");
      await keepScreenshot(page, "api-keys-secret-desktop");
      await shown.getByRole("button", { name: "I have stored it" }).click();
      await shown.waitFor({ state: "hidden" });

      const row = keyRow(page, KEY_NAME);
      await expect(row.getByText("CATALOGUE_READ", { exact: true }).first()).toBeVisible();
      await expect(row.getByText(RESTAURANT).first()).toBeVisible();
      await expect(row.getByText("Limit: 120 a minute").first()).toBeVisible();
      await expect(row.getByText("0 requests today").first()).toBeVisible();
      expect(await page.content()).not.toContain(secret);
      createdSecret = secret;
    });

    test("shows the key's requests of the day, and refuses the key once revoked", async ({ superadminPage: page }) => {
      const secret = createdSecret;
      if (!secret) throw new Error("the key of the previous test was not created");
      expect((await callWithKey(secret)).status).toBe(200);
      await page.goto("/admin/api-keys");
      await expect(
        keyRow(page, KEY_NAME)
          .getByText(/^[1-9]\d* requests? today$/)
          .first(),
      ).toBeVisible();
      // Today's line of the last 14 days says the same.
      await keyRow(page, KEY_NAME).getByText("Requests per day").click();
      const days = keyRow(page, KEY_NAME).getByRole("table", { name: `Requests of ${KEY_NAME} per day, India time, today first` });
      await expect(days).toBeVisible();
      expect(Number(await days.getByRole("row").nth(1).getByRole("cell").first().innerText())).toBeGreaterThanOrEqual(1);
      await expect(days.getByRole("row")).toHaveCount(15);
      expect(await page.content()).not.toContain(secret);
      expect(await overflowingText(page)).toEqual([]);
      await expectNoA11yViolations(page, "the API keys list");
      await keepScreenshot(page, "api-keys-list-desktop");

      await keyRow(page, KEY_NAME)
        .getByRole("button", { name: `Revoke ${KEY_NAME}` })
        .click();
      const confirm = page.getByRole("tooltip").filter({ hasText: `Revoke "${KEY_NAME}"?` });
      await expect(confirm.getByText("Programs using this key are refused at once. This cannot be undone.").first()).toBeVisible();
      await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
      await expect(toast(page, `"${KEY_NAME}" is revoked.`)).toBeVisible();
      await expect(keyRow(page, KEY_NAME).getByText("Revoked", { exact: true }).first()).toBeVisible();
      await expect(keyRow(page, KEY_NAME).getByRole("button", { name: `Revoke ${KEY_NAME}` })).toHaveCount(0);

      const refused = await callWithKey(secret);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
    });
  });

  for (const locale of ["en-IN", "te-IN"] as const) {
    test(`fits a 360 px phone in ${locale}: create, secret and revoke`, { tag: "@phone" }, async ({ openPage }) => {
      const telugu = locale === "te-IN";
      const page = await openPage({ as: telugu ? teluguReader : DEMO.superadmin, locale });
      const text = (english: string, teluguText: string) => (telugu ? teluguText : english);
      await page.goto("/admin/api-keys");
      await expect(heading(page, text("API keys", teTexts.title))).toBeVisible();
      await page.getByText(text("Requests per day", teTexts.perDay.show)).first().click();
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `api-keys-list-mobile-${locale}`);

      await page.getByRole("button", { name: text("Create API key", teTexts.create) }).click();
      const form = page.getByRole("dialog", { name: text("Create API key", teTexts.form.title) });
      await expect(form.getByRole("checkbox", { name: /MENU_WRITE/ })).toBeVisible();
      if (telugu) expect(await form.innerText()).toMatch(TELUGU_SCRIPT);
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `api-keys-create-mobile-${locale}`);

      const name = `E2E phone key ${locale} ${Date.now().toString(36)}`;
      await form.getByLabel(text("Name", teTexts.form.name)).fill(name);
      await form.getByRole("checkbox", { name: /CATALOGUE_READ/ }).check();
      await form.getByRole("button", { name: text("Create Key", teTexts.form.submit) }).click();
      const shown = page.getByRole("dialog", { name: text(`Secret of "${name}"`, teTexts.secret.title.replace("{{name}}", name)) });
      await expect(shown.getByRole("button", { name: text("Copy", teTexts.secret.copy) })).toBeVisible();
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `api-keys-secret-mobile-${locale}`);
      await shown.getByRole("button", { name: text("I have stored it", teTexts.secret.done) }).click();
      await shown.waitFor({ state: "hidden" });

      await page.getByRole("button", { name: text(`Revoke ${name}`, teTexts.revoke.buttonOf.replace("{{name}}", name)) }).click();
      const confirm = page.getByRole("tooltip");
      await expect(
        confirm.getByText(text("Programs using this key are refused at once. This cannot be undone.", teTexts.revoke.text)).first(),
      ).toBeVisible();
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `api-keys-revoke-mobile-${locale}`);
      await confirm.getByRole("button", { name: text("Revoke", teTexts.revoke.ok), exact: true }).click();
      await expect(toast(page, text(`"${name}" is revoked.`, teTexts.revoke.done.replace("{{name}}", name)))).toBeVisible();
    });
  }

  test("reads in Telugu on a desktop", async ({ openPage }) => {
    const page = await openPage({ as: teluguReader, locale: "te-IN" });
    await page.goto("/admin/api-keys");
    await expect(heading(page, teTexts.title)).toBeVisible();
    await page.getByText(teTexts.perDay.show).first().click();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the API keys list in Telugu");
    await keepScreenshot(page, "api-keys-list-desktop-te-IN");
  });

  test("is for superadmins: an admin has no link to it and is told so on the page", async ({ adminPage: page }) => {
    await page.goto("/admin/api-keys");
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByText("You Need Super Admin Access To View This Detail").first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders" }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
  });
});
