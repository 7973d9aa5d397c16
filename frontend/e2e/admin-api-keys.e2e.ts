import type { Page } from "playwright-core";
import { adminApiKeys as teTexts } from "../src/i18n/te/admin-api-keys";
import {
  DEMO,
  chooseRestaurant,
  createCustomer,
  TELUGU_SCRIPT,
  baseUrl,
  expectHeading,
  expectNoA11yViolations,
  expectToast,
  expectVisible,
  graphql,
  keepScreenshot,
  overflowingText,
  useBrowser,
  type Account,
} from "./support";

/**
 * API keys in the admin panel (superadmins only): a key is created, its secret shown once and
 * used by a program, its requests of the day appear in the list, and once revoked the key is
 * refused. Admins see neither the page nor its link.
 */
const e2e = useBrowser();

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

describe("API keys in the admin panel", () => {
  let teluguReader: Account;
  beforeAll(async () => {
    const superadmin = await e2e.newPage({ as: DEMO.superadmin });
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

  it("creates a key whose secret shows once", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/api-keys");
    await expectHeading(page, "API keys");
    await expectVisible(page.getByText(/^\d+ keys?$/));

    await page.getByRole("button", { name: "Create API key" }).click();
    const form = page.getByRole("dialog", { name: "Create API key" });
    await form.getByLabel("Name").fill(KEY_NAME);
    await form.getByRole("checkbox", { name: /CATALOGUE_READ/ }).check();
    await form.getByRole("checkbox", { name: /ORDERS_READ/ }).check();
    await form.getByRole("button", { name: "Create Key" }).click();
    // Every scope but CATALOGUE_READ acts for restaurants: the form asks for one first.
    await expectVisible(form.getByText("Choose at least one restaurant, or keep only CATALOGUE_READ."));
    await chooseRestaurant(page, RESTAURANT);
    await form.getByLabel("Requests per minute").fill("120");
    await keepScreenshot(page, "api-keys-create-desktop");
    await form.getByRole("button", { name: "Create Key" }).click();

    const shown = page.getByRole("dialog", { name: `Secret of "${KEY_NAME}"` });
    await expectVisible(shown.getByText(/This is the only time the secret is shown\. It cannot be shown again/));
    const secret = await shown.getByLabel("Secret").inputValue();
    expect(secret).toMatch(/^ruchi_\S{40,}$/);
    await expectVisible(shown.getByRole("button", { name: "Copy" }));
    await expectNoA11yViolations(page, "the secret dialog");
    await keepScreenshot(page, "api-keys-secret-desktop");
    await shown.getByRole("button", { name: "I have stored it" }).click();
    await shown.waitFor({ state: "hidden" });

    const row = keyRow(page, KEY_NAME);
    await expectVisible(row.getByText("CATALOGUE_READ", { exact: true }));
    await expectVisible(row.getByText(RESTAURANT));
    await expectVisible(row.getByText("Limit: 120 a minute"));
    await expectVisible(row.getByText("0 requests today"));
    expect(await page.content()).not.toContain(secret);
    createdSecret = secret;
  });

  it("shows the key's requests of the day, and refuses the key once revoked", async () => {
    const secret = createdSecret;
    if (!secret) throw new Error("the key of the previous test was not created");
    const page = await e2e.newPage({ as: DEMO.superadmin });
    expect((await callWithKey(secret)).status).toBe(200);
    await page.goto("/admin/api-keys");
    await expectVisible(keyRow(page, KEY_NAME).getByText(/^[1-9]\d* requests? today$/));
    // Today's line of the last 14 days says the same.
    await keyRow(page, KEY_NAME).getByText("Requests per day").click();
    const days = keyRow(page, KEY_NAME).getByRole("table", { name: `Requests of ${KEY_NAME} per day, India time, today first` });
    await expectVisible(days);
    expect(Number(await days.getByRole("row").nth(1).getByRole("cell").first().innerText())).toBeGreaterThanOrEqual(1);
    expect(await days.getByRole("row").count()).toBe(15);
    expect(await page.content()).not.toContain(secret);
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the API keys list");
    await keepScreenshot(page, "api-keys-list-desktop");

    await keyRow(page, KEY_NAME)
      .getByRole("button", { name: `Revoke ${KEY_NAME}` })
      .click();
    const confirm = page.getByRole("tooltip").filter({ hasText: `Revoke "${KEY_NAME}"?` });
    await expectVisible(confirm.getByText("Programs using this key are refused at once. This cannot be undone."));
    await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
    await expectToast(page, `"${KEY_NAME}" is revoked.`);
    await expectVisible(keyRow(page, KEY_NAME).getByText("Revoked", { exact: true }));
    expect(
      await keyRow(page, KEY_NAME)
        .getByRole("button", { name: `Revoke ${KEY_NAME}` })
        .count(),
    ).toBe(0);

    const refused = await callWithKey(secret);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it.each(["en-IN", "te-IN"] as const)("fits a 360 px phone in %s: create, secret and revoke", async (locale) => {
    const telugu = locale === "te-IN";
    const page = await e2e.newPage({ as: telugu ? teluguReader : DEMO.superadmin, viewport: "mobile", locale });
    const text = (english: string, teluguText: string) => (telugu ? teluguText : english);
    await page.goto("/admin/api-keys");
    await expectHeading(page, text("API keys", teTexts.title));
    await page.getByText(text("Requests per day", teTexts.perDay.show)).first().click();
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `api-keys-list-mobile-${locale}`);

    await page.getByRole("button", { name: text("Create API key", teTexts.create) }).click();
    const form = page.getByRole("dialog", { name: text("Create API key", teTexts.form.title) });
    await expectVisible(form.getByRole("checkbox", { name: /MENU_WRITE/ }));
    if (telugu) expect(await form.innerText()).toMatch(TELUGU_SCRIPT);
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `api-keys-create-mobile-${locale}`);

    const name = `E2E phone key ${locale} ${Date.now().toString(36)}`;
    await form.getByLabel(text("Name", teTexts.form.name)).fill(name);
    await form.getByRole("checkbox", { name: /CATALOGUE_READ/ }).check();
    await form.getByRole("button", { name: text("Create Key", teTexts.form.submit) }).click();
    const shown = page.getByRole("dialog", { name: text(`Secret of "${name}"`, teTexts.secret.title.replace("{{name}}", name)) });
    await expectVisible(shown.getByRole("button", { name: text("Copy", teTexts.secret.copy) }));
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `api-keys-secret-mobile-${locale}`);
    await shown.getByRole("button", { name: text("I have stored it", teTexts.secret.done) }).click();
    await shown.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: text(`Revoke ${name}`, teTexts.revoke.buttonOf.replace("{{name}}", name)) }).click();
    const confirm = page.getByRole("tooltip");
    await expectVisible(
      confirm.getByText(text("Programs using this key are refused at once. This cannot be undone.", teTexts.revoke.text)),
    );
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `api-keys-revoke-mobile-${locale}`);
    await confirm.getByRole("button", { name: text("Revoke", teTexts.revoke.ok), exact: true }).click();
    await expectToast(page, text(`"${name}" is revoked.`, teTexts.revoke.done.replace("{{name}}", name)));
  });

  it("reads in Telugu on a desktop", async () => {
    const page = await e2e.newPage({ as: teluguReader, locale: "te-IN" });
    await page.goto("/admin/api-keys");
    await expectHeading(page, teTexts.title);
    await page.getByText(teTexts.perDay.show).first().click();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the API keys list in Telugu");
    await keepScreenshot(page, "api-keys-list-desktop-te-IN");
  });

  it("is for superadmins: an admin has no link to it and is told so on the page", async () => {
    const page = await e2e.newPage({ as: DEMO.admin });
    await page.goto("/admin/api-keys");
    await expectHeading(page, "Access Denied");
    await expectVisible(page.getByText("You Need Super Admin Access To View This Detail"));
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expectVisible(nav.getByRole("link", { name: "Orders" }));
    expect(await nav.getByRole("link", { name: "API keys" }).count()).toBe(0);
  });
});
