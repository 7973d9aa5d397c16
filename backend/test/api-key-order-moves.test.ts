import { graphql } from "./gql";
import type { OrderStatus } from "./gql/graphql";
import { createApiKey, keyAgent } from "./support/api-keys";
import { gql, type GraphQLResult } from "./support/graphql";
import {
  assign,
  fieldsOf,
  MARK_DELIVERED,
  MARK_PICKED_UP,
  RECORD_CASH_HANDOVER,
  RIDER_ME,
  signedInRider,
  type Person,
} from "./support/riders";
import { riderWorldHelpers, useRiderWorld } from "./support/rider-world";

/**
 * Who moves an order once the kitchen is done (issue 25): an ORDERS_WRITE key acts for its
 * restaurant's kitchen with the kitchen's moves only (no restaurant delivers its own orders), and
 * an order a rider holds is delivered by that rider or by an admin who records the cash collected,
 * as the rider's markDelivered does, so the rider's cash in hand and handovers stay right.
 */
const world = useRiderWorld();
const { orderAt, placed, rowOf, historyOf } = riderWorldHelpers(world);

const KEY_MOVE = graphql(`
  mutation KeyMoveOrder($id: ID!, $status: OrderStatus!, $reason: String) {
    updateOrderStatus(id: $id, status: $status, reason: $reason) { status allowedNextStatuses }
  }
`);

const KEY_ORDER_MOVES = graphql(`
  query KeyOrderMoves($restaurantId: ID!) { restaurantOrders(restaurantId: $restaurantId) { items { id status allowedNextStatuses } } }
`);

const OFFICE_MOVE = graphql(`
  mutation OfficeMoveWithCash($id: ID!, $status: OrderStatus!, $cash: Float, $note: String) {
    updateOrderStatus(id: $id, status: $status, cashCollected: $cash, note: $note) { status cashCollected cashNote allowedNextStatuses }
  }
`);

let tablet: Person["agent"];
beforeAll(async () => {
  const key = await createApiKey(world.superadmin.agent, {
    name: "Godavari's tablet",
    scopes: ["ORDERS_READ", "ORDERS_WRITE"],
    restaurantIds: [world.restaurant.id],
  });
  tablet = keyAgent(world.app.url, key.secret);
});

const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

/** What a refused move must leave as it was. */
const stateOf = async (orderId: string) => {
  const row = await rowOf(orderId);
  return { status: row.status, riderId: row.rider_id, cash: row.cash_collected_paise, history: (await historyOf(orderId)).length };
};

/** An order of the world's customer (₹150) in this status, held by the rider when one is given. */
async function orderHeldAt(status: string, rider: Person | null): Promise<string> {
  const orderId = await orderAt(status);
  if (rider) await world.app.db.query(`UPDATE orders SET rider_id = $2, assigned_at = now() WHERE id = $1`, [orderId, rider.id]);
  return orderId;
}

const keyOffers = async (orderId: string): Promise<OrderStatus[] | undefined> =>
  (await gql(tablet, KEY_ORDER_MOVES, { restaurantId: world.restaurant.id })).data?.restaurantOrders.items.find(
    (order) => order.id === orderId,
  )?.allowedNextStatuses;

describe("an ORDERS_WRITE key", () => {
  it("makes the kitchen's moves on its restaurant's orders and is offered only those", async () => {
    const orderId = await orderAt("pending");
    expect(await keyOffers(orderId)).toEqual(["CONFIRMED", "REJECTED"]);
    expect((await gql(tablet, KEY_MOVE, { id: orderId, status: "CONFIRMED" })).data?.updateOrderStatus).toEqual({
      status: "CONFIRMED",
      allowedNextStatuses: ["PREPARING", "REJECTED"],
    });
    expect((await gql(tablet, KEY_MOVE, { id: orderId, status: "PREPARING" })).data?.updateOrderStatus).toEqual({
      status: "PREPARING",
      allowedNextStatuses: ["READY_FOR_PICKUP"],
    });
    const before = await stateOf(orderId);
    const out = await gql(tablet, KEY_MOVE, { id: orderId, status: "OUT_FOR_DELIVERY" });
    expect(codeOf(out)).toBe("INVALID_STATUS_TRANSITION");
    expect(out.errors?.[0]?.message).toBe(
      "An order cannot move from Preparing to Out for delivery. Delivery is handled by Ruchi's riders and staff.",
    );
    expect(await stateOf(orderId)).toEqual(before);
    expect((await gql(tablet, KEY_MOVE, { id: orderId, status: "READY_FOR_PICKUP" })).data?.updateOrderStatus).toEqual({
      status: "READY_FOR_PICKUP",
      allowedNextStatuses: [],
    });
  });

  const DELIVERY_MOVES: Array<[from: string, to: OrderStatus]> = [
    ["preparing", "OUT_FOR_DELIVERY"],
    ["ready_for_pickup", "OUT_FOR_DELIVERY"],
    ["out_for_delivery", "DELIVERED"],
    ["out_for_delivery", "DELIVERY_FAILED"],
    ["delivery_failed", "OUT_FOR_DELIVERY"],
  ];

  it.each(DELIVERY_MOVES)("never moves an order from %s to %s, held by a rider or not, and is not offered it", async (from, to) => {
    const rider = await signedInRider(world.app, world.superadmin);
    for (const holder of [null, rider]) {
      const orderId = await orderHeldAt(from, holder);
      const before = await stateOf(orderId);
      expect(codeOf(await gql(tablet, KEY_MOVE, { id: orderId, status: to, reason: "Customer not answering" }))).toBe(
        "INVALID_STATUS_TRANSITION",
      );
      expect(await stateOf(orderId)).toEqual(before);
      expect(await keyOffers(orderId)).toEqual(from === "preparing" ? ["READY_FOR_PICKUP"] : []);
    }
  });

  it("leaves a rider's delivery to the rider, whose cash then counts and is handed over", async () => {
    const rider = await signedInRider(world.app, world.superadmin);
    const orderId = await orderAt("ready_for_pickup");
    await assign(world.admin.agent, orderId, rider.id);
    expect((await gql(rider.agent, MARK_PICKED_UP, { orderId })).data?.markPickedUp.status).toBe("OUT_FOR_DELIVERY");

    expect(codeOf(await gql(tablet, KEY_MOVE, { id: orderId, status: "DELIVERED" }))).toBe("INVALID_STATUS_TRANSITION");
    const delivered = await gql(rider.agent, MARK_DELIVERED, { orderId, cash: 150 });
    expect(delivered.data?.markDelivered).toMatchObject({ status: "DELIVERED", cashCollected: 150 });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(150);
    const handover = await gql(world.admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 150 });
    expect(handover.data?.recordCashHandover).toMatchObject({ amount: 150, expected: 150, difference: 0 });
  });
});

describe("an admin delivering an order a rider holds", () => {
  /** An order the rider has picked up, out for delivery. */
  async function pickedUpBy(rider: Person): Promise<string> {
    const orderId = await orderAt("ready_for_pickup");
    await assign(world.admin.agent, orderId, rider.id);
    const picked = await gql(rider.agent, MARK_PICKED_UP, { orderId });
    if (!picked.data) throw new Error(`markPickedUp failed: ${JSON.stringify(picked.errors)}`);
    return orderId;
  }

  it("gives the cash collected, recorded as the rider's markDelivered records it: in the rider's cash in hand and handover", async () => {
    const rider = await signedInRider(world.app, world.superadmin);
    const orderId = await pickedUpBy(rider);
    const before = await stateOf(orderId);

    const noCash = await gql(world.admin.agent, OFFICE_MOVE, { id: orderId, status: "DELIVERED" });
    expect([codeOf(noCash), fieldsOf(noCash)]).toEqual(["BAD_USER_INPUT", ["cashCollected"]]);
    const noNote = await gql(world.admin.agent, OFFICE_MOVE, { id: orderId, status: "DELIVERED", cash: 140 });
    expect([codeOf(noNote), fieldsOf(noNote)]).toEqual(["BAD_USER_INPUT", ["note"]]);
    const tooMuch = await gql(world.admin.agent, OFFICE_MOVE, { id: orderId, status: "DELIVERED", cash: 100_000.5 });
    expect([codeOf(tooMuch), fieldsOf(tooMuch)]).toEqual(["BAD_USER_INPUT", ["cashCollected"]]);
    expect(await stateOf(orderId)).toEqual(before);

    const delivered = await gql(world.admin.agent, OFFICE_MOVE, {
      id: orderId,
      status: "DELIVERED",
      cash: 140,
      note: "  Customer had no change ",
    });
    expect(delivered.data?.updateOrderStatus).toEqual({
      status: "DELIVERED",
      cashCollected: 140,
      cashNote: "Customer had no change",
      allowedNextStatuses: [],
    });
    const row = await rowOf(orderId);
    expect({ rider: row.rider_id, cash: row.cash_collected_paise, delivered: row.delivered_at !== null }).toEqual({
      rider: rider.id,
      cash: 14000,
      delivered: true,
    });
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      from_status: "out_for_delivery",
      to_status: "delivered",
      changed_by_id: world.admin.id,
    });

    // The rider holds the ₹140 the office recorded, and hands it over like any delivery's cash.
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(140);
    const handover = await gql(world.admin.agent, RECORD_CASH_HANDOVER, { riderId: rider.id, amount: 140 });
    expect(handover.data?.recordCashHandover).toMatchObject({ amount: 140, expected: 140, difference: 0 });
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(0);
  });

  it("records no cash on an order no rider holds, and cash only with DELIVERED", async () => {
    const unheld = await orderAt("out_for_delivery");
    const withCash = await gql(world.admin.agent, OFFICE_MOVE, { id: unheld, status: "DELIVERED", cash: 150 });
    expect([codeOf(withCash), fieldsOf(withCash)]).toEqual(["BAD_USER_INPUT", ["cashCollected"]]);
    expect((await gql(world.admin.agent, OFFICE_MOVE, { id: unheld, status: "DELIVERED" })).data?.updateOrderStatus).toMatchObject({
      status: "DELIVERED",
      cashCollected: null,
    });

    const rider = await signedInRider(world.app, world.superadmin);
    const ready = await orderHeldAt("ready_for_pickup", rider);
    const before = await stateOf(ready);
    const early = await gql(world.admin.agent, OFFICE_MOVE, { id: ready, status: "OUT_FOR_DELIVERY", cash: 150 });
    expect([codeOf(early), fieldsOf(early)]).toEqual(["BAD_USER_INPUT", ["cashCollected"]]);
    expect(await stateOf(ready)).toEqual(before);
    // Sending it out, or reporting the delivery failed, the office may do without cash.
    expect((await gql(world.admin.agent, OFFICE_MOVE, { id: ready, status: "OUT_FOR_DELIVERY" })).data?.updateOrderStatus.status).toBe(
      "OUT_FOR_DELIVERY",
    );
  });

  it("is refused on the legacy REST walk without the cash, which still walks an order no rider holds", async () => {
    const rider = await signedInRider(world.app, world.superadmin);
    const held = await orderHeldAt("preparing", rider);
    const before = await stateOf(held);
    const refused = await world.admin.agent.put(`/api/admin/orders/update/${held}`).send({ orderStatus: "delivered" });
    expect([refused.status, refused.body.success, refused.body.code]).toEqual([400, false, "BAD_USER_INPUT"]);
    expect(await stateOf(held)).toEqual(before);
    const shipped = await world.admin.agent.put(`/api/admin/orders/update/${held}`).send({ orderStatus: "inShipping" });
    expect([shipped.status, shipped.body.data.orderStatus]).toEqual([200, "inShipping"]);

    const order = await placed();
    const walked = await world.admin.agent.put(`/api/admin/orders/update/${order.id}`).send({ orderStatus: "delivered" });
    expect([walked.status, walked.body.data.orderStatus]).toEqual([200, "delivered"]);
  });
});
