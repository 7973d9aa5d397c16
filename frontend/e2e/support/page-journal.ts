import type { Page, TestInfo } from "@playwright/test";

/** The most lines a page's journal keeps: its latest. */
const MAX_LINES = 100;

/**
 * What a page met that its failure screenshot cannot show: requests that never got an answer,
 * and the errors of the mutations it sent (a refused order shows as a toast for a few seconds; the
 * screenshot at the end of a 25-second wait no longer has it). Kept per page, attached to a
 * failing test with each page's accessibility tree at that moment.
 */
export function keepJournal(page: Page): { lines: string[] } {
  const journal = { lines: [] as string[] };
  const note = (line: string) => {
    journal.lines.push(`${new Date().toISOString()} ${line}`);
    if (journal.lines.length > MAX_LINES) journal.lines.shift();
  };
  page.on("requestfailed", (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`),
  );
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !response.url().endsWith("/graphql")) return;
    const body = request.postData() ?? "";
    // Mutations only: they are few, and a refused one is what a journey stops on.
    if (!/"query":"\s*mutation\b/.test(body)) return;
    void response
      .json()
      .then((answer: { errors?: Array<{ message?: string; extensions?: { code?: string } }> }) => {
        const operation = /mutation\s+(\w+)/.exec(body)?.[1] ?? "mutation";
        if (answer.errors?.length) {
          note(`${operation}: ${answer.errors.map((error) => `${error.extensions?.code ?? "?"} ${error.message ?? ""}`).join("; ")}`);
        } else {
          note(`${operation}: ok (${response.status()})`);
        }
      })
      .catch(() => note(`mutation answered ${response.status()}, not JSON`));
  });
  return journal;
}

/** Attaches each open page's journal and accessibility tree to a failing test. */
export async function attachJournals(testInfo: TestInfo, pages: ReadonlyArray<{ page: Page; journal: { lines: string[] } }>) {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [index, { page, journal }] of pages.entries()) {
    const tree = page.isClosed()
      ? "(closed)"
      : await page
          .locator("body")
          .ariaSnapshot({ timeout: 2_000 })
          .catch(() => "(unreadable)");
    const url = page.isClosed() ? "" : page.url();
    await testInfo.attach(`page ${index + 1}: journal and accessibility tree`, {
      body: `${url}\n\n${journal.lines.join("\n") || "(nothing noted)"}\n\n${tree}`,
      contentType: "text/plain",
    });
  }
}
