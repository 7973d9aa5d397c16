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
    const heading = await page
      .locator("h1")
      .first()
      .innerText({ timeout: 1_000 })
      .catch(() => "(none)");
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

/**
 * Waits until `holds()` is true, checking every 50 ms; after `timeout` ms fails with `failure()`.
 * For states no locator can wait for (a count kept by the test, a control's enabled state).
 */
export async function eventually(holds: () => boolean | Promise<boolean>, failure: () => string, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the control is enabled (true) or disabled (false): React applies a change after the event that caused it. */
export async function expectEnabled(locator: Locator, enabled: boolean, timeout = 5_000): Promise<void> {
  await eventually(
    async () => (await locator.isEnabled()) === enabled,
    () => `Expected ${locator} to be ${enabled ? "enabled" : "disabled"}`,
    timeout,
  );
}
