import { signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { gql } from "./support/graphql";
import { SET_MENU_OPTION_AVAILABLE, optionId, setOptions } from "./support/menu-options";
import { startTestApp, type TestApp } from "./support/test-app";
import { WebhookReceiver, createWebhook, deliveriesOf, eventually } from "./support/webhooks";

/**
 * A change of a dish's choices is a change of the dish for partners: menu_item.changed, as for a
 * price. The kitchen's "egg is over" pressed twice tells them once.
 */
const TIMINGS = { timeoutMs: 5000, firstRetryDelayMs: 300, maxRetryDelayMs: 600, retryPeriodMs: 60_000, pollingIntervalSeconds: 0.5 };

let app: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_ALLOW_LOCAL: "true" }, webhookDelivery: TIMINGS });
  receiver = await new WebhookReceiver().start();
});
afterAll(async () => {
  await receiver.stop();
  await app.stop();
});

it("sends menu_item.changed when an item's options or an option's availability change, once per real change", async () => {
  const [admin, superadmin] = await Promise.all([signedInStaff(app, "admin"), signedInStaff(app, "superadmin")]);
  const house = await insertRestaurant(app.db, { name: "Webhook Biryani House" });
  const biryani = await insertMenuItem(app.db, house.id, { name: "Chicken Biryani", originalPricePaise: 18000, offerPricePaise: 18000 });
  const webhook = await createWebhook(superadmin.agent, { url: receiver.url, events: ["MENU_ITEM_CHANGED"], restaurantIds: [house.id] });

  const groups = await setOptions(admin.agent, biryani.id);
  const egg = optionId(groups, "Egg");
  const setEgg = (isAvailable: boolean) => gql(admin.agent, SET_MENU_OPTION_AVAILABLE, { optionId: egg, isAvailable });
  expect((await setEgg(false)).errors).toBeUndefined();
  expect((await setEgg(false)).errors).toBeUndefined();
  expect((await setEgg(true)).errors).toBeUndefined();

  await eventually(
    async () => receiver.ofType("menu_item.changed").length,
    (count) => count >= 3,
  );
  const bodies = receiver.ofType("menu_item.changed").map((request) => JSON.parse(request.body) as { timestamp: string; data: object });
  for (const body of bodies) expect(body.data).toMatchObject({ id: biryani.id, change: "UPDATED", name: "Chicken Biryani" });
  const deliveries = await deliveriesOf(superadmin.agent, webhook.webhook.id);
  expect(deliveries.items.map((delivery) => delivery.eventType)).toEqual(["MENU_ITEM_CHANGED", "MENU_ITEM_CHANGED", "MENU_ITEM_CHANGED"]);
  // Each event carries the moment of its change: the item's time moves with its choices.
  expect(new Set(bodies.map((body) => body.timestamp)).size).toBe(3);
});
