import type { Locator, Page } from "playwright-core";

/**
 * Waiting assertions for playwright-core (which has no auto-waiting expect): each waits for the
 * UI state and fails with what the page shows instead.
 */

/** Waits until the page's path (without query) is `path`. */
export async function expectPath(page: Page, path: string, timeout?: number): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch (error) {
    throw new Error(`Expected the path ${path}, but the page is at ${new URL(page.url()).pathname}`, { cause: error });
  }
}

/** Waits until the locator is visible. */
export async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch (error) {
    const page = locator.page();
    const heading = await page.locator("h1").first().innerText({ timeout: 1_000 }).catch(() => "(none)");
    throw new Error(`Expected ${locator} to be visible on ${new URL(page.url()).pathname} (its h1: "${heading}")`, { cause: error });
  }
}

/** Waits until a toast (role alert or status) with this text shows. */
export async function expectToast(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  await expectVisible(page.locator('[role="alert"], [role="status"]').filter({ hasText: text }), timeout);
}

/** Waits until the page's single h1 has this text. */
export async function expectHeading(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  await expectVisible(page.getByRole("heading", { level: 1, name: text }), timeout);
}
