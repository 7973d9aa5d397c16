import { atPath, createCustomer, expect, heading, readOtp, signIn, test, toast, uniqueEmail, uniquePhone, type Page } from "./support";

/** docs/architecture.md#screens /auth and #behaviour: register → code from the real e-mail → verify → login → shop → log out. */

async function expectLoggedOut(page: Page) {
  await expect(page).toHaveURL(atPath("/auth/login"));
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // The session is gone on the server too: the shop sends the visitor back to the login.
  await page.goto("/shop/home");
  await expect(page).toHaveURL(atPath("/auth/login"));
}

test("registers, verifies the e-mailed code, signs in, greets the user and logs out", async ({ page }) => {
  const user = { userName: "Anjali Varma", email: uniqueEmail("register"), phone: uniquePhone(), password: "curry-leaves-42" };
  await page.goto("/auth/register");
  await expect(heading(page, "Create new account")).toBeVisible();

  const signUp = page.getByRole("button", { name: "Sign Up" });
  const expectSignUpEnabled = (enabled: boolean) => expect(signUp).toBeEnabled({ enabled });
  await expectSignUpEnabled(false);
  await page.getByLabel("User Name").fill(user.userName);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Phone").fill(user.phone);
  await expectSignUpEnabled(false);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await expectSignUpEnabled(false);
  const terms = page.getByRole("checkbox", { name: /^I agree to the Terms & Conditions/ });
  await terms.check();
  await expectSignUpEnabled(true);
  await terms.uncheck();
  await expectSignUpEnabled(false);
  await terms.check();
  await signUp.click();

  await expect(page).toHaveURL(atPath("/auth/verify-otp"));
  await expect(page.getByText("An OTP has been sent to your email")).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await page.getByLabel("Enter OTP").fill(await readOtp(user.email));
  await page.getByRole("button", { name: "Verify", exact: true }).click();

  // Verified: back at the login with the e-mail filled in.
  await expect(page).toHaveURL(atPath("/auth/login"));
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(atPath("/shop/home"));
  await expect(heading(page, `Hey ${user.userName}`)).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${user.userName}`, exact: false }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expectLoggedOut(page);
});

test("logs out from the mobile menu at 360 px", { tag: "@phone" }, async ({ page }) => {
  const shopper = await createCustomer("logout");
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(atPath("/shop/home"));
  await expect(heading(page, `Hey ${shopper.userName}`)).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log Out" }).click();
  await expectLoggedOut(page);
});

test("refuses a wrong password with the server's message and stays on the login", async ({ page }) => {
  const shopper = await createCustomer("wrong-password");
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(`${shopper.password}-not`);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Incorrect email or password.")).toBeVisible();
  await expect(page).toHaveURL(atPath("/auth/login"));
});
