import { randomUUID } from "node:crypto";
import type request from "supertest";
import { kolkataMinutes } from "../src/modules/restaurants/opening-hours";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertRestaurant } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { ADD_TO_CART, CART, PLACE_ORDER } from "./support/operations";
import { insertAddress } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { hhmm } from "./catalogue-support";
import { graphql } from "./gql";
import type { MenuItemInput } from "./gql/graphql";

const CREATE_WINDOWED_ITEM = graphql(`
  mutation CreateWindowedItem($r: ID!, $i: MenuItemInput!) { createMenuItem(restaurantId: $r, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow } }
`);
const UPDATE_WINDOWED_ITEM = graphql(`
  mutation UpdateWindowedItem($r: ID!, $id: ID!, $i: MenuItemUpdateInput!) {
    updateMenuItem(restaurantId: $r, id: $id, input: $i) { id name isAvailable availableFrom availableUntil isAvailableNow }
  }
`);

let app: TestApp;
let admin: request.Agent;
let restaurantId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedInStaff(app, "admin")).agent;
  ({ id: restaurantId } = await insertRestaurant(app.db, { name: "Morning Tiffins" }));
});
afterAll(() => app.stop());

/** A window around now, and one that starts an hour from now: whatever the hour of the run. */
const servedNow = () => ({ availableFrom: hhmm(kolkataMinutes(new Date()) - 60), availableUntil: hhmm(kolkataMinutes(new Date()) + 60) });
const servedLater = () => ({
  availableFrom: hhmm(kolkataMinutes(new Date()) + 60),
  availableUntil: hhmm(kolkataMinutes(new Date()) + 180),
});

const tiffin = (overrides: Partial<MenuItemInput> = {}): MenuItemInput => ({
  name: "Ghee Karam Idli",
  originalPrice: 60,
  isVeg: true,
  category: "tiffin",
  ...overrides,
});

async function createItem(overrides: Partial<MenuItemInput>) {
  const created = await gql(admin, CREATE_WINDOWED_ITEM, { r: restaurantId, i: tiffin(overrides) });
  expect(created.errors).toBeUndefined();
  return created.data!.createMenuItem;
}

describe("an item served at some hours of the day", () => {
  it("says whether it is served now, and keeps its window", async () => {
    const later = servedLater();
    expect(await createItem({ name: "Idli Later", ...later })).toMatchObject({ ...later, isAvailable: true, isAvailableNow: false });
    expect(await createItem({ name: "Idli Now", ...servedNow() })).toMatchObject({ isAvailableNow: true });
    expect(await createItem({ name: "Idli All Day" })).toMatchObject({ availableFrom: null, availableUntil: null, isAvailableNow: true });
  });

  it.each([
    ["only one of the two times", { availableFrom: "06:00" }, "Give both the available-from and the available-until time, or neither"],
    ["a time that is not HH:MM", { availableFrom: "6am", availableUntil: "11:30" }, "Available from must be in HH:MM format"],
    ["the same time twice", { availableFrom: "06:00", availableUntil: "06:00" }, "Available from and until must be different times"],
  ])("refuses %s", async (_what, window, message) => {
    const result = await gql(admin, CREATE_WINDOWED_ITEM, { r: restaurantId, i: tiffin(window) });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect(result.errors![0]!.message).toBe(message);
  });

  it("is changed and cleared through the update, both times together", async () => {
    const item = await createItem({ name: "Pesarattu" });
    const set = await gql(admin, UPDATE_WINDOWED_ITEM, {
      r: restaurantId,
      id: item.id,
      i: { availableFrom: "6:00", availableUntil: "11:30" },
    });
    expect(set.data!.updateMenuItem).toMatchObject({ availableFrom: "06:00", availableUntil: "11:30" });
    const half = await gql(admin, UPDATE_WINDOWED_ITEM, { r: restaurantId, id: item.id, i: { availableUntil: "12:00" } });
    expect(errorCode(half)).toBe("BAD_USER_INPUT");
    const cleared = await gql(admin, UPDATE_WINDOWED_ITEM, { r: restaurantId, id: item.id, i: { availableFrom: "", availableUntil: "" } });
    expect(cleared.data!.updateMenuItem).toMatchObject({ availableFrom: null, availableUntil: null, isAvailableNow: true });
  });

  it("cannot be added outside its window; a line of it then blocks checkout and the order is refused", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    const later = servedLater();
    const item = await createItem({ name: "Ven Pongal", ...later });

    const refused = await gql(customer.agent, ADD_TO_CART, { id: item.id, q: 1 });
    expect(errorCode(refused)).toBe("ITEM_NOT_AVAILABLE_NOW");
    expect(refused.errors![0]!.extensions).toMatchObject({ menuItemId: item.id, availableFrom: later.availableFrom });
    expect(refused.errors![0]!.message).toBe(`Ven Pongal is available from ${later.availableFrom}.`);

    // Served now: added; then the kitchen's window moves past now, with the line in the cart.
    await gql(admin, UPDATE_WINDOWED_ITEM, { r: restaurantId, id: item.id, i: servedNow() });
    expect((await gql(customer.agent, ADD_TO_CART, { id: item.id, q: 2 })).errors).toBeUndefined();
    await gql(admin, UPDATE_WINDOWED_ITEM, { r: restaurantId, id: item.id, i: later });
    const cart = (await gql(customer.agent, CART)).data!.cart;
    expect(cart.items.map((line) => [line.name, line.isAvailable])).toEqual([["Ven Pongal", false]]);
    expect([cart.hasUnavailableItems, cart.canCheckout]).toEqual([true, false]);

    const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } });
    expect(errorCode(placed)).toBe("ITEM_NOT_AVAILABLE_NOW");
    expect(placed.errors![0]!.extensions).toMatchObject({ menuItemIds: [item.id], availableFrom: later.availableFrom });
    const orders = await app.db.query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1`, [customer.id]);
    expect(orders.rows[0].n).toBe(0);
  });

  it("refuses the legacy add too", async () => {
    const customer = await signedInCustomer(app);
    const item = await createItem({ name: "Rava Upma", ...servedLater() });
    const res = await customer.agent.post("/api/shop/cart/add").send({ userId: customer.id, menuItemId: item.id, quantity: 1 });
    expect(res.body).toMatchObject({ success: false, code: "ITEM_NOT_AVAILABLE_NOW" });
  });
});
