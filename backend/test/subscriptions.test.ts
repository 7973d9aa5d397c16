import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { gql } from "./support/graphql";
import { CANCEL_ORDER, LOGOUT, ME, ORDER_STATUS_UPDATES, PLACE_ORDER, SET_USER_ROLE, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { errorCodes, eventually, openSocket, upgradeStatus, type LiveSubscription, type SubscriptionSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { OrderStatus } from "./gql/graphql";

const CUSTOMER_UPDATES = graphql(`
  subscription CustomerOrderUpdates { orderUpdated { ...OrderFields } }
`);
const STAFF_UPDATES = graphql(`
  subscription StaffOrderUpdates {
    orderUpdated { id status allowedNextStatuses rejectionReason statusHistory { toStatus changedByName } }
  }
`);
const STAFF_PLACED = graphql(`
  subscription StaffOrderPlaced { orderPlaced { id status restaurantName total allowedNextStatuses lines { name quantity } } }
`);

let app: TestApp;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const sockets: SubscriptionSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins" });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  admin = await signedInStaff(app, "admin");
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close();
  // Closing a socket ends its subscriptions on the bus too.
  await eventually("the closed sockets' subscriptions ended", () => app.running.events.liveSubscriptions() === 0);
});
afterAll(() => app.stop());

type Customer = Awaited<ReturnType<typeof signedInCustomer>> & { addressId: string };

async function customerWithAddress(): Promise<Customer> {
  const customer = await signedInCustomer(app);
  return { ...customer, addressId: await insertAddress(app.db, customer.id) };
}

async function placeOrder(customer: Customer): Promise<string> {
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 2 }]);
  const placed = await gql(customer.agent, PLACE_ORDER, { i: { addressId: customer.addressId, idempotencyKey: randomUUID() } });
  if (!placed.data) throw new Error(`placing failed: ${JSON.stringify(placed.errors)}`);
  return placed.data.placeOrder.id;
}

async function setStatus(agent: Customer["agent"], id: string, status: OrderStatus, reason?: string) {
  const result = await gql(agent, UPDATE_ORDER_STATUS, { id, status, reason });
  expect(result.errors).toBeUndefined();
}

function socketOf(cookie?: string): SubscriptionSocket {
  const socket = openSocket(app.url, { cookie });
  sockets.push(socket);
  return socket;
}

/** Waits until every subscription just made is live on the event bus (so no event is missed). */
async function whenLive<T extends LiveSubscription[]>(...lives: T): Promise<T> {
  await eventually(`${lives.length} subscriptions live`, () => app.running.events.liveSubscriptions() === lives.length);
  return lives;
}

const payloads = <T, K extends keyof T>(live: LiveSubscription<T>, field: K) => live.results.map((result) => result.data?.[field]);

describe("live orders over graphql-ws on /graphql", () => {
  it("a customer gets their own order's updates and never another customer's; staff get every order, placed and updated", async () => {
    const alice = await customerWithAddress();
    const bob = await customerWithAddress();
    const [aliceUpdates, bobUpdates, staffPlaced, staffUpdates] = await whenLive(
      socketOf(alice.cookie).subscribe(CUSTOMER_UPDATES),
      socketOf(bob.cookie).subscribe(ORDER_STATUS_UPDATES),
      socketOf(admin.cookie).subscribe(STAFF_PLACED),
      socketOf(admin.cookie).subscribe(STAFF_UPDATES),
    );

    const aliceOrder = await placeOrder(alice);
    await eventually("staff hear of the new order", () => staffPlaced!.results.length === 1);
    expect(payloads(staffPlaced!, "orderPlaced")).toEqual([
      {
        id: aliceOrder,
        status: "PENDING",
        restaurantName: "Sri Krishna Tiffins",
        total: 270,
        allowedNextStatuses: ["CONFIRMED", "REJECTED"],
        lines: [{ name: "Masala Dosa", quantity: 2 }],
      },
    ]);

    await setStatus(admin.agent, aliceOrder, "CONFIRMED");
    await eventually("alice hears of her order", () => aliceUpdates!.results.length === 1);
    const seenByAlice = aliceUpdates!.results[0]!;
    expect(seenByAlice.errors).toBeUndefined();
    expect(seenByAlice.data!.orderUpdated).toMatchObject({
      id: aliceOrder,
      status: "CONFIRMED",
      // Resolved for the customer: she can no longer cancel, and sees her own address.
      allowedNextStatuses: [],
      address: { addressId: alice.addressId, city: "Bhimavaram", pincode: "534201" },
      lines: [{ menuItemId: dosa.id, name: "Masala Dosa", quantity: 2 }],
      statusHistory: [
        { fromStatus: null, toStatus: "PENDING", changedByName: null },
        { fromStatus: "PENDING", toStatus: "CONFIRMED", changedByName: null },
      ],
    });
    await eventually("staff hear of the change", () => staffUpdates!.results.length === 1);
    expect(staffUpdates!.results[0]!.errors).toBeUndefined();
    // Resolved for staff: the kitchen's next moves, and who made each change.
    expect(payloads(staffUpdates!, "orderUpdated")).toEqual([
      {
        id: aliceOrder,
        status: "CONFIRMED",
        allowedNextStatuses: ["PREPARING", "REJECTED"],
        rejectionReason: null,
        statusHistory: [
          { toStatus: "PENDING", changedByName: alice.userName },
          { toStatus: "CONFIRMED", changedByName: admin.userName },
        ],
      },
    ]);

    // Bob's own change comes after Alice's on the same channel: once it has arrived, hers would have too.
    const bobOrder = await placeOrder(bob);
    const cancelled = await gql(bob.agent, CANCEL_ORDER, { id: bobOrder });
    expect(cancelled.errors).toBeUndefined();
    await eventually("bob hears of his cancellation", () => bobUpdates!.results.length >= 1);
    expect(payloads(bobUpdates!, "orderUpdated")).toEqual([{ id: bobOrder, status: "CANCELLED", allowedNextStatuses: [] }]);
    await eventually(
      "staff hear of bob's order and cancellation",
      () => staffUpdates!.results.length === 2 && staffPlaced!.results.length === 2,
    );
    expect(payloads(staffUpdates!, "orderUpdated")[1]).toMatchObject({ id: bobOrder, status: "CANCELLED", allowedNextStatuses: [] });
    expect(aliceUpdates!.results).toHaveLength(1);
  });

  it("resolves each event afresh: the second change's history includes the first", async () => {
    const carol = await customerWithAddress();
    const orderId = await placeOrder(carol);
    const [updates] = await whenLive(socketOf(carol.cookie).subscribe(CUSTOMER_UPDATES));

    await setStatus(admin.agent, orderId, "CONFIRMED");
    await eventually("the first change", () => updates!.results.length === 1);
    await setStatus(admin.agent, orderId, "REJECTED", "Out of dosa batter");
    await eventually("the second change", () => updates!.results.length === 2);

    const [first, second] = payloads(updates!, "orderUpdated");
    expect(first!.statusHistory.map((change) => change.toStatus)).toEqual(["PENDING", "CONFIRMED"]);
    expect(second).toMatchObject({ status: "REJECTED", rejectionReason: "Out of dosa batter", allowedNextStatuses: [] });
    expect(second!.statusHistory.map((change) => change.toStatus)).toEqual(["PENDING", "CONFIRMED", "REJECTED"]);
  });

  it("an anonymous socket cannot subscribe at all, and a customer's cannot subscribe to admin events", async () => {
    const anonymous = socketOf();
    const anonymousPlaced = anonymous.subscribe(STAFF_PLACED);
    const anonymousUpdates = anonymous.subscribe(STAFF_UPDATES);
    const dave = await customerWithAddress();
    const customerPlaced = socketOf(dave.cookie).subscribe(STAFF_PLACED);

    await eventually("all three refused", () =>
      [anonymousPlaced, anonymousUpdates, customerPlaced].every((live) => live.completed || live.error),
    );
    expect(errorCodes(anonymousPlaced)).toEqual(["UNAUTHENTICATED"]);
    expect(errorCodes(anonymousUpdates)).toEqual(["UNAUTHENTICATED"]);
    expect(errorCodes(customerPlaced)).toEqual(["FORBIDDEN"]);
    expect([anonymousPlaced, anonymousUpdates, customerPlaced].flatMap((live) => live.results.map((r) => r.data ?? null))).toEqual([
      null,
      null,
      null,
    ]);

    // None of them is listening: a new order reaches nobody of theirs.
    await placeOrder(dave);
    expect(app.running.events.liveSubscriptions()).toBe(0);
  });

  it("a session that logs out stops getting events; so does an admin whose role is taken away", async () => {
    const erin = await customerWithAddress();
    const orderId = await placeOrder(erin);
    const demoted = await signedInStaff(app, "admin");
    const superadmin = await signedInStaff(app, "superadmin");
    const [erinUpdates, demotedPlaced] = await whenLive(
      socketOf(erin.cookie).subscribe(CUSTOMER_UPDATES),
      socketOf(demoted.cookie).subscribe(STAFF_PLACED),
    );

    const logout = await gql(erin.agent, LOGOUT);
    expect(logout.errors).toBeUndefined();
    const demote = await gql(superadmin.agent, SET_USER_ROLE, { id: demoted.id, role: "CUSTOMER" });
    expect(demote.errors).toBeUndefined();

    await setStatus(admin.agent, orderId, "CONFIRMED");
    await placeOrder(await customerWithAddress());
    await eventually("both subscriptions ended", () => erinUpdates!.error !== undefined && demotedPlaced!.error !== undefined);
    expect(errorCodes(erinUpdates!)).toEqual(["UNAUTHENTICATED"]);
    expect(errorCodes(demotedPlaced!)).toEqual(["UNAUTHENTICATED"]);
    expect(erinUpdates!.results).toEqual([]);
    expect(demotedPlaced!.results).toEqual([]);
  });

  it("serves subscriptions only, within the same limits as HTTP", async () => {
    const frank = await customerWithAddress();
    const socket = socketOf(frank.cookie);
    const query = socket.subscribe(ME);
    const mutation = socket.subscribe(LOGOUT);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(" ");
    const tooManyAliases = socket.subscribeRaw(`subscription { orderUpdated { ${aliases} } }`);
    const unknownField = socket.subscribeRaw(`subscription { orderUpdated { nope } }`);
    const broken = socket.subscribeRaw(`subscription { orderUpdated { id }`);
    const all = [query, mutation, tooManyAliases, unknownField, broken];

    await eventually("every operation answered", () => all.every((live) => live.error !== undefined || live.completed));
    expect(all.map(errorCodes)).toEqual([
      ["BAD_REQUEST"],
      ["BAD_REQUEST"],
      ["BAD_USER_INPUT"],
      ["GRAPHQL_VALIDATION_FAILED"],
      ["GRAPHQL_PARSE_FAILED"],
    ]);
    // The mutation did not run: the session still stands.
    const me = await gql(frank.agent, ME);
    expect(me.data?.me?.id).toBe(frank.id);
  });

  it("refuses a websocket from another site's page, before any GraphQL is spoken", async () => {
    const grace = await customerWithAddress();
    expect(await upgradeStatus(app.url, { origin: "https://evil.example", cookie: grace.cookie })).toBe(403);
    expect(await upgradeStatus(app.url, { origin: "null", cookie: grace.cookie })).toBe(403);
    expect(await upgradeStatus(app.url, { origin: new URL(app.url).origin, cookie: grace.cookie })).toBe(101);
    // A client that is not a browser sends no Origin; it still needs the cookie to see anything.
    expect(await upgradeStatus(app.url, {})).toBe(101);
  });
});
