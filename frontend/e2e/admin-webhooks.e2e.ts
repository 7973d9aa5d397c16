import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminWebhooks as teTexts } from "../src/i18n/te/admin-webhooks";
import {
  DEMO,
  TELUGU_SCRIPT,
  addKakinadaAddress,
  chooseRestaurant,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  keepScreenshot,
  overflowingText,
  placeKitchenOrder,
  test,
  toast,
  type Account,
  type OrderKitchen,
  type Page,
} from "./support";

/**
 * Webhooks in the admin panel (superadmins only): a webhook is added for a kitchen's order status
 * changes, its signing secret shown once; an order's status change reaches a receiver run by this
 * file (plain http on 127.0.0.1, which the e2e app allows: WEBHOOK_ALLOW_LOCAL), signed with that
 * secret, and the Deliveries drawer shows it succeeded, and sends it again on request. Admins see
 * neither the page nor its link.
 */

/** What the receiver was sent: the Standard Webhooks headers and the body as it came. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let receiver: Server;
let hookUrl = "";
let kitchen: OrderKitchen;
let kitchenName = "";
let shopper: Account;
let teluguReader: Account;
/** The signing secret of the webhook the first test adds through the UI (the tests of a file run in order). */
let signingSecret: string | null = null;

const header = (entry: Received, name: string) => String(entry.headers[name] ?? "");

/** The Standard Webhooks signature a receiver computes with the secret, to compare with webhook-signature. */
function expectedSignature(secret: string, entry: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${header(entry, "webhook-id")}.${header(entry, "webhook-timestamp")}.${entry.body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

const webhookRow = (page: Page) => page.getByRole("row").filter({ hasText: hookUrl });

test.describe("webhooks in the admin panel", () => {
  // Each test builds on the webhook, the delivery and the deletion of the ones before.
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ openSharedPage }) => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ruchi-events`;

    const superadmin = await openSharedPage({ as: DEMO.superadmin });
    kitchen = await createOrderKitchen(superadmin, "Webhook kitchen");
    const { restaurant } = await graphql<{ restaurant: { name: string } }>(
      `query E2EWebhooksKitchen($id: ID!) { restaurant(id: $id) { name } }`,
      { id: kitchen.id },
      superadmin,
    );
    kitchenName = restaurant.name;
    shopper = await createCustomer("webhooks-shopper");
    // A superadmin of this file's own reads Telugu: the demo accounts stay in English.
    teluguReader = await createCustomer("webhooks-te");
    const { adminUsers } = await graphql<{ adminUsers: { items: { id: string }[] } }>(
      `query E2EWebhooksFindUser($search: String) { adminUsers(search: $search) { items { id } } }`,
      { search: teluguReader.email },
      superadmin,
    );
    await graphql(
      `mutation E2EWebhooksPromote($id: ID!) { setUserRole(id: $id, role: SUPERADMIN) { id } }`,
      { id: adminUsers.items[0]!.id },
      superadmin,
    );
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
  });

  test("adds a webhook for a kitchen's order status changes, its signing secret shown once", async ({ superadminPage: page }) => {
    await page.goto("/admin/webhooks");
    await expect(heading(page, "Webhooks")).toBeVisible();
    await expect(page.getByText(/^\d+ webhooks?$/).first()).toBeVisible();

    await page.getByRole("button", { name: "Add webhook" }).click();
    const form = page.getByRole("dialog", { name: "Add webhook" });
    await expect(
      form.getByText("Must be https and reachable from the internet: Ruchi does not send to private or local addresses.").first(),
    ).toBeVisible();
    await form.getByLabel("URL").fill("partner.example.com/events");
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expect(form.getByText("Enter a URL starting with https://").first()).toBeVisible();
    await expect(form.getByText("Choose at least one event.").first()).toBeVisible();

    await form.getByLabel("URL").fill(hookUrl);
    await form.getByRole("checkbox", { name: /ORDER_STATUS_CHANGED/ }).check();
    await expect(
      form.getByText("An order moved to another status (accepted, on its way, delivered, cancelled ...).").first(),
    ).toBeVisible();
    await chooseRestaurant(page, kitchenName);
    await keepScreenshot(page, "webhooks-create-desktop");
    await form.getByRole("button", { name: "Add webhook" }).click();

    const shown = page.getByRole("dialog", { name: `Signing secret of ${hookUrl}` });
    await expect(shown.getByText(/This is the only time the signing secret is shown\. It cannot be shown again/).first()).toBeVisible();
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_\S{40,}$/);
    await expect(shown.getByRole("button", { name: "Copy" }).first()).toBeVisible();
    await expectNoA11yViolations(page, "the signing secret dialog");
    await keepScreenshot(page, "webhooks-secret-desktop");
    await shown.getByRole("button", { name: "I have stored it" }).click();
    await expect(shown).toBeHidden();

    const row = webhookRow(page);
    await expect(row.getByText("ORDER_STATUS_CHANGED", { exact: true }).first()).toBeVisible();
    await expect(row.getByText(kitchenName).first()).toBeVisible();
    await expect(row.getByText("Active", { exact: true }).first()).toBeVisible();
    await expect(row.getByText("No delivery yet").first()).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    signingSecret = secret;
  });

  test("sends an order's status change to the receiver, signed, and shows the delivery; Redeliver sends it again", async ({
    openPage,
    adminPage: admin,
    superadminPage: page,
  }) => {
    const secret = signingSecret;
    if (!secret) throw new Error("the webhook of the previous test was not added");
    const customer = await openPage({ as: shopper });
    const order = await placeKitchenOrder(customer, kitchen, await addKakinadaAddress(customer, shopper));
    await graphql(
      `mutation E2EWebhooksConfirm($id: ID!) { updateOrderStatus(id: $id, status: CONFIRMED) { id } }`,
      { id: order.id },
      admin,
    );

    await expect
      .poll(() => received.length, { message: "deliveries that reached the receiver within 30 s", timeout: 30_000 })
      .toBeGreaterThan(0);
    const delivery = received[0]!;
    const body = JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe("order.status_changed");
    expect(JSON.stringify(body.data)).toContain(order.id);
    expect(header(delivery, "webhook-signature").split(" ")).toContain(expectedSignature(secret, delivery));
    const eventId = header(delivery, "webhook-id");

    await page.goto("/admin/webhooks");
    await expect(
      webhookRow(page)
        .getByText(/^Last delivery /)
        .first(),
    ).toBeVisible();
    await webhookRow(page)
      .getByRole("button", { name: `Deliveries of ${hookUrl}` })
      .click();
    const drawer = page.getByRole("dialog", { name: "Deliveries" });
    await expect(drawer.getByText("1 delivery", { exact: true }).first()).toBeVisible();
    const card = drawer.getByRole("listitem").filter({ hasText: eventId });
    await expect(card.getByText("ORDER_STATUS_CHANGED", { exact: true }).first()).toBeVisible();
    await expect(card.getByText("SUCCEEDED", { exact: true }).first()).toBeVisible();
    await card.getByText("1 attempt", { exact: true }).click();
    const attempts = card.getByRole("table", { name: `Attempts of event ${eventId}, oldest first` });
    await expect(attempts.getByText("HTTP 204").first()).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the deliveries drawer");
    await keepScreenshot(page, "webhooks-deliveries-desktop");

    await card.getByRole("button", { name: `Redeliver event ${eventId}` }).click();
    await expect(toast(page, "The event is being sent again.")).toBeVisible();
    await expect
      .poll(() => received.length, { message: "deliveries that reached the receiver, the redelivery within 30 s", timeout: 30_000 })
      .toBeGreaterThan(1);
    // The same event: a receiver tells a redelivery by its webhook-id.
    expect(header(received[1]!, "webhook-id")).toBe(eventId);
    expect(received[1]!.body).toBe(delivery.body);
    // The drawer shows the redelivery's attempt after a Refresh once the attempt is recorded.
    await expect(async () => {
      await drawer.getByRole("button", { name: "Refresh" }).click();
      await expect(card.getByText("2 attempts", { exact: true })).not.toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    // The attempts opened above stay open as the delivery is drawn anew.
    await expect(card.getByText("Redelivery").first()).toBeVisible();
  });

  // Not tagged @phone: the phone project runs in a worker of its own, whose database has not this file's webhook.
  for (const locale of ["en-IN", "te-IN"] as const) {
    test(`fits a 360 px phone in ${locale}: list, add dialog and deliveries`, async ({ openPage }) => {
      const telugu = locale === "te-IN";
      const page = await openPage({ as: telugu ? teluguReader : DEMO.superadmin, viewport: "mobile", locale });
      const text = (english: string, teluguText: string) => (telugu ? teluguText : english);
      await page.goto("/admin/webhooks");
      await expect(heading(page, text("Webhooks", teTexts.title))).toBeVisible();
      await expect(page.getByText(hookUrl).first()).toBeVisible();
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `webhooks-list-mobile-${locale}`);

      await page.getByRole("button", { name: text("Add webhook", teTexts.create) }).click();
      const form = page.getByRole("dialog", { name: text("Add webhook", teTexts.form.title) });
      await expect(form.getByRole("checkbox", { name: /MENU_ITEM_CHANGED/ }).first()).toBeVisible();
      if (telugu) expect(await form.innerText()).toMatch(TELUGU_SCRIPT);
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `webhooks-create-mobile-${locale}`);
      await form.getByRole("button", { name: text("Cancel", teTexts.form.cancel) }).click();
      await expect(form).toBeHidden();

      await page
        .getByRole("button", { name: text(`Deliveries of ${hookUrl}`, teTexts.deliveries.buttonOf.replace("{{url}}", hookUrl)) })
        .click();
      const drawer = page.getByRole("dialog", { name: text("Deliveries", teTexts.deliveries.title) });
      await expect(drawer.getByText("SUCCEEDED", { exact: true }).first()).toBeVisible();
      await drawer
        .getByText(text("2 attempts", teTexts.deliveries.attempts_other.replace("{{count}}", "2")))
        .first()
        .click();
      expect(await overflowingText(page)).toEqual([]);
      await keepScreenshot(page, `webhooks-deliveries-mobile-${locale}`);
    });
  }

  test("reads in Telugu on a desktop", async ({ openPage }) => {
    const page = await openPage({ as: teluguReader, locale: "te-IN" });
    await page.goto("/admin/webhooks");
    await expect(heading(page, teTexts.title)).toBeVisible();
    await expect(webhookRow(page).getByText(teTexts.active, { exact: true }).first()).toBeVisible();
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the webhooks list in Telugu");
    await keepScreenshot(page, "webhooks-list-desktop-te-IN");
  });

  test("deletes a webhook after confirmation: no more events, its deliveries stay readable", async ({ superadminPage: page }) => {
    await page.goto("/admin/webhooks");
    await webhookRow(page)
      .getByRole("button", { name: `Delete webhook ${hookUrl}` })
      .click();
    const confirm = page.getByRole("tooltip").filter({ hasText: `Delete the webhook to ${hookUrl}?` });
    await expect(confirm.getByText(/No new events are sent to it and pending retries stop\./).first()).toBeVisible();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, `The webhook to ${hookUrl} is deleted.`)).toBeVisible();
    await expect(webhookRow(page).getByText("Deleted", { exact: true }).first()).toBeVisible();
    await expect(webhookRow(page).getByRole("button", { name: `Delete webhook ${hookUrl}` })).toHaveCount(0);
    await keepScreenshot(page, "webhooks-list-desktop");
    await webhookRow(page)
      .getByRole("button", { name: `Deliveries of ${hookUrl}` })
      .click();
    await expect(page.getByRole("dialog", { name: "Deliveries" }).getByText("1 delivery", { exact: true }).first()).toBeVisible();
  });

  test("is for superadmins: an admin has no link to it and is told so on the page", async ({ adminPage: page }) => {
    await page.goto("/admin/webhooks");
    await expect(heading(page, "Access Denied")).toBeVisible();
    await expect(page.getByText("You Need Super Admin Access To View This Detail").first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Orders" }).first()).toBeVisible();
    await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  });
});
