import { DEMO, atPath, expect, heading, test, type Page } from "./support";

/**
 * docs/architecture.md#screens "Routing and guards", as a visitor, a customer and an admin meet them. Each test
 * walks several paths in one tab (every visit is a full page load, so the guard decides anew).
 */

async function expectRedirect(page: Page, from: string, to: string) {
  await page.goto(from);
  await expect(page, `${from} should lead to ${to}`).toHaveURL(atPath(to));
}

test.describe("logged out", () => {
  test("sees the landing page at / with Order Now leading to the login", async ({ page }) => {
    await page.goto("/");
    await expect(heading(page, /at your doorstep/)).toBeVisible();
    await page.getByRole("link", { name: "Order Now" }).click();
    await expect(page).toHaveURL(atPath("/auth/login"));
    await expect(heading(page, "Sign in to your account")).toBeVisible();
  });

  test("is sent to /auth/login from every shop, admin and unknown path", async ({ page }) => {
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
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    }
  });

  test("may see the register, terms, privacy, forgot-password and reset-password pages", async ({ page }) => {
    for (const [path, title] of [
      ["/auth/register", "Create new account"],
      ["/auth/terms-conditions", "Terms & Conditions"],
      ["/auth/privacy-policy", "Privacy Policy"],
      ["/auth/forgot-password", "Forgot Password"],
      ["/auth/reset-password/some-token", "Reset Password"],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page).toHaveURL(atPath(path));
    }
  });

  test("gets 'Page Not Found' on an unknown public-looking path, with Back to Home to /", async ({ page }) => {
    await page.goto("/old-register-page");
    await expect(heading(page, "Page Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(atPath("/"));
    await expect(page.getByRole("link", { name: "Order Now" })).toBeVisible();
  });
});

test.describe("signed in as a customer", () => {
  test("is sent from /, the login and the register page to /shop/home", async ({ customerPage: page }) => {
    await expectRedirect(page, "/", "/shop/home");
    await expect(heading(page, `Hey ${DEMO.customer.userName}`)).toBeVisible();
    await expectRedirect(page, "/auth/login", "/shop/home");
    await expectRedirect(page, "/auth/register", "/shop/home");
  });

  test("gets 'Access Denied' on an admin page, with Go to Home to the shop", async ({ customerPage: page }) => {
    await expectRedirect(page, "/admin/dashboard", "/unauth-page");
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(atPath("/shop/home"));
  });

  test("gets 'Page Not Found' on an unknown path, with Back to Home leading back to the shop; may still read the terms", async ({
    customerPage: page,
  }) => {
    await page.goto("/shop/no-such-page");
    await expect(heading(page, "Page Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(atPath("/shop/home"));

    await page.goto("/auth/terms-conditions");
    await expect(heading(page, "Terms & Conditions")).toBeVisible();
    await expect(page).toHaveURL(atPath("/auth/terms-conditions"));
  });
});

test.describe("signed in as an admin", () => {
  test("is sent from /, shop pages and the login to /admin/dashboard", async ({ adminPage: page }) => {
    for (const path of ["/", "/shop/home", "/shop/listing", "/auth/login"]) {
      await expectRedirect(page, path, "/admin/dashboard");
      await expect(heading(page, "Dashboard")).toBeVisible();
    }
  });

  test("as the superadmin too", async ({ superadminPage: page }) => {
    await expectRedirect(page, "/shop/home", "/admin/dashboard");
  });

  test("the rider's and the restaurant staff's sessions open their own pages", async ({ riderPage, kitchenPage, kitchenStaff }) => {
    await expectRedirect(riderPage, "/rider", "/rider");
    await kitchenPage.goto(`/kitchen/${kitchenStaff.restaurant.id}`);
    await expect(kitchenPage.getByText(kitchenStaff.restaurant.name).first()).toBeVisible();
  });
});
