import { TOWN } from "./support/fixtures";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { ORDER } from "./support/operations";
import { kmNorthOfTown } from "./support/order-fixtures";
import {
  assign,
  CUSTOMER_DELIVERY,
  fieldsOf,
  MARK_DELIVERED,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  OFFICE_DELIVERY,
  officeMoves,
  ORDER_DELIVERY_UPDATES,
  pickUpAndDeliver,
  RIDER_DELIVERED_TODAY,
  RIDER_DELIVERED_TODAY_ADDRESS,
  RIDER_ME,
  RIDER_ORDERS,
  RIDER_ORDERS_ADDRESS,
  SHARE_RIDER_POSITION,
  signedInRider,
  type Person,
} from "./support/riders";
import { eventually, openSocket } from "./support/subscriptions";
import { riderWorldHelpers, useRiderWorld } from "./support/rider-world";
import type { TestApp } from "./support/test-app";
import type { OrderDeliveryUpdatesSubscription, OrderStatus } from "./gql/graphql";

/** Riders (issue 16): the rider × delivery move matrix, the cash at the door, failed deliveries and what each viewer sees. */
const world = useRiderWorld();
const { orderAt, placed, outcome, rowOf, riderOrderIds, historyOf, officeView } = riderWorldHelpers(world);
let app: TestApp;
let superadmin: Person;
let admin: Person;
let customer: Person & { addressId: string };
beforeAll(() => {
  ({ app, superadmin, admin, customer } = world);
});
const { sockets } = world;

type Agent = Person["agent"];

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
      from: "OUT_FOR_DELIVERY",
      to: "DELIVERY_FAILED",
      send: (orderId) => operation(MARK_DELIVERY_FAILED, { orderId, reason: "Phone switched off" }),
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
      anonymous: app.agent(),
      customer: customer.agent,
      admin: admin.agent,
      superadmin: superadmin.agent,
      "another rider": another.agent,
      "the rider off shift": rider.agent,
      "the assigned rider": rider.agent,
    };
    /** What the order is like: the callers refused must leave it so. */
    const stateOf = async () => {
      const row = await rowOf(orderId);
      const positions = await app.db.query(`SELECT count(*)::int AS n FROM delivery_positions WHERE order_id = $1`, [orderId]);
      return {
        status: row.status,
        history: (await historyOf(orderId)).length,
        cash: row.cash_collected_paise,
        positions: positions.rows[0].n,
      };
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
      expect(history.at(-1)).toMatchObject({
        from_status: move.from.toLowerCase(),
        to_status: move.to.toLowerCase(),
        changed_by_id: rider.id,
      });
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
    expect(errorCode(await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total - 10 }))).toBe(
      "INVALID_STATUS_TRANSITION",
    );
    expect(errorCode(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "Not home" }))).toBe(
      "INVALID_STATUS_TRANSITION",
    );
    expect((await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders.find((o) => o.id === order.id)?.allowedNextStatuses).toEqual([
      "OUT_FOR_DELIVERY",
    ]);

    const picked = await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
    expect(picked.data?.markPickedUp).toMatchObject({ status: "OUT_FOR_DELIVERY", pickedUpAt: expect.any(String), deliveredAt: null });
    expect(picked.data!.markPickedUp.allowedNextStatuses.sort()).toEqual(["DELIVERED", "DELIVERY_FAILED"]);
    expect(errorCode(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }))).toBe("INVALID_STATUS_TRANSITION");
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Out for delivery`));

    const delivered = await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
    expect(delivered.data?.markDelivered).toMatchObject({
      status: "DELIVERED",
      cashCollected: order.total,
      cashNote: null,
      allowedNextStatuses: [],
    });
    expect(new Date(delivered.data!.markDelivered.deliveredAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(picked.data!.markPickedUp.pickedUpAt!).getTime(),
    );
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
      ["pending", customer.id],
      ["confirmed", admin.id],
      ["preparing", admin.id],
      ["out_for_delivery", rider.id],
      ["delivered", rider.id],
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
      id: order.id,
      status: "OUT_FOR_DELIVERY",
      rider: { name: "Kiran", phone: "9876543213", onShift: null, cashInHand: null },
      riderPosition: null,
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
      status: "DELIVERY_FAILED",
      deliveryFailureReason: "Customer not answering the phone",
      cashCollected: null,
      deliveredAt: null,
    });
    await app.mail.latest(customer.email, new RegExp(`#${order.shortId}: Delivery failed`));
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data?.order).toMatchObject({
      status: "DELIVERY_FAILED",
      deliveryFailureReason: "Customer not answering the phone",
    });
    expect(await officeView(order.id)).toMatchObject({
      status: "DELIVERY_FAILED",
      deliveryFailureReason: "Customer not answering the phone",
    });
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
      "pending",
      "confirmed",
      "preparing",
      "out_for_delivery",
      "delivery_failed",
      "out_for_delivery",
      "delivery_failed",
      "out_for_delivery",
      "delivered",
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
    expect(onTheWay.rider).toEqual({
      id: rider.id,
      name: "Venkata",
      phone: "9000033333",
      onShift: null,
      cashInHand: null,
      openDeliveries: null,
    });
    expect(onTheWay).toMatchObject({ pickup: null, recipientName: "Lakshmi Prasanna", address: { phone: "9123456780" } });
    const office = await officeView(order.id);
    expect(office.rider).toEqual({
      id: rider.id,
      name: "Venkata Ramana Murthy",
      phone: "9000033333",
      onShift: true,
      cashInHand: 0,
      openDeliveries: 1,
    });
    expect(office).toMatchObject({
      pickup: { name: "Godavari Tiffins", address: "Station Road, Bhimavaram", phone: "9848012345" },
      recipientName: null,
    });
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
      id: order.id,
      recipientName: "Lakshmi Prasanna",
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
    const refusal = ended.errors?.find(
      (e) => JSON.stringify((e as { path?: unknown[] }).path) === JSON.stringify(["riderDeliveredToday", index, "address"]),
    );
    expect(refusal?.extensions?.code).toBe("FORBIDDEN");
    // The pickup and the cash stay the rider's to see.
    const today = (await gql(rider.agent, RIDER_DELIVERED_TODAY)).data!.riderDeliveredToday.find((o) => o.id === order.id);
    expect(today).toMatchObject({ cashCollected: order.total, pickup: { name: "Godavari Tiffins" }, recipientName: null });
  });
});
