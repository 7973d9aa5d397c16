import type { Page } from "playwright-core";
import { DEMO, expectHeading, expectPath, expectVisible, useBrowser } from "./support";

/**
 * docs/architecture.md#screens "Routing and guards", as a visitor, a customer and an admin meet them. Each test
 * walks several paths in one tab (every visit is a full page load, so the guard decides anew).
 */
const e2e = useBrowser();

async function expectRedirect(page: Page, from: string, to: string) {
  await page.goto(from);
  try {
    await expectPath(page, to);
  } catch (error) {
    throw new Error(`${from} should lead to ${to}: ${(error as Error).message}`, { cause: error });
  }
}

describe("logged out", () => {
  it("sees the landing page at / with Order Now leading to the login", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await expectHeading(page, /at your doorstep/);
    await page.getByRole("link", { name: "Order Now" }).click();
    await expectPath(page, "/auth/login");
    await expectHeading(page, "Sign in to your account");
  });

  it("is sent to /auth/login from every shop, admin and unknown path", async () => {
    const page = await e2e.newPage();
    for (const path of [
      "/shop/home",
      "/shop/listing",
      "/shop/account",
      "/admin/dashboard",
      "/admin/orders",
      "/unauth-page",
      "/no-such-page",
    ]) {
      await expectRedirect(page, path, "/auth/login");
      await expectVisible(page.getByRole("button", { name: "Sign In" }));
    }
  });

  it("may see the register, terms, privacy, forgot-password and reset-password pages", async () => {
    const page = await e2e.newPage();
    for (const [path, heading] of [
      ["/auth/register", "Create new account"],
      ["/auth/terms-conditions", "Terms & Conditions"],
      ["/auth/privacy-policy", "Privacy Policy"],
      ["/auth/forgot-password", "Forgot Password"],
      ["/auth/reset-password/some-token", "Reset Password"],
    ] as const) {
      await page.goto(path);
      await expectHeading(page, heading);
      await expectPath(page, path);
    }
  });

  it("gets 'Page Not Found' on an unknown public-looking path, with Back to Home to /", async () => {
    const page = await e2e.newPage();
    await page.goto("/old-register-page");
    await expectHeading(page, "Page Not Found");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expectPath(page, "/");
    await expectVisible(page.getByRole("link", { name: "Order Now" }));
  });
});

describe("signed in as a customer", () => {
  it("is sent from /, the login and the register page to /shop/home", async () => {
    const page = await e2e.newPage({ as: DEMO.customer });
    await expectRedirect(page, "/", "/shop/home");
    await expectHeading(page, `Hey ${DEMO.customer.userName}`);
    await expectRedirect(page, "/auth/login", "/shop/home");
    await expectRedirect(page, "/auth/register", "/shop/home");
  });

  it("gets 'Access Denied' on an admin page, with Go to Home to the shop", async () => {
    const page = await e2e.newPage({ as: DEMO.customer });
    await expectRedirect(page, "/admin/dashboard", "/unauth-page");
    await expectHeading(page, "Access Denied");
    await expectVisible(page.getByText("You don't have permission to view this page."));
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expectPath(page, "/shop/home");
  });

  it("gets 'Page Not Found' on an unknown path, with Back to Home leading back to the shop; may still read the terms", async () => {
    const page = await e2e.newPage({ as: DEMO.customer });
    await page.goto("/shop/no-such-page");
    await expectHeading(page, "Page Not Found");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expectPath(page, "/shop/home");

    await page.goto("/auth/terms-conditions");
    await expectHeading(page, "Terms & Conditions");
    await expectPath(page, "/auth/terms-conditions");
  });
});

describe("signed in as an admin", () => {
  it("is sent from /, shop pages and the login to /admin/dashboard", async () => {
    const page = await e2e.newPage({ as: DEMO.admin });
    for (const path of ["/", "/shop/home", "/shop/listing", "/auth/login"]) {
      await expectRedirect(page, path, "/admin/dashboard");
      await expectHeading(page, "Dashboard");
    }
  });

  it("as the superadmin too", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await expectRedirect(page, "/shop/home", "/admin/dashboard");
  });
});
