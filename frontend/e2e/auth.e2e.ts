import type { Page } from "playwright-core";
import {
  createCustomer,
  expectEnabled,
  expectHeading,
  expectPath,
  expectToast,
  expectVisible,
  readOtp,
  signIn,
  uniqueEmail,
  uniquePhone,
  useBrowser,
} from "./support";

/** docs/architecture.md#screens /auth and #behaviour: register → code from the real e-mail → verify → login → shop → log out. */
const e2e = useBrowser();

async function expectLoggedOut(page: Page) {
  await expectPath(page, "/auth/login");
  await expectVisible(page.getByRole("button", { name: "Sign In" }));
  // The session is gone on the server too: the shop sends the visitor back to the login.
  await page.goto("/shop/home");
  await expectPath(page, "/auth/login");
}

it("registers, verifies the e-mailed code, signs in, greets the user and logs out", async () => {
  const page = await e2e.newPage();
  const user = { userName: "Anjali Varma", email: uniqueEmail("register"), phone: uniquePhone(), password: "curry-leaves-42" };
  await page.goto("/auth/register");
  await expectHeading(page, "Create new account");

  const signUp = page.getByRole("button", { name: "Sign Up" });
  const expectSignUpEnabled = (enabled: boolean) => expectEnabled(signUp, enabled);
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

  await expectPath(page, "/auth/verify-otp");
  await expectVisible(page.getByText("An OTP has been sent to your email"));
  await expectVisible(page.getByText(user.email, { exact: true }));
  await page.getByLabel("Enter OTP").fill(await readOtp(user.email));
  await page.getByRole("button", { name: "Verify", exact: true }).click();

  // Verified: back at the login with the e-mail filled in.
  await expectPath(page, "/auth/login");
  expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expectPath(page, "/shop/home");
  await expectHeading(page, `Hey ${user.userName}`);

  await page.getByRole("button", { name: `Account menu for ${user.userName}`, exact: false }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expectLoggedOut(page);
});

it("logs out from the mobile menu at 360 px", async () => {
  const shopper = await createCustomer("logout");
  const page = await e2e.newPage({ viewport: "mobile" });
  await signIn(page, shopper.email, shopper.password);
  await expectPath(page, "/shop/home");
  await expectHeading(page, `Hey ${shopper.userName}`);

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log Out" }).click();
  await expectLoggedOut(page);
});

it("refuses a wrong password with the server's message and stays on the login", async () => {
  const shopper = await createCustomer("wrong-password");
  const page = await e2e.newPage();
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(`${shopper.password}-not`);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Incorrect email or password.");
  await expectPath(page, "/auth/login");
});
