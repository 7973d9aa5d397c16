import type { Page } from "@playwright/test";

/** A toast (antd message or notification: role alert or status) with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first();

/** The page's h1 with this text. */
export const heading = (page: Page, text: string | RegExp) => page.getByRole("heading", { level: 1, name: text }).first();

/** A URL test for `expect(page).toHaveURL(...)`: the path is `path`, whatever the query. */
export const atPath = (path: string) => (url: URL) => url.pathname === path;
