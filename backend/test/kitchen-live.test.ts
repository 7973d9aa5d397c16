import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql } from "./support/graphql";
import { ACCEPT_ORDER, addStaff, REMOVE_RESTAURANT_STAFF, RESTAURANT_ORDER_CHANGED } from "./support/kitchen";
import { PLACE_ORDER } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { errorCodes, eventually, openSocket, type LiveSubscription, type SubscriptionSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";

type Person = Awaited<ReturnType<typeof signedInCustomer>>;

let app: TestApp;
let admin: Person;
let kitchenA: RestaurantRow;
let kitchenB: RestaurantRow;
let dosaA: MenuItemRow;
let dosaB: MenuItemRow;
const sockets: SubscriptionSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  kitchenA = await insertRestaurant(app.db, { name: "Kitchen A" });
  kitchenB = await insertRestaurant(app.db, { name: "Kitchen B" });
  dosaA = await insertMenuItem(app.db, kitchenA.id, { name: "Masala Dosa" });
  dosaB = await insertMenuItem(app.db, kitchenB.id, { name: "Rava Dosa" });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close();
  await eventually("the closed sockets' subscriptions ended", () => app.running.events.liveSubscriptions() === 0);
});
afterAll(() => app.stop());

async function staffOf(restaurant: RestaurantRow): Promise<Person> {
  const person = await signedInCustomer(app);
  await addStaff(admin.agent, restaurant.id, person.email);
  return person;
}

async function placeAt(restaurant: RestaurantRow, dish: MenuItemRow): Promise<string> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id);
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dish.id, quantity: 1 }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID(), kitchenNote: "No onions" } });
  if (!placed.data) throw new Error(`placing failed: ${JSON.stringify(placed.errors)}`);
  return placed.data.placeOrder.id;
}

function boardOf(person: Person, restaurant: RestaurantRow): LiveSubscription<{ restaurantOrderChanged: { id: string; status: string } }> {
  const socket = openSocket(app.url, { cookie: person.cookie });
  sockets.push(socket);
  return socket.subscribe(RESTAURANT_ORDER_CHANGED, { restaurantId: restaurant.id });
}

/** Each board listens on two topics (placed, changed). */
const whenLive = (boards: number) => eventually(`${boards} boards live`, () => app.running.events.liveSubscriptions() === boards * 2);

const isMembershipRead = (sql: string) => /FROM "restaurant_members"/i.test(sql) && /user_id/i.test(sql);

const heard = (live: LiveSubscription<{ restaurantOrderChanged: { id: string; status: string } }>) =>
  live.results.map((result) => `${result.data?.restaurantOrderChanged.id}:${result.data?.restaurantOrderChanged.status}`);

describe("restaurantOrderChanged", () => {
  it("brings a placed order and its changes to that restaurant's staff and admins, and nothing to another restaurant's staff", async () => {
    const cookA = await staffOf(kitchenA);
    const cookB = await staffOf(kitchenB);
    const boardA = boardOf(cookA, kitchenA);
    const boardB = boardOf(cookB, kitchenB);
    const adminBoardA = boardOf(admin, kitchenA);
    await whenLive(3);

    const orderA = await placeAt(kitchenA, dosaA);
    await eventually("A's cook hears of the new order", () => boardA.results.length === 1);
    expect(boardA.results[0]!.errors).toBeUndefined();
    expect(boardA.results[0]!.data!.restaurantOrderChanged).toMatchObject({
      id: orderA,
      status: "PENDING",
      kitchenNote: "No onions",
      allowedNextStatuses: ["CONFIRMED", "REJECTED"],
      lines: [{ name: "Masala Dosa", quantity: 1 }],
    });
    await gql(cookA.agent, ACCEPT_ORDER, { id: orderA, minutes: 20 });
    await eventually("A's cook hears of the acceptance", () => boardA.results.length === 2);
    expect(boardA.results[1]!.data!.restaurantOrderChanged).toMatchObject({ id: orderA, status: "CONFIRMED", preparationMinutes: 20 });

    // B's order comes after A's on the same channels: once B's board has it, A's events would have reached B too.
    const orderB = await placeAt(kitchenB, dosaB);
    await eventually("B's cook hears of B's order", () => boardB.results.length === 1);
    expect(heard(boardB)).toEqual([`${orderB}:PENDING`]);
    await eventually("the admin's board of A has A's two events", () => adminBoardA.results.length === 2);
    expect(heard(adminBoardA)).toEqual([`${orderA}:PENDING`, `${orderA}:CONFIRMED`]);
    expect(heard(boardA)).toEqual([`${orderA}:PENDING`, `${orderA}:CONFIRMED`]);
  });

  it("refuses to start for anyone but the restaurant's staff and admins", async () => {
    const cookB = await staffOf(kitchenB);
    const customer = await signedInCustomer(app);
    const otherKitchen = boardOf(cookB, kitchenA);
    const customerBoard = boardOf(customer, kitchenA);
    const anonymous = openSocket(app.url);
    sockets.push(anonymous);
    const anonymousBoard = anonymous.subscribe(RESTAURANT_ORDER_CHANGED, { restaurantId: kitchenA.id });
    await eventually("all three refused", () =>
      [otherKitchen, customerBoard, anonymousBoard].every((live) => live.error !== undefined || live.completed),
    );
    expect(errorCodes(otherKitchen)).toEqual(["FORBIDDEN"]);
    expect(errorCodes(customerBoard)).toEqual(["FORBIDDEN"]);
    expect(errorCodes(anonymousBoard)).toEqual(["UNAUTHENTICATED"]);
    expect(app.running.events.liveSubscriptions()).toBe(0);
  });

  it("stops at once for a member who is removed, and starts again when they are added back", async () => {
    const cook = await staffOf(kitchenA);
    const board = boardOf(cook, kitchenA);
    const adminBoard = boardOf(admin, kitchenA);
    await whenLive(2);
    const first = await placeAt(kitchenA, dosaA);
    await eventually("the cook hears of the first order", () => board.results.length === 1);

    const removed = await gql(admin.agent, REMOVE_RESTAURANT_STAFF, { restaurantId: kitchenA.id, email: cook.email });
    expect(removed.data?.removeRestaurantStaff).toBe(true);
    // The cook's board asks the database whether they are still on the staff when the second order
    // comes (the admin's does not: admins need no membership); only once it has asked may they be added back.
    const second = await app.recordQueries(async (statements) => {
      const placed = await placeAt(kitchenA, dosaA);
      await eventually("the admin hears of the second order", () => adminBoard.results.length === 2);
      await eventually("the cook's board asked for their memberships", () => statements.some(isMembershipRead));
      return placed;
    });

    // Events reach a board in order: once the cook, added back, hears of a third order, the second was passed over.
    await addStaff(admin.agent, kitchenA.id, cook.email);
    const third = await placeAt(kitchenA, dosaA);
    await eventually("the cook hears of the third order", () => board.results.length === 2);
    expect(heard(board)).toEqual([`${first}:PENDING`, `${third}:PENDING`]);
    expect(heard(adminBoard)).toEqual([`${first}:PENDING`, `${second}:PENDING`, `${third}:PENDING`]);
  });
});
