import webpush from "web-push";
import type { RunningServer } from "../src/server";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertRestaurant, TOWN } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { MY_MEAL_REMINDERS, SET_MEAL_REMINDERS } from "./support/meal-reminders";
import { SAVE_PUSH_SUBSCRIPTION, SET_PREFERRED_LANGUAGE } from "./support/operations";
import { insertAddress, insertOrder, kmNorthOfTown } from "./support/order-fixtures";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Meal-time reminders: customers opt in per meal; at each meal time one push per person names a
 * favourite or recently ordered restaurant that is open and delivers to them, never twice however
 * many nodes run the meal's job, and never to someone whose order is on its way.
 */

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
let nodes: RunningServer[];
let open: { id: string; name: string };
let closed: { id: string; name: string };
let far: { id: string; name: string };

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:push-test@ruchi.example",
      PUSH_ALLOW_HTTP_ENDPOINTS: "true",
    },
  });
  // Three nodes behind one load balancer.
  nodes = [app.running, await app.startPeer(), await app.startPeer()];
  open = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  closed = await insertRestaurant(app.db, { name: "Closed Kitchen", isOpen: false });
  far = await insertRestaurant(app.db, { name: "Far Away Dhaba", ...kmNorthOfTown(40), deliveryRadiusKm: 5 });
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});

type Meals = { breakfast: boolean; lunch: boolean; dinner: boolean };
const LUNCH: Meals = { breakfast: false, lunch: true, dinner: false };

/** A signed-in customer with a browser, an address in town, the meals chosen, and the favourites given. */
async function customer(options: { meals: Meals; favourites?: string[]; telugu?: boolean; browser?: boolean }) {
  const person = await signedInCustomer(app);
  expect((await gql(person.agent, SET_MEAL_REMINDERS, { input: options.meals })).errors).toBeUndefined();
  if (options.telugu) expect((await gql(person.agent, SET_PREFERRED_LANGUAGE, { language: "te" })).errors).toBeUndefined();
  await insertAddress(app.db, person.id, { latitude: TOWN.latitude, longitude: TOWN.longitude });
  for (const restaurantId of options.favourites ?? []) {
    await app.db.query(`INSERT INTO favourite_restaurants (user_id, restaurant_id) VALUES ($1, $2)`, [person.id, restaurantId]);
  }
  const browser = new TestBrowser(receiver);
  if (options.browser !== false) {
    expect((await gql(person.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription })).errors).toBeUndefined();
  }
  return { ...person, browser };
}

const pastOrder = (userId: string, restaurant: { id: string; name: string }, status: string) =>
  insertOrder(app.db, {
    userId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    status,
    lines: [{ menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 1 }],
  });

describe("choosing the reminders", () => {
  it("keeps all off until a customer chooses, reads them on me, and refuses staff", async () => {
    const person = await signedInCustomer(app);
    expect((await gql(person.agent, MY_MEAL_REMINDERS)).data!.me!.mealReminders).toEqual({ breakfast: false, lunch: false, dinner: false });
    const set = await gql(person.agent, SET_MEAL_REMINDERS, { input: { breakfast: true, lunch: false, dinner: true } });
    expect(set.data!.setMealReminders).toEqual({ breakfast: true, lunch: false, dinner: true });
    expect((await gql(person.agent, MY_MEAL_REMINDERS)).data!.me!.mealReminders).toEqual({ breakfast: true, lunch: false, dinner: true });
    const admin = await signedInStaff(app, "admin");
    expect(errorCode(await gql(admin.agent, SET_MEAL_REMINDERS, { input: LUNCH }))).toBe("FORBIDDEN");
    expect((await gql(admin.agent, MY_MEAL_REMINDERS)).data!.me!.mealReminders).toEqual({ breakfast: false, lunch: false, dinner: false });
    expect(errorCode(await gql(app.agent(), SET_MEAL_REMINDERS, { input: LUNCH }))).toBe("UNAUTHENTICATED");
  });

  it("puts the three meal times on the job queue's schedule, in India time", async () => {
    const { rows } = await app.db.query(`SELECT key, cron, timezone FROM pgboss.schedule WHERE name = 'meal-reminders' ORDER BY cron`);
    expect(rows).toEqual([
      { key: "breakfast", cron: "0 8 * * *", timezone: "Asia/Kolkata" },
      { key: "lunch", cron: "30 12 * * *", timezone: "Asia/Kolkata" },
      { key: "dinner", cron: "30 19 * * *", timezone: "Asia/Kolkata" },
    ]);
  });
});

describe("sending a meal's reminders", () => {
  it("sends each suitable customer one push from three nodes at once, in their language; none to the others", async () => {
    const asha = await customer({ meals: LUNCH, favourites: [closed.id, open.id] });
    const ravi = await customer({ meals: LUNCH, telugu: true });
    await pastOrder(ravi.id, open, "delivered");
    const onItsWay = await customer({ meals: LUNCH, favourites: [open.id] });
    await pastOrder(onItsWay.id, open, "out_for_delivery");
    const breakfastOnly = await customer({ meals: { breakfast: true, lunch: false, dinner: false }, favourites: [open.id] });
    const onlyFarOrClosed = await customer({ meals: LUNCH, favourites: [far.id, closed.id] });
    const noBrowser = await customer({ meals: LUNCH, favourites: [open.id], browser: false });

    const sent = await Promise.all(nodes.map((node) => node.services.mealReminders.sendMeal("lunch")));
    const again = await Promise.all(nodes.map((node) => node.services.mealReminders.sendMeal("lunch")));
    await Promise.all(nodes.map((node) => node.services.pushSender.idle()));

    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(again).toEqual([0, 0, 0]);
    expect(receiver.to(asha.browser).map((push) => asha.browser.decrypt(push))).toEqual([
      {
        title: "Lunch time",
        body: "Sri Krishna Tiffins is open and delivers to you. Order now on Ruchi.",
        url: `/shop/listing/${open.id}`,
      },
    ]);
    expect(receiver.to(ravi.browser).map((push) => ravi.browser.decrypt(push))).toEqual([
      {
        title: "భోజన సమయం",
        body: "Sri Krishna Tiffins తెరిచి ఉంది, మీ దగ్గరికి డెలివరీ చేస్తుంది. ఇప్పుడే Ruchi లో ఆర్డర్ చేయండి.",
        url: `/shop/listing/${open.id}`,
      },
    ]);
    for (const nobody of [onItsWay, breakfastOnly, onlyFarOrClosed, noBrowser]) expect(receiver.to(nobody.browser)).toHaveLength(0);
    const { rows } = await app.db.query(`SELECT user_id, meal FROM meal_reminders_sent WHERE user_id = ANY($1::uuid[])`, [
      [asha.id, ravi.id, onItsWay.id],
    ]);
    expect(rows).toHaveLength(2);
  });

  it("reminds again at the next meal, and the next day", async () => {
    const early = await customer({ meals: { breakfast: true, lunch: false, dinner: true }, favourites: [open.id] });
    const day = new Date("2026-11-20T03:00:00Z");
    const nextDay = new Date("2026-11-21T03:00:00Z");
    const node = app.running.services.mealReminders;
    await node.sendMeal("breakfast", day);
    await node.sendMeal("breakfast", day);
    await node.sendMeal("dinner", day);
    await node.sendMeal("breakfast", nextDay);
    await app.running.services.pushSender.idle();
    expect(receiver.to(early.browser)).toHaveLength(3);
  });
});
