import { DEMO, expect, expectNoA11yViolations, heading, test, toast } from "./support";

/**
 * Issue 6, the admin notifications page: a superadmin composes a broadcast (the form keeps the
 * server's rules, the preview follows the typing), sends it and finds it in the history with
 * its browser counts; an admin sees the history and the notice that sending needs super admin
 * access, with the form disabled.
 */

const TITLE = `Staff meeting ${Date.now().toString(36)}`;
const BODY = "Kitchen leads meet at 4 pm in the Bhimavaram office.";

test.describe("broadcasts", () => {
  // The admin's history shows the broadcast the superadmin sent first.
  test.describe.configure({ mode: "serial" });

  test("a superadmin previews and sends a broadcast, then finds it in the history", async ({ superadminPage: page }) => {
    await page.goto("/admin/notifications");
    await expect(heading(page, "Notifications")).toBeVisible();
    const preview = page.getByRole("figure", { name: /Preview/ });
    await expect(preview.getByText("Your title").first()).toBeVisible();

    // The server's rules, said before sending: a title is needed, a link must stay on this site.
    await page.getByLabel("Link (optional)").fill("https://elsewhere.example/offer");
    await page.getByRole("button", { name: "Send Broadcast" }).click();
    await expect(page.getByText("Please enter a title").first()).toBeVisible();
    await expect(page.getByText("Please enter a message").first()).toBeVisible();
    await expect(page.getByText(/Enter a path of this site starting with \//).first()).toBeVisible();

    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Message").fill(BODY);
    await page.getByRole("radio", { name: "Staff" }).check();
    await page.getByLabel("Link (optional)").fill("/admin/orders");
    await expect(preview.getByText(TITLE).first()).toBeVisible();
    await expect(preview.getByText(BODY).first()).toBeVisible();
    await expect(preview.getByText("Opens /admin/orders").first()).toBeVisible();
    await expectNoA11yViolations(page, "notifications page, filled in");

    await page.getByRole("button", { name: "Send Broadcast" }).click();
    const confirm = page.getByRole("dialog", { name: "Send this broadcast to all staff?" });
    await confirm.getByRole("button", { name: "Send", exact: true }).click();
    await expect(toast(page, /^Sent to \d+ browsers?, \d+ received\.$/)).toBeVisible();

    const history = page.getByRole("region", { name: "Sent Broadcasts" });
    const row = history.getByRole("row").filter({ hasText: TITLE });
    await expect(row.first()).toBeVisible();
    await expect(row.getByText("Staff", { exact: true }).first()).toBeVisible();
    await expect(row.getByText(`Sent by ${DEMO.superadmin.userName}`).first()).toBeVisible();
    // The form is empty again for the next one.
    await expect(page.getByLabel("Title")).toHaveValue("");
  });

  // Not tagged @phone: the phone project runs in a worker of its own, with a database that has not this file's broadcast.
  test("an admin sees the history and the notice, with the form disabled; on a phone as cards", async ({ openPage }) => {
    const page = await openPage({ as: DEMO.admin, viewport: "mobile" });
    await page.goto("/admin/notifications");
    await expect(heading(page, "Notifications")).toBeVisible();
    await expect(page.getByText("You Need Super Admin Access To Send A Broadcast").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Broadcast" })).toBeDisabled();
    await expect(page.getByLabel("Title")).toBeDisabled();
    const history = page.getByRole("region", { name: "Sent Broadcasts" });
    await expect(history.getByRole("listitem").filter({ hasText: TITLE }).first()).toBeVisible();
    await expectNoA11yViolations(page, "notifications page of an admin, on a phone");
  });
});
