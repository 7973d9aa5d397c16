import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, TOWN, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, operation, type GraphQLResult, type Operation } from "./support/graphql";
import { LOGIN, ME, ORDER, SET_USER_ROLE } from "./support/operations";
import { insertAddress, insertOrder, kmNorthOfTown } from "./support/order-fixtures";
import {
  assign, ASSIGN_RIDER, CUSTOMER_DELIVERY, fieldsOf, MARK_DELIVERED, MARK_DELIVERY_FAILED, MARK_PICKED_UP, OFFICE_DELIVERY, officeMoves,
  ORDER_DELIVERY_UPDATES, pickUpAndDeliver, placeOrderOf, RIDER_DELIVERED_TODAY, RIDER_DELIVERED_TODAY_ADDRESS, RIDER_ME, RIDER_ORDERS,
  RIDER_ORDERS_ADDRESS, RIDERS, SET_RIDER_ON_SHIFT, SHARE_RIDER_POSITION, signedInRider, UNASSIGN_RIDER, type Person,
} from "./support/riders";
import { eventually, openSocket, type SubscriptionSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";
import type { OrderDeliveryUpdatesSubscription, OrderStatus } from "./gql/graphql";

let app: TestApp;
let superadmin: Person;
let admin: Person;
let secondAdmin: Person;
let restaurant: RestaurantRow;
let pesarattu: MenuItemRow; // ₹120 offer: an order of one is ₹150 with delivery
let customer: Person & { addressId: string };
const sockets: SubscriptionSocket[] = [];

beforeAll(async () => {
  // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  secondAdmin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Godavari Tiffins", address: "Station Road, Bhimavaram" });
  await app.db.query(`UPDATE restaurants SET phone = '9848012345' WHERE id = $1`, [restaurant.id]);
  pesarattu = await insertMenuItem(app.db, restaurant.id, { name: "Pesarattu" });
  const signedIn = await signedInCustomer(app, { userName: "Lakshmi Prasanna", phone: "9876501234" });
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id, { phone: "9123456780", ...kmNorthOfTown(2) }) };
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close();
});
afterAll(() => app.stop());

type Agent = Person["agent"];

/** An order of the customer written in this status (₹150), as the kitchen and the office would have left it. */
const orderAt = (status: string) =>
  insertOrder(app.db, {
    userId: customer.id, restaurantId: restaurant.id, restaurantName: restaurant.name, createdAt: new Date().toISOString(), status,
    lines: [{ menuItemId: pesarattu.id, name: "Pesarattu", unitPricePaise: 12000, quantity: 1 }],
  });

/** A real order through the API, to the customer's address (2 km north of the restaurant). */
const placed = () => placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: pesarattu.id, quantity: 1 }]);

const outcome = (result: GraphQLResult) => (result.errors ? String(errorCode(result)) : "answered");
const rowOf = async (orderId: string) => (await app.db.query(`SELECT * FROM orders WHERE id = $1`, [orderId])).rows[0];
const riderOrderIds = async (rider: Person) => (await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders.map((order) => order.id);
const historyOf = async (orderId: string) =>
  (await app.db.query(`SELECT from_status, to_status, changed_by_id, reason FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`, [orderId])).rows;
const officeView = async (orderId: string) => (await gql(admin.agent, OFFICE_DELIVERY, { search: orderId })).data!.adminOrders.items[0]!;

describe("riders and their shift", () => {
  it("lets a superadmin make a rider, who signs in again and starts off shift; an admin cannot", async () => {
    const kiran = await signedInCustomer(app, { userName: "Kiran Kumar", phone: "9876543213" });
    expect(errorCode(await gql(admin.agent, SET_USER_ROLE, { id: kiran.id, role: "RIDER" }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(kiran.agent, RIDER_ME))).toBe("FORBIDDEN");

    const promoted = await gql(superadmin.agent, SET_USER_ROLE, { id: kiran.id, role: "RIDER" });
    expect(promoted.data?.setUserRole).toEqual({ id: kiran.id, email: kiran.email, role: "RIDER" });
    // The new role ended the customer's session; signing in again in the same browser, at once, gets in as a rider.
    const again = await gql(kiran.agent, LOGIN, { i: { email: kiran.email, password: kiran.password } });
    expect([again.errors, again.data?.login.user.role]).toEqual([undefined, "RIDER"]);
    expect((await gql(kiran.agent, RIDER_ME)).data?.riderMe).toMatchObject({ id: kiran.id, name: "Kiran Kumar", onShift: false });

    const rider = await signedInRider(app, superadmin, { userName: "Ravi Teja", phone: "9000011111", onShift: false });
    expect((await gql(rider.agent, ME)).data?.me).toMatchObject({ id: rider.id, role: "RIDER" });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe).toEqual({
      id: rider.id, name: "Ravi Teja", phone: "9000011111", onShift: false, cashInHand: 0, openDeliveries: 0,
    });
    const offShift = (await gql(admin.agent, RIDERS, { onShift: false })).data!.riders.map((r) => r.id);
    const onShift = (await gql(admin.agent, RIDERS, { onShift: true })).data!.riders.map((r) => r.id);
    expect(offShift).toContain(rider.id);
    expect(onShift).not.toContain(rider.id);

    expect((await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: true })).data?.setRiderOnShift).toMatchObject({ id: rider.id, onShift: true });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.onShift).toBe(true);
    expect((await gql(admin.agent, RIDERS, { onShift: true })).data!.riders.map((r) => r.id)).toContain(rider.id);
    expect((await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: false })).data?.setRiderOnShift.onShift).toBe(false);
    expect((await gql(admin.agent, RIDERS, { onShift: false })).data!.riders.map((r) => r.id)).toContain(rider.id);
  });

  it("lists only on-shift riders with their open deliveries and cash in hand, by name, and never customers or staff", async () => {
    const anil = await signedInRider(app, superadmin, { userName: "Anil Varma", phone: "9000044444" });
    const bhaskar = await signedInRider(app, superadmin, { userName: "Bhaskar Rao", phone: "9000055555" });
    const chandra = await signedInRider(app, superadmin, { userName: "Chandra Sekhar", onShift: false });
    await assign(admin.agent, await orderAt("confirmed"), anil.id);
    await assign(admin.agent, await orderAt("preparing"), anil.id);
    const delivered = await orderAt("ready_for_pickup");
    await assign(admin.agent, delivered, bhaskar.id);
    await pickUpAndDeliver(bhaskar.agent, delivered, 140.5, "Customer had no change");

    const listed = (await gql(admin.agent, RIDERS, { onShift: true })).data!.riders;
    const mine = listed.filter((r) => [anil.id, bhaskar.id, chandra.id].includes(r.id));
    expect(mine).toEqual([
      { id: anil.id, name: "Anil Varma", phone: "9000044444", onShift: true, cashInHand: 0, openDeliveries: 2 },
      { id: bhaskar.id, name: "Bhaskar Rao", phone: "9000055555", onShift: true, cashInHand: 140.5, openDeliveries: 0 },
    ]);
    expect(listed.every((r) => r.onShift === true)).toBe(true);
    const names = listed.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const everyone = (await gql(admin.agent, RIDERS)).data!.riders.map((r) => r.id);
    expect(everyone).toEqual(expect.arrayContaining([anil.id, bhaskar.id, chandra.id]));
    for (const notRider of [customer.id, admin.id, superadmin.id]) expect(everyone).not.toContain(notRider);
    const { rows } = await app.db.query(`SELECT count(*)::int AS riders FROM users WHERE role = 'rider'`);
    expect(everyone).toHaveLength(rows[0].riders);
  });

  it("refuses to take a rider off shift while an order is assigned to them, and lets them go once it is not", async () => {
    const rider = await signedInRider(app, superadmin);
    const orderId = await orderAt("confirmed");
    await assign(admin.agent, orderId, rider.id);
    const refused = await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: false });
    expect(errorCode(refused)).toBe("RIDER_HAS_OPEN_DELIVERIES");
    expect(refused.errors![0]!.message).toMatch(/1 delivery/);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe).toMatchObject({ onShift: true, openDeliveries: 1 });

    expect((await gql(admin.agent, UNASSIGN_RIDER, { orderId })).data?.unassignRider.rider).toBeNull();
    expect((await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: false })).data?.setRiderOnShift).toMatchObject({ onShift: false, openDeliveries: 0 });
  });

  it("never leaves a rider off shift with an order: going off shift and being assigned at the same moment, one of them is refused", async () => {
    const rider = await signedInRider(app, superadmin);
    for (let round = 0; round < 6; round += 1) {
      const orderId = await orderAt("confirmed");
      const [assigned, offShift] = await Promise.all([
        gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: rider.id }),
        gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: false }),
      ]);
      const row = await rowOf(orderId);
      const me = (await gql(rider.agent, RIDER_ME)).data!.riderMe;
      if (assigned.errors) {
        expect([errorCode(assigned), outcome(offShift), row.rider_id, me.onShift]).toEqual(["RIDER_OFF_SHIFT", "answered", null, false]);
      } else {
        expect([errorCode(offShift), row.rider_id, me.onShift, me.openDeliveries]).toEqual(["RIDER_HAS_OPEN_DELIVERIES", rider.id, true, 1]);
        await gql(admin.agent, UNASSIGN_RIDER, { orderId });
      }
      await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: true });
    }
  });
});

describe("the rider's lists", () => {
  it("lists open deliveries oldest assignment first, and today's delivered or failed ones newest first", async () => {
    const rider = await signedInRider(app, superadmin);
    const first = await orderAt("ready_for_pickup");
    const second = await orderAt("confirmed");
    const third = await orderAt("preparing");
    for (const orderId of [first, second, third]) await assign(admin.agent, orderId, rider.id);
    expect(await riderOrderIds(rider)).toEqual([first, second, third]);
    expect((await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday).toEqual([]);

    await pickUpAndDeliver(rider.agent, first, 150);
    await gql(rider.agent, MARK_PICKED_UP, { orderId: third });
    await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: third, reason: "Customer not answering" });
    expect(await riderOrderIds(rider)).toEqual([second]);
    const today = (await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday;
    expect(today.map((order) => [order.id, order.status])).toEqual([[third, "DELIVERY_FAILED"], [first, "DELIVERED"]]);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe).toMatchObject({ openDeliveries: 1, cashInHand: 150 });
  });
});

describe("assigning riders (the office)", () => {
  it("assigns orders waiting for a rider (confirmed, preparing, ready, or failed), and refuses every other status", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Suresh Babu", phone: "9000022222" });
    const statuses: OrderStatus[] = [
      "PENDING", "CONFIRMED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY", "DELIVERED", "DELIVERY_FAILED", "REJECTED", "CANCELLED",
    ];
    const outcomes: Record<string, string> = {};
    for (const status of statuses) {
      const orderId = await orderAt(status.toLowerCase());
      const result = await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: rider.id });
      const row = await rowOf(orderId);
      outcomes[status] = `${outcome(result)} ${row.rider_id === rider.id ? "with the rider" : row.rider_id === null ? "without" : "?"}`;
      if (result.data) {
        expect(result.data.assignRider).toMatchObject({
          id: orderId, status, rider: { id: rider.id, name: "Suresh Babu", phone: "9000022222", onShift: true }, assignedAt: expect.any(String),
        });
      }
    }
    expect(outcomes).toEqual({
      PENDING: "INVALID_STATUS_TRANSITION without",
      CONFIRMED: "answered with the rider",
      PREPARING: "answered with the rider",
      READY_FOR_PICKUP: "answered with the rider",
      OUT_FOR_DELIVERY: "INVALID_STATUS_TRANSITION without",
      DELIVERED: "INVALID_STATUS_TRANSITION without",
      DELIVERY_FAILED: "answered with the rider",
      REJECTED: "INVALID_STATUS_TRANSITION without",
      CANCELLED: "INVALID_STATUS_TRANSITION without",
    });
  });

  it("refuses a rider who is off shift, and anyone who is no rider, as the rider", async () => {
    const offShift = await signedInRider(app, superadmin, { onShift: false });
    const orderId = await orderAt("confirmed");
    const refusals = {
      offShift: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: offShift.id })),
      customer: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: customer.id })),
      admin: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: admin.id })),
      unknown: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: randomUUID() })),
      notAnId: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: "rider-1" })),
      unknownOrder: errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId: randomUUID(), riderId: offShift.id })),
    };
    expect(refusals).toEqual({
      offShift: "RIDER_OFF_SHIFT", customer: "NOT_FOUND", admin: "NOT_FOUND", unknown: "NOT_FOUND", notAnId: "NOT_FOUND", unknownOrder: "NOT_FOUND",
    });
    expect((await rowOf(orderId)).rider_id).toBeNull();
    expect(await riderOrderIds(offShift)).toEqual([]);
  });

  it("moves the order from one rider's list to the other's when reassigned before pick-up, and keeps the rider once picked up", async () => {
    const first = await signedInRider(app, superadmin);
    const second = await signedInRider(app, superadmin);
    const orderId = await orderAt("ready_for_pickup");

    const toFirst = await assign(admin.agent, orderId, first.id);
    expect([await riderOrderIds(first), await riderOrderIds(second)]).toEqual([[orderId], []]);
    // The same rider again changes nothing.
    expect((await assign(admin.agent, orderId, first.id)).assignedAt).toBe(toFirst.assignedAt);

    const toSecond = await assign(admin.agent, orderId, second.id);
    expect(toSecond.rider?.id).toBe(second.id);
    expect(new Date(toSecond.assignedAt!).getTime()).toBeGreaterThanOrEqual(new Date(toFirst.assignedAt!).getTime());
    expect([await riderOrderIds(first), await riderOrderIds(second)]).toEqual([[], [orderId]]);
    expect(errorCode(await gql(first.agent, MARK_PICKED_UP, { orderId }))).toBe("NOT_ASSIGNED_RIDER");

    expect((await gql(admin.agent, UNASSIGN_RIDER, { orderId })).data?.unassignRider).toMatchObject({ rider: null, assignedAt: null });
    expect([await riderOrderIds(first), await riderOrderIds(second)]).toEqual([[], []]);

    await assign(admin.agent, orderId, first.id);
    expect((await gql(first.agent, MARK_PICKED_UP, { orderId })).data?.markPickedUp.status).toBe("OUT_FOR_DELIVERY");
    expect(errorCode(await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: second.id }))).toBe("INVALID_STATUS_TRANSITION");
    expect(errorCode(await gql(admin.agent, UNASSIGN_RIDER, { orderId }))).toBe("INVALID_STATUS_TRANSITION");
    expect([await riderOrderIds(first), await riderOrderIds(second)]).toEqual([[orderId], []]);
    expect((await rowOf(orderId)).rider_id).toBe(first.id);
  });

  it("leaves exactly one rider when two admins assign the same order to two riders at the same moment", async () => {
    const ravi = await signedInRider(app, superadmin);
    const sita = await signedInRider(app, superadmin);
    const orders: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const orderId = await orderAt("preparing");
      orders.push(orderId);
      const [byAdmin, bySecondAdmin] = await Promise.all([
        gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: ravi.id }),
        gql(secondAdmin.agent, ASSIGN_RIDER, { orderId, riderId: sita.id }),
      ]);
      expect([byAdmin.errors, bySecondAdmin.errors]).toEqual([undefined, undefined]);
      const row = await rowOf(orderId);
      expect([ravi.id, sita.id]).toContain(row.rider_id);
      // The admin whose assignment stands was answered with what the order now is.
      const standing = row.rider_id === ravi.id ? byAdmin.data!.assignRider : bySecondAdmin.data!.assignRider;
      expect(new Date(standing.assignedAt!).getTime()).toBe(new Date(row.assigned_at).getTime());
      const listedBy = [(await riderOrderIds(ravi)).includes(orderId), (await riderOrderIds(sita)).includes(orderId)];
      expect(listedBy.filter(Boolean)).toHaveLength(1);
      expect(listedBy[0]).toBe(row.rider_id === ravi.id);
    }
    const riders = (await gql(admin.agent, RIDERS, { onShift: true })).data!.riders;
    const open = riders.filter((r) => r.id === ravi.id || r.id === sita.id).reduce((sum, r) => sum + r.openDeliveries!, 0);
    expect(open).toBe(orders.length);
  });
});

describe("the rider × delivery move matrix", () => {
  const ACTORS = ["anonymous", "customer", "admin", "superadmin", "another rider", "the rider off shift", "the assigned rider"] as const;
  type Actor = (typeof ACTORS)[number];

  interface MoveCase {
    from: "READY_FOR_PICKUP" | "OUT_FOR_DELIVERY";
    to: OrderStatus;
    send: (orderId: string) => Operation;
  }
  const here = { lat: TOWN.latitude + 0.005, lng: TOWN.longitude };
  const CASES: Record<string, MoveCase> = {
    markPickedUp: { from: "READY_FOR_PICKUP", to: "OUT_FOR_DELIVERY", send: (orderId) => operation(MARK_PICKED_UP, { orderId }) },
    markDelivered: { from: "OUT_FOR_DELIVERY", to: "DELIVERED", send: (orderId) => operation(MARK_DELIVERED, { orderId, cash: 150 }) },
    markDeliveryFailed: {
      from: "OUT_FOR_DELIVERY", to: "DELIVERY_FAILED", send: (orderId) => operation(MARK_DELIVERY_FAILED, { orderId, reason: "Phone switched off" }),
    },
    shareRiderPosition: { from: "OUT_FOR_DELIVERY", to: "OUT_FOR_DELIVERY", send: () => operation(SHARE_RIDER_POSITION, here) },
  };

  it.each(Object.keys(CASES))("%s: only the assigned rider, on shift, may make it", async (name) => {
    const move = CASES[name]!;
    const rider = await signedInRider(app, superadmin);
    const another = await signedInRider(app, superadmin);
    const orderId = await orderAt("ready_for_pickup");
    await assign(admin.agent, orderId, rider.id);
    if (move.from === "OUT_FOR_DELIVERY") expect(outcome(await gql(rider.agent, MARK_PICKED_UP, { orderId }))).toBe("answered");
    const agents: Record<Actor, Agent> = {
      anonymous: app.agent(), customer: customer.agent, admin: admin.agent, superadmin: superadmin.agent,
      "another rider": another.agent, "the rider off shift": rider.agent, "the assigned rider": rider.agent,
    };
    /** What the order is like: the callers refused must leave it so. */
    const stateOf = async () => {
      const row = await rowOf(orderId);
      const positions = await app.db.query(`SELECT count(*)::int AS n FROM delivery_positions WHERE order_id = $1`, [orderId]);
      return { status: row.status, history: (await historyOf(orderId)).length, cash: row.cash_collected_paise, positions: positions.rows[0].n };
    };
    const untouched = await stateOf();
    const outcomes: Partial<Record<Actor, string>> = {};
    let beforeTheRider = untouched;
    for (const actor of ACTORS) {
      if (actor === "the rider off shift") await app.db.query(`UPDATE riders SET on_shift = false WHERE user_id = $1`, [rider.id]);
      if (actor === "the assigned rider") {
        await app.db.query(`UPDATE riders SET on_shift = true WHERE user_id = $1`, [rider.id]);
        beforeTheRider = await stateOf();
      }
      outcomes[actor] = outcome(await move.send(orderId)(agents[actor]));
    }
    expect(outcomes).toEqual({
      anonymous: "UNAUTHENTICATED",
      customer: "FORBIDDEN",
      admin: "FORBIDDEN",
      superadmin: "FORBIDDEN",
      // The position has no order: another rider with nothing out for delivery shares nothing.
      "another rider": name === "shareRiderPosition" ? "DELIVERY_NOT_ACTIVE" : "NOT_ASSIGNED_RIDER",
      "the rider off shift": "RIDER_OFF_SHIFT",
      "the assigned rider": "answered",
    });
    expect(beforeTheRider).toEqual(untouched);
    const row = await rowOf(orderId);
    expect(row.status).toBe(move.to.toLowerCase());
    const history = await historyOf(orderId);
    if (move.from !== move.to) {
      expect(history).toHaveLength(untouched.history + 1);
      expect(history.at(-1)).toMatchObject({ from_status: move.from.toLowerCase(), to_status: move.to.toLowerCase(), changed_by_id: rider.id });
    }
  });

  it("moves the order through the state machine, recorded as the rider's, mailed to the customer and heard live", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Kiran Kumar", phone: "9876543213" });
    const socket = openSocket(app.url, { cookie: customer.cookie });
    sockets.push(socket);
    const live = socket.subscribe(ORDER_DELIVERY_UPDATES);
    await eventually("the customer's page listens", () => app.running.events.liveSubscriptions() === 1);
    const order = await placed();
    await officeMoves(admin.agent, order.id, "CONFIRMED");
    expect(outcome(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }))).toBe("NOT_ASSIGNED_RIDER");
    await assign(admin.agent, order.id, rider.id);
    await officeMoves(admin.agent, order.id, "PREPARING");

    // Not yet: the food is still in the kitchen.
    const early = await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
    expect(errorCode(early)).toBe("INVALID_STATUS_TRANSITION");
    // Even with another amount and no note: the move is judged before the cash.
    expect(errorCode(await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total - 10 }))).toBe("INVALID_STATUS_TRANSITION");
    expect(errorCode(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Not home" }))).toBe("INVALID_STATUS_TRANSITION");
    expect((await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders.find((o) => o.id === order.id)?.allowedNextStatuses).toEqual(["OUT_FOR_DELIVERY"]);

    const picked = await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
    expect(picked.data?.markPickedUp).toMatchObject({ status: "OUT_FOR_DELIVERY", pickedUpAt: expect.any(String), deliveredAt: null });
    expect(picked.data!.markPickedUp.allowedNextStatuses.sort()).toEqual(["DELIVERED", "DELIVERY_FAILED"]);
    expect(errorCode(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }))).toBe("INVALID_STATUS_TRANSITION");
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Out for delivery`));

    const delivered = await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
    expect(delivered.data?.markDelivered).toMatchObject({ status: "DELIVERED", cashCollected: order.total, cashNote: null, allowedNextStatuses: [] });
    expect(new Date(delivered.data!.markDelivered.deliveredAt!).getTime()).toBeGreaterThanOrEqual(new Date(picked.data!.markPickedUp.pickedUpAt!).getTime());
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Delivered`));
    for (const again of [
      gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }),
      gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Not home" }),
      gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }),
    ]) {
      expect(errorCode(await again)).toBe("INVALID_STATUS_TRANSITION");
    }

    const history = await historyOf(order.id);
    expect(history.map((h) => [h.to_status, h.changed_by_id])).toEqual([
      ["pending", customer.id], ["confirmed", admin.id], ["preparing", admin.id], ["out_for_delivery", rider.id], ["delivered", rider.id],
    ]);
    const office = await officeView(order.id);
    expect(office.statusHistory.slice(-2)).toEqual([
      { fromStatus: "PREPARING", toStatus: "OUT_FOR_DELIVERY", reason: null, changedByName: "Kiran Kumar" },
      { fromStatus: "OUT_FOR_DELIVERY", toStatus: "DELIVERED", reason: null, changedByName: "Kiran Kumar" },
    ]);

    type Heard = OrderDeliveryUpdatesSubscription["orderUpdated"];
    const heard = () => live.results.map((result) => result.data?.orderUpdated).filter((o): o is Heard => o?.id === order.id);
    await eventually("the customer hears of the delivery", () => heard().some((o) => o.status === "DELIVERED"));
    expect(heard().find((o) => o.status === "OUT_FOR_DELIVERY")).toEqual({
      id: order.id, status: "OUT_FOR_DELIVERY", rider: { name: "Kiran", phone: "9876543213", onShift: null, cashInHand: null }, riderPosition: null,
    });
    expect(heard().find((o) => o.status === "DELIVERED")?.rider).toEqual({ name: "Kiran", phone: null, onShift: null, cashInHand: null });
    expect(live.results.every((result) => result.errors === undefined)).toBe(true);
  });

  it("lets two taps of Delivered at once deliver the order once", async () => {
    const rider = await signedInRider(app, superadmin);
    const orderId = await orderAt("ready_for_pickup");
    await assign(admin.agent, orderId, rider.id);
    await gql(rider.agent, MARK_PICKED_UP, { orderId });
    const results = await Promise.all([
      gql(rider.agent, MARK_DELIVERED, { orderId, cash: 150 }),
      gql(rider.agent, MARK_DELIVERED, { orderId, cash: 150 }),
    ]);
    expect(results.map(outcome).sort()).toEqual(["INVALID_STATUS_TRANSITION", "answered"]);
    expect((await historyOf(orderId)).filter((h) => h.to_status === "delivered")).toHaveLength(1);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(150);
  });
});

describe("delivering and the cash at the door", () => {
  async function outForDelivery(rider: Person): Promise<string> {
    const orderId = await orderAt("ready_for_pickup");
    await assign(admin.agent, orderId, rider.id);
    expect(outcome(await gql(rider.agent, MARK_PICKED_UP, { orderId }))).toBe("answered");
    return orderId;
  }

  it("needs no note when the rider collected the total, and a note (field note) when they collected another amount", async () => {
    const rider = await signedInRider(app, superadmin);
    const exact = await outForDelivery(rider);
    const paid = await gql(rider.agent, MARK_DELIVERED, { orderId: exact, cash: 150 });
    expect(paid.data?.markDelivered).toMatchObject({ status: "DELIVERED", cashCollected: 150, cashNote: null });

    const short = await outForDelivery(rider);
    for (const note of [null, "", "   "]) {
      const refused = await gql(rider.agent, MARK_DELIVERED, { orderId: short, cash: 140, note });
      expect([errorCode(refused), fieldsOf(refused)]).toEqual(["BAD_USER_INPUT", ["note"]]);
      expect(refused.errors![0]!.message).toContain("₹140.00 of ₹150.00");
    }
    const over = await gql(rider.agent, MARK_DELIVERED, { orderId: short, cash: 200 });
    expect(fieldsOf(over)).toEqual(["note"]);
    for (const cash of [139.999, 140.005, -1]) {
      expect(errorCode(await gql(rider.agent, MARK_DELIVERED, { orderId: short, cash, note: "No change" }))).toBe("BAD_USER_INPUT");
    }
    expect(errorCode(await gql(rider.agent, MARK_DELIVERED, { orderId: short, cash: 140, note: "x".repeat(501) }))).toBe("BAD_USER_INPUT");
    expect((await rowOf(short)).status).toBe("out_for_delivery");

    const noted = await gql(rider.agent, MARK_DELIVERED, { orderId: short, cash: 140, note: "  Customer had no change  " });
    expect(noted.data?.markDelivered).toMatchObject({ status: "DELIVERED", cashCollected: 140, cashNote: "Customer had no change" });
    expect(await rowOf(short)).toMatchObject({ cash_collected_paise: 14000, cash_note: "Customer had no change" });
    expect(await officeView(short)).toMatchObject({ cashCollected: 140, cashNote: "Customer had no change" });
    const seenByCustomer = (await gql(customer.agent, CUSTOMER_DELIVERY, { id: short })).data!.order;
    expect(seenByCustomer).toMatchObject({ status: "DELIVERED", cashCollected: null, cashNote: null, total: 150 });
    const today = (await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday.find((o) => o.id === short);
    expect(today).toMatchObject({ cashCollected: 140, cashNote: "Customer had no change" });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(290);
  });

  it("records a failed delivery with its reason; the office sends it out again or gives it to another rider", async () => {
    const rider = await signedInRider(app, superadmin);
    const other = await signedInRider(app, superadmin);
    const order = await placed();
    await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
    await assign(admin.agent, order.id, rider.id);
    await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
    for (const reason of ["", "   "]) {
      expect(errorCode(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason }))).toBe("BAD_USER_INPUT");
    }
    const failed = await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Customer not answering the phone" });
    expect(failed.data?.markDeliveryFailed).toMatchObject({
      status: "DELIVERY_FAILED", deliveryFailureReason: "Customer not answering the phone", cashCollected: null, deliveredAt: null,
    });
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Delivery failed`));
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data?.order).toMatchObject({
      status: "DELIVERY_FAILED", deliveryFailureReason: "Customer not answering the phone",
    });
    expect(await officeView(order.id)).toMatchObject({ status: "DELIVERY_FAILED", deliveryFailureReason: "Customer not answering the phone" });
    expect(await riderOrderIds(rider)).not.toContain(order.id);
    expect((await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday.map((o) => o.id)).toContain(order.id);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe).toMatchObject({ openDeliveries: 0, cashInHand: 0 });
    expect(outcome(await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }))).toBe("INVALID_STATUS_TRANSITION");

    // The office tries again with the same rider: out for delivery, the reason cleared, the first pick-up kept.
    const pickedUpAt = (await rowOf(order.id)).picked_up_at;
    await officeMoves(admin.agent, order.id, "OUT_FOR_DELIVERY");
    expect(await rowOf(order.id)).toMatchObject({ status: "out_for_delivery", delivery_failure_reason: null, picked_up_at: pickedUpAt });
    expect(await riderOrderIds(rider)).toContain(order.id);
    await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Still not answering" });

    // ... or gives it to another rider before sending it out again.
    expect((await assign(admin.agent, order.id, other.id)).rider?.id).toBe(other.id);
    await officeMoves(admin.agent, order.id, "OUT_FOR_DELIVERY");
    expect(outcome(await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }))).toBe("NOT_ASSIGNED_RIDER");
    const delivered = await gql(other.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
    expect(delivered.data?.markDelivered).toMatchObject({ status: "DELIVERED", cashCollected: order.total, deliveryFailureReason: null });
    expect((await historyOf(order.id)).map((h) => h.to_status)).toEqual([
      "pending", "confirmed", "preparing", "out_for_delivery", "delivery_failed", "out_for_delivery", "delivery_failed", "out_for_delivery", "delivered",
    ]);
  });
});

describe("what each viewer sees of a delivery", () => {
  it("shows the customer the rider's first name and phone while the order is on its way, and no phone after", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Venkata Ramana Murthy", phone: "9000033333" });
    const order = await placed();
    await officeMoves(admin.agent, order.id, "CONFIRMED");
    const unassigned = (await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data!.order;
    expect(unassigned).toMatchObject({ rider: null, assignedAt: null, pickup: null, recipientName: "Lakshmi Prasanna" });
    await assign(admin.agent, order.id, rider.id);
    await officeMoves(admin.agent, order.id, "PREPARING");
    expect(outcome(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }))).toBe("answered");

    const onTheWay = (await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data!.order;
    expect(onTheWay.rider).toEqual({ id: rider.id, name: "Venkata", phone: "9000033333", onShift: null, cashInHand: null, openDeliveries: null });
    expect(onTheWay).toMatchObject({ pickup: null, recipientName: "Lakshmi Prasanna", address: { phone: "9123456780" } });
    const office = await officeView(order.id);
    expect(office.rider).toEqual({ id: rider.id, name: "Venkata Ramana Murthy", phone: "9000033333", onShift: true, cashInHand: 0, openDeliveries: 1 });
    expect(office).toMatchObject({ pickup: { name: "Godavari Tiffins", address: "Station Road, Bhimavaram", phone: "9848012345" }, recipientName: null });
    const forSuperadmin = await gql(superadmin.agent, OFFICE_DELIVERY, { search: order.id });
    expect(forSuperadmin.data!.adminOrders.items[0]!.recipientName).toBe("Lakshmi Prasanna");

    expect(outcome(await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }))).toBe("answered");
    const after = (await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data!.order;
    expect(after.rider).toEqual({ id: rider.id, name: "Venkata", phone: null, onShift: null, cashInHand: null, openDeliveries: null });
    expect(after.recipientName).toBe("Lakshmi Prasanna");
  });

  it("lets the assigned rider read the address and the customer's name until the order ends, and no other rider ever", async () => {
    const rider = await signedInRider(app, superadmin);
    const other = await signedInRider(app, superadmin);
    const order = await placed();
    await officeMoves(admin.agent, order.id, "CONFIRMED");
    await assign(admin.agent, order.id, rider.id);

    const door = kmNorthOfTown(2);
    const open = (await gql(rider.agent, RIDER_ORDERS_ADDRESS)).data!.riderOrders.find((o) => o.id === order.id);
    expect(open).toEqual({
      id: order.id, recipientName: "Lakshmi Prasanna",
      address: { address: "12-3 Gandhi Nagar", city: "Bhimavaram", pincode: "534201", phone: "9123456780", notes: "Less spicy", ...door },
    });
    const mine = (await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders.find((o) => o.id === order.id);
    expect(mine).toMatchObject({ pickup: { name: "Godavari Tiffins", phone: "9848012345" }, rider: { id: rider.id, onShift: true } });

    await officeMoves(admin.agent, order.id, "PREPARING");
    expect((await gql(rider.agent, RIDER_ORDERS_ADDRESS)).data!.riderOrders.find((o) => o.id === order.id)).toEqual(open);

    // Another rider has no way to the order at all.
    expect(errorCode(await gql(other.agent, ORDER, { id: order.id }))).toBe("NOT_FOUND");
    expect(await riderOrderIds(other)).not.toContain(order.id);
    expect(errorCode(await gql(other.agent, CUSTOMER_DELIVERY, { id: order.id }))).toBe("NOT_FOUND");

    await pickUpAndDeliver(rider.agent, order.id, order.total);
    const ended = await gql(rider.agent, RIDER_DELIVERED_TODAY_ADDRESS);
    const index = ended.data!.riderDeliveredToday.findIndex((o) => o.id === order.id);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(ended.data!.riderDeliveredToday[index]).toMatchObject({ recipientName: null, address: null });
    const refusal = ended.errors?.find((e) => JSON.stringify((e as { path?: unknown[] }).path) === JSON.stringify(["riderDeliveredToday", index, "address"]));
    expect(refusal?.extensions?.code).toBe("FORBIDDEN");
    // The pickup and the cash stay the rider's to see.
    const today = (await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday.find((o) => o.id === order.id);
    expect(today).toMatchObject({ cashCollected: order.total, pickup: { name: "Godavari Tiffins" }, recipientName: null });
  });
});
