import { TARGET_MESSAGES } from "../src/modules/webhooks/webhook-target";
import { signedInStaff } from "./support/accounts";
import { connectionCounter } from "./support/connection-counter";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { UPDATE_MENU_ITEM } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { CREATE_WEBHOOK, deliveriesOf, eventually, WEBHOOKS } from "./support/webhooks";

/**
 * Webhooks as production runs them (WEBHOOK_ALLOW_LOCAL unset): https only, public addresses
 * only, judged when a webhook is created and again on the address each delivery connects to.
 */
let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  app = await startTestApp({ webhookDelivery: { pollingIntervalSeconds: 0.5, timeoutMs: 2000 } });
  superadmin = await signedInStaff(app, "superadmin");
});
afterAll(() => app.stop());

describe("a webhook's URL", () => {
  it.each([
    ["https://127.0.0.1/hooks", TARGET_MESSAGES.notPublic],
    ["https://10.0.0.1/hooks", TARGET_MESSAGES.notPublic],
    ["https://169.254.169.254/latest/meta-data", TARGET_MESSAGES.notPublic],
    ["https://100.64.0.1/hooks", TARGET_MESSAGES.notPublic],
    ["https://[::1]/hooks", TARGET_MESSAGES.notPublic],
    ["https://[fd00::1]/hooks", TARGET_MESSAGES.notPublic],
    ["https://[::ffff:127.0.0.1]/hooks", TARGET_MESSAGES.notPublic],
    ["https://2130706433/hooks", TARGET_MESSAGES.notPublic],
    ["https://localhost/hooks", TARGET_MESSAGES.notPublic],
    ["http://partner.example/hooks", TARGET_MESSAGES.notHttps],
    ["ftp://partner.example/hooks", TARGET_MESSAGES.notHttps],
    ["partner.example/hooks", TARGET_MESSAGES.notUrl],
  ])("refuses %s at creation, on the field url", async (url, message) => {
    const refused = await gql(superadmin.agent, CREATE_WEBHOOK, { input: { url, events: ["ORDER_PLACED"] } });
    expect(errorCode(refused)).toBe("BAD_USER_INPUT");
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: "url", messages: [message] }]);
  });

  it("was never stored when refused", async () => {
    expect((await gql(superadmin.agent, WEBHOOKS)).data?.webhooks).toEqual([]);
  });
});

describe("a delivery", () => {
  it("never connects to a local address, even when the webhook's name resolves there only now", async () => {
    const counter = await connectionCounter();
    try {
      const restaurant = await insertRestaurant(app.db);
      const dish = await insertMenuItem(app.db, restaurant.id);
      // As if partner names had resolved to public addresses when the webhooks were created, and
      // to loopback by the time of delivery (a DNS answer that changed): written straight to the table.
      const ids: string[] = [];
      for (const url of [`https://localhost:${counter.port}/hooks`, `https://127.0.0.1:${counter.port}/hooks`]) {
        const { rows } = await app.db.query(
          `INSERT INTO webhooks (url, events, restaurant_ids, signing_secret) VALUES ($1, '{MENU_ITEM_CHANGED}', '{}', $2) RETURNING id`,
          [url, `whsec_${Buffer.alloc(32, 7).toString("base64")}`],
        );
        ids.push(rows[0].id);
      }
      const changed = await gql(superadmin.agent, UPDATE_MENU_ITEM, { r: restaurant.id, id: dish.id, i: { isAvailable: false } });
      expect(changed.errors).toBeUndefined();

      for (const id of ids) {
        const page = await eventually(
          () => deliveriesOf(superadmin.agent, id),
          (found) => found.items[0]?.attempts.length === 1,
        );
        expect(page.items[0]).toMatchObject({ status: "RETRYING" });
        expect(page.items[0]!.attempts[0]).toMatchObject({ statusCode: null, error: TARGET_MESSAGES.notPublic, succeeded: false });
      }
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
  });
});
