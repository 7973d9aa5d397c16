import { DEMO, baseUrl, expect, test, type Page } from "./support";

/**
 * The partners' GraphQL explorer: GraphiQL served by Ruchi itself on GET /graphql
 * (frontend/src/explorer, backend/src/graphql/explorer-page.ts), under the app's
 * Content-Security-Policy, with the schema's descriptions, as the browser's own session.
 */

/** What the page reported as broken: console errors (CSP refusals among them) and uncaught errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Opens /graphql and waits until GraphiQL has its editor and the schema (it runs nothing before). */
async function openExplorer(page: Page): Promise<void> {
  const schema = page.waitForResponse((answer) => answer.request().postData()?.includes("IntrospectionQuery") === true);
  const response = await page.goto("/graphql");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect((await schema).status()).toBe(200);
  await page.locator(".graphiql-query-editor .monaco-editor").waitFor();
}

/** Replaces the query in GraphiQL's editor (Monaco), typed as plain text without auto-closing. */
async function writeQuery(page: Page, query: string): Promise<void> {
  await page.locator(".graphiql-query-editor .monaco-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(query);
}

async function runQuery(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Execute query/ }).click();
}

/** Waits until GraphiQL's answer pane shows `text` (Monaco draws only the lines in view). */
async function expectAnswer(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator(".graphiql-response").filter({ hasText: text }).first()).toBeVisible();
}

test("opens GraphiQL from the app's own files, shows the schema's descriptions and answers a public query", async ({ page }) => {
  const problems = recordProblems(page);
  // No CDN: the page, its code, styles, workers and fonts all come from Ruchi itself.
  const outside: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseUrl()).origin) outside.push(request.url());
  });
  await openExplorer(page);

  // The first tab holds a public query.
  const answer = page.waitForResponse((sent) => sent.request().postData()?.includes("towns") === true);
  await runQuery(page);
  const { data } = (await (await answer).json()) as { data: { towns: Array<{ name: string }> } };
  expect(data.towns).toContainEqual({ name: "Bhimavaram" });
  await expectAnswer(page, /"towns":\s*\[/);

  // The documentation comes from introspection, descriptions included.
  await page.getByRole("button", { name: /Show Documentation Explorer/ }).click();
  await page.locator(".graphiql-doc-explorer").getByText("Query", { exact: true }).click();
  await expect(
    page.locator(".graphiql-doc-explorer").getByText('The towns Ruchi knows, alphabetically: the "pick your town" list'),
  ).toBeVisible();

  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});

test("sends its requests with the browser's session: a signed-in person's query answers as them", async ({ customerPage: page }) => {
  const problems = recordProblems(page);
  await openExplorer(page);
  await writeQuery(page, "{ me { email } }");
  await runQuery(page);
  await expectAnswer(page, DEMO.customer.email);
  expect(problems).toEqual([]);
});
