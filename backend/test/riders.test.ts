import { randomUUID } from "node:crypto";
import { signedInCustomer } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { LOGIN, ME, SET_USER_ROLE } from "./support/operations";
import {
  assign,
  ASSIGN_RIDER,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  pickUpAndDeliver,
  RIDER_DELIVERED_TODAY,
  RIDER_ME,
  RIDERS,
  SET_RIDER_ON_SHIFT,
  signedInRider,
  UNASSIGN_RIDER,
  type Person,
} from "./support/riders";
import { riderWorldHelpers, useRiderWorld } from "./support/rider-world";
import type { TestApp } from "./support/test-app";
import type { OrderStatus } from "./gql/graphql";

/** Riders (issue 16): the role, the shift, the rider's lists and the office's assignment of orders. */
const world = useRiderWorld();
const { orderAt, outcome, rowOf, riderOrderIds } = riderWorldHelpers(world);
let app: TestApp;
let superadmin: Person;
let admin: Person;
let secondAdmin: Person;
let customer: Person & { addressId: string };
beforeAll(() => {
  ({ app, superadmin, admin, secondAdmin, customer } = world);
});

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
      id: rider.id,
      name: "Ravi Teja",
      phone: "9000011111",
      onShift: false,
      cashInHand: 0,
      openDeliveries: 0,
    });
    const offShift = (await gql(admin.agent, RIDERS, { onShift: false })).data!.riders.map((r) => r.id);
    const onShift = (await gql(admin.agent, RIDERS, { onShift: true })).data!.riders.map((r) => r.id);
    expect(offShift).toContain(rider.id);
    expect(onShift).not.toContain(rider.id);

    expect((await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: true })).data?.setRiderOnShift).toMatchObject({
      id: rider.id,
      onShift: true,
    });
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
    expect((await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: false })).data?.setRiderOnShift).toMatchObject({
      onShift: false,
      openDeliveries: 0,
    });
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
        expect([errorCode(offShift), row.rider_id, me.onShift, me.openDeliveries]).toEqual([
          "RIDER_HAS_OPEN_DELIVERIES",
          rider.id,
          true,
          1,
        ]);
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
    expect(today.map((order) => [order.id, order.status])).toEqual([
      [third, "DELIVERY_FAILED"],
      [first, "DELIVERED"],
    ]);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe).toMatchObject({ openDeliveries: 1, cashInHand: 150 });
  });
});

describe("assigning riders (the office)", () => {
  it("assigns orders waiting for a rider (confirmed, preparing, ready, or failed), and refuses every other status", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Suresh Babu", phone: "9000022222" });
    const statuses: OrderStatus[] = [
      "PENDING",
      "CONFIRMED",
      "PREPARING",
      "READY_FOR_PICKUP",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
      "DELIVERY_FAILED",
      "REJECTED",
      "CANCELLED",
    ];
    const outcomes: Record<string, string> = {};
    for (const status of statuses) {
      const orderId = await orderAt(status.toLowerCase());
      const result = await gql(admin.agent, ASSIGN_RIDER, { orderId, riderId: rider.id });
      const row = await rowOf(orderId);
      outcomes[status] = `${outcome(result)} ${row.rider_id === rider.id ? "with the rider" : row.rider_id === null ? "without" : "?"}`;
      if (result.data) {
        expect(result.data.assignRider).toMatchObject({
          id: orderId,
          status,
          rider: { id: rider.id, name: "Suresh Babu", phone: "9000022222", onShift: true },
          assignedAt: expect.any(String),
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
      offShift: "RIDER_OFF_SHIFT",
      customer: "NOT_FOUND",
      admin: "NOT_FOUND",
      unknown: "NOT_FOUND",
      notAnId: "NOT_FOUND",
      unknownOrder: "NOT_FOUND",
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
