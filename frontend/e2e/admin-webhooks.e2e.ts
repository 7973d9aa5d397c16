import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { adminWebhooks as teTexts } from "../src/i18n/te/admin-webhooks";
import {
  DEMO,
  TELUGU_SCRIPT,
  addKakinadaAddress,
  chooseRestaurant,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  eventually,
  expectHeading,
  expectNoA11yViolations,
  expectToast,
  expectVisible,
  graphql,
  keepScreenshot,
  overflowingText,
  placeKitchenOrder,
  useBrowser,
  type Account,
  type OrderKitchen,
} from "./support";

/**
 * Webhooks in the admin panel (superadmins only): a webhook is added for a kitchen's order status
 * changes, its signing secret shown once; an order's status change reaches a receiver run by this
 * file (plain http on 127.0.0.1, which the e2e app allows: WEBHOOK_ALLOW_LOCAL), signed with that
 * secret, and the Deliveries drawer shows it succeeded, and sends it again on request. Admins see
 * neither the page nor its link.
 */
const e2e = useBrowser();

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

describe("webhooks in the admin panel", () => {
  beforeAll(async () => {
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

    const superadmin = await e2e.newPage({ as: DEMO.superadmin });
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

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    if (kitchen) await deleteOrderKitchen(kitchen.id, DEMO.admin);
  });

  it("adds a webhook for a kitchen's order status changes, its signing secret shown once", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/webhooks");
    await expectHeading(page, "Webhooks");
    await expectVisible(page.getByText(/^\d+ webhooks?$/));

    await page.getByRole("button", { name: "Add webhook" }).click();
    const form = page.getByRole("dialog", { name: "Add webhook" });
    await expectVisible(
      form.getByText("Must be https and reachable from the internet: Ruchi does not send to private or local addresses."),
    );
    await form.getByLabel("URL").fill("partner.example.com/events");
    await form.getByRole("button", { name: "Add webhook" }).click();
    await expectVisible(form.getByText("Enter a URL starting with https://"));
    await expectVisible(form.getByText("Choose at least one event."));

    await form.getByLabel("URL").fill(hookUrl);
    await form.getByRole("checkbox", { name: /ORDER_STATUS_CHANGED/ }).check();
    await expectVisible(form.getByText("An order moved to another status (accepted, on its way, delivered, cancelled ...)."));
    await chooseRestaurant(page, kitchenName);
    await keepScreenshot(page, "webhooks-create-desktop");
    await form.getByRole("button", { name: "Add webhook" }).click();

    const shown = page.getByRole("dialog", { name: `Signing secret of ${hookUrl}` });
    await expectVisible(shown.getByText(/This is the only time the signing secret is shown\. It cannot be shown again/));
    const secret = await shown.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_\S{40,}$/);
    await expectVisible(shown.getByRole("button", { name: "Copy" }));
    await expectNoA11yViolations(page, "the signing secret dialog");
    await keepScreenshot(page, "webhooks-secret-desktop");
    await shown.getByRole("button", { name: "I have stored it" }).click();
    await shown.waitFor({ state: "hidden" });

    const row = webhookRow(page);
    await expectVisible(row.getByText("ORDER_STATUS_CHANGED", { exact: true }));
    await expectVisible(row.getByText(kitchenName));
    await expectVisible(row.getByText("Active", { exact: true }));
    await expectVisible(row.getByText("No delivery yet"));
    expect(await page.content()).not.toContain(secret);
    signingSecret = secret;
  });

  it("sends an order's status change to the receiver, signed, and shows the delivery; Redeliver sends it again", async () => {
    const secret = signingSecret;
    if (!secret) throw new Error("the webhook of the previous test was not added");
    const customer = await e2e.newPage({ as: shopper });
    const order = await placeKitchenOrder(customer, kitchen, await addKakinadaAddress(customer, shopper));
    const admin = await e2e.newPage({ as: DEMO.admin });
    await graphql(
      `mutation E2EWebhooksConfirm($id: ID!) { updateOrderStatus(id: $id, status: CONFIRMED) { id } }`,
      { id: order.id },
      admin,
    );

    await eventually(
      () => received.length > 0,
      () => "no delivery reached the receiver within 30 s",
      30_000,
    );
    const delivery = received[0]!;
    const body = JSON.parse(delivery.body) as { type: string; data: Record<string, unknown> };
    expect(body.type).toBe("order.status_changed");
    expect(JSON.stringify(body.data)).toContain(order.id);
    expect(header(delivery, "webhook-signature").split(" ")).toContain(expectedSignature(secret, delivery));
    const eventId = header(delivery, "webhook-id");

    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/webhooks");
    await expectVisible(webhookRow(page).getByText(/^Last delivery /));
    await webhookRow(page)
      .getByRole("button", { name: `Deliveries of ${hookUrl}` })
      .click();
    const drawer = page.getByRole("dialog", { name: "Deliveries" });
    await expectVisible(drawer.getByText("1 delivery", { exact: true }));
    const card = drawer.getByRole("listitem").filter({ hasText: eventId });
    await expectVisible(card.getByText("ORDER_STATUS_CHANGED", { exact: true }));
    await expectVisible(card.getByText("SUCCEEDED", { exact: true }));
    await card.getByText("1 attempt", { exact: true }).click();
    const attempts = card.getByRole("table", { name: `Attempts of event ${eventId}, oldest first` });
    await expectVisible(attempts.getByText("HTTP 204"));
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the deliveries drawer");
    await keepScreenshot(page, "webhooks-deliveries-desktop");

    await card.getByRole("button", { name: `Redeliver event ${eventId}` }).click();
    await expectToast(page, "The event is being sent again.");
    await eventually(
      () => received.length > 1,
      () => "the redelivery did not reach the receiver within 30 s",
      30_000,
    );
    // The same event: a receiver tells a redelivery by its webhook-id.
    expect(header(received[1]!, "webhook-id")).toBe(eventId);
    expect(received[1]!.body).toBe(delivery.body);
    await eventually(
      async () => {
        await drawer.getByRole("button", { name: "Refresh" }).click();
        return (await card.getByText("2 attempts", { exact: true }).count()) > 0;
      },
      () => "the drawer did not show the redelivery's attempt",
      15_000,
    );
    // The attempts opened above stay open as the delivery is drawn anew.
    await expectVisible(card.getByText("Redelivery"));
  });

  it.each(["en-IN", "te-IN"] as const)("fits a 360 px phone in %s: list, add dialog and deliveries", async (locale) => {
    const telugu = locale === "te-IN";
    const page = await e2e.newPage({ as: telugu ? teluguReader : DEMO.superadmin, viewport: "mobile", locale });
    const text = (english: string, teluguText: string) => (telugu ? teluguText : english);
    await page.goto("/admin/webhooks");
    await expectHeading(page, text("Webhooks", teTexts.title));
    await expectVisible(page.getByText(hookUrl).first());
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `webhooks-list-mobile-${locale}`);

    await page.getByRole("button", { name: text("Add webhook", teTexts.create) }).click();
    const form = page.getByRole("dialog", { name: text("Add webhook", teTexts.form.title) });
    await expectVisible(form.getByRole("checkbox", { name: /MENU_ITEM_CHANGED/ }));
    if (telugu) expect(await form.innerText()).toMatch(TELUGU_SCRIPT);
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `webhooks-create-mobile-${locale}`);
    await form.getByRole("button", { name: text("Cancel", teTexts.form.cancel) }).click();
    await form.waitFor({ state: "hidden" });

    await page
      .getByRole("button", { name: text(`Deliveries of ${hookUrl}`, teTexts.deliveries.buttonOf.replace("{{url}}", hookUrl)) })
      .click();
    const drawer = page.getByRole("dialog", { name: text("Deliveries", teTexts.deliveries.title) });
    await expectVisible(drawer.getByText("SUCCEEDED", { exact: true }).first());
    await drawer
      .getByText(text("2 attempts", teTexts.deliveries.attempts_other.replace("{{count}}", "2")))
      .first()
      .click();
    expect(await overflowingText(page)).toEqual([]);
    await keepScreenshot(page, `webhooks-deliveries-mobile-${locale}`);
  });

  it("reads in Telugu on a desktop", async () => {
    const page = await e2e.newPage({ as: teluguReader, locale: "te-IN" });
    await page.goto("/admin/webhooks");
    await expectHeading(page, teTexts.title);
    await expectVisible(webhookRow(page).getByText(teTexts.active, { exact: true }));
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page, "the webhooks list in Telugu");
    await keepScreenshot(page, "webhooks-list-desktop-te-IN");
  });

  it("deletes a webhook after confirmation: no more events, its deliveries stay readable", async () => {
    const page = await e2e.newPage({ as: DEMO.superadmin });
    await page.goto("/admin/webhooks");
    await webhookRow(page)
      .getByRole("button", { name: `Delete webhook ${hookUrl}` })
      .click();
    const confirm = page.getByRole("tooltip").filter({ hasText: `Delete the webhook to ${hookUrl}?` });
    await expectVisible(confirm.getByText(/No new events are sent to it and pending retries stop\./));
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, `The webhook to ${hookUrl} is deleted.`);
    await expectVisible(webhookRow(page).getByText("Deleted", { exact: true }));
    expect(
      await webhookRow(page)
        .getByRole("button", { name: `Delete webhook ${hookUrl}` })
        .count(),
    ).toBe(0);
    await keepScreenshot(page, "webhooks-list-desktop");
    await webhookRow(page)
      .getByRole("button", { name: `Deliveries of ${hookUrl}` })
      .click();
    await expectVisible(page.getByRole("dialog", { name: "Deliveries" }).getByText("1 delivery", { exact: true }));
  });

  it("is for superadmins: an admin has no link to it and is told so on the page", async () => {
    const page = await e2e.newPage({ as: DEMO.admin });
    await page.goto("/admin/webhooks");
    await expectHeading(page, "Access Denied");
    await expectVisible(page.getByText("You Need Super Admin Access To View This Detail"));
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expectVisible(nav.getByRole("link", { name: "Orders" }));
    expect(await nav.getByRole("link", { name: "Webhooks" }).count()).toBe(0);
  });
});
