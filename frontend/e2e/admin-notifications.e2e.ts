import { DEMO, expectHeading, expectNoA11yViolations, expectToast, expectVisible, useBrowser } from "./support";

/**
 * Issue 6, the admin notifications page: a superadmin composes a broadcast (the form keeps the
 * server's rules, the preview follows the typing), sends it and finds it in the history with
 * its browser counts; an admin sees the history and the notice that sending needs super admin
 * access, with the form disabled.
 */
const e2e = useBrowser();

const TITLE = `Staff meeting ${Date.now().toString(36)}`;
const BODY = "Kitchen leads meet at 4 pm in the Bhimavaram office.";

describe("broadcasts", () => {
  it("a superadmin previews and sends a broadcast, then finds it in the history", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/notifications");
    await expectHeading(page, "Notifications");
    const preview = page.getByRole("figure", { name: /Preview/ });
    await expectVisible(preview.getByText("Your title"));

    // The server's rules, said before sending: a title is needed, a link must stay on this site.
    await page.getByLabel("Link (optional)").fill("https://elsewhere.example/offer");
    await page.getByRole("button", { name: "Send Broadcast" }).click();
    await expectVisible(page.getByText("Please enter a title"));
    await expectVisible(page.getByText("Please enter a message"));
    await expectVisible(page.getByText(/Enter a path of this site starting with \//));

    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Message").fill(BODY);
    await page.getByRole("radio", { name: "Staff" }).check();
    await page.getByLabel("Link (optional)").fill("/admin/orders");
    await expectVisible(preview.getByText(TITLE));
    await expectVisible(preview.getByText(BODY));
    await expectVisible(preview.getByText("Opens /admin/orders"));
    await expectNoA11yViolations(page, "notifications page, filled in");

    await page.getByRole("button", { name: "Send Broadcast" }).click();
    const confirm = page.getByRole("dialog", { name: "Send this broadcast to all staff?" });
    await confirm.getByRole("button", { name: "Send", exact: true }).click();
    await expectToast(page, /^Sent to \d+ browsers?, \d+ received\.$/);

    const history = page.getByRole("region", { name: "Sent Broadcasts" });
    const row = history.getByRole("row").filter({ hasText: TITLE });
    await expectVisible(row);
    await expectVisible(row.getByText("Staff", { exact: true }));
    await expectVisible(row.getByText(`Sent by ${DEMO.superadmin.userName}`));
    // The form is empty again for the next one.
    expect(await page.getByLabel("Title").inputValue()).toBe("");
  });

  it("an admin sees the history and the notice, with the form disabled; on a phone as cards", async () => {
    const page = await e2e.newPage({ as: DEMO.admin, viewport: "mobile" });
    await page.goto("/admin/notifications");
    await expectHeading(page, "Notifications");
    await expectVisible(page.getByText("You Need Super Admin Access To Send A Broadcast"));
    expect(await page.getByRole("button", { name: "Send Broadcast" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Title").isDisabled()).toBe(true);
    const history = page.getByRole("region", { name: "Sent Broadcasts" });
    await expectVisible(history.getByRole("listitem").filter({ hasText: TITLE }));
    await expectNoA11yViolations(page, "notifications page of an admin, on a phone");
  });
});
