import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Keeps a full-page screenshot as `<dir>/<name>.png` when RUCHI_E2E_SCREENSHOTS_DIR is set, for a
 * person to look over a layout (Telugu's longer labels at 360 px); without it, does nothing.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.RUCHI_E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name.replace(/[^\w-]+/g, "-")}.png`), fullPage: true });
}
