import { signedInCustomer } from "../support/accounts";
import { changeOf, type AuditScenario, type AuditWorld } from "../support/audit";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "../support/fixtures";
import { gql, ok } from "../support/graphql";
import { addStaff } from "../support/kitchen";
import { SEND_BROADCAST } from "../support/operations";
import { insertOrder } from "../support/order-fixtures";
import { ANSWER_ORDER_PROBLEM, REPORT_ORDER_PROBLEM } from "../support/order-problems";
import { HIDE_REVIEW, RATE_ORDER, REPLY_TO_REVIEW } from "../support/reviews";
import {
  assign,
  pickUpAndDeliver,
  RECORD_CASH_HANDOVER,
  SET_RIDER_ON_SHIFT,
  signedInRider,
  UNASSIGN_RIDER,
  type Person,
} from "../support/riders";
import { CONFIRM_UPI_PAYMENT } from "../support/upi";

/**
 * The audit test's scenarios for deliveries, cash, broadcasts, reviews and help requests
 * (test/audit-trail.test.ts): riders' orders and shifts, cash handovers, UPI confirmations, a
 * superadmin's broadcast, a review hidden and replied to, a help request answered.
 */

/** One restaurant, a customer, an on-shift rider and a kitchen member, shared by the scenarios: sign-ups from one IP are limited. */
interface DeliveryWorld {
  restaurant: RestaurantRow;
  dosa: MenuItemRow;
  customer: Person;
  rider: Person;
  cook: Person;
}

const worlds = new WeakMap<AuditWorld, Promise<DeliveryWorld>>();

async function arrange({ app, superadmin }: AuditWorld): Promise<DeliveryWorld> {
  const restaurant = await insertRestaurant(app.db, { name: "Audit Tiffins" });
  const dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  const customer = await signedInCustomer(app, { userName: "Audit Customer" });
  const rider = await signedInRider(app, superadmin, { userName: "Audit Rider" });
  const cook = await signedInCustomer(app, { userName: "Audit Cook" });
  await addStaff(superadmin.agent, restaurant.id, cook.email);
  return { restaurant, dosa, customer, rider, cook };
}

const deliveryWorld = (world: AuditWorld): Promise<DeliveryWorld> => {
  let arranged = worlds.get(world);
  if (!arranged) {
    arranged = arrange(world);
    worlds.set(world, arranged);
  }
  return arranged;
};

/** The customer's order of one dosa (₹120 + ₹30 delivery: ₹150), written in this status. */
const orderAt = (world: AuditWorld, { restaurant, dosa, customer }: DeliveryWorld, status: string) =>
  insertOrder(world.app.db, {
    userId: customer.id,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    createdAt: new Date().toISOString(),
    status,
    lines: [{ menuItemId: dosa.id, name: dosa.name, unitPricePaise: 12000, quantity: 1 }],
  });

/** An order delivered a minute ago, as the rider's markDelivered leaves it (cash by default). */
async function deliveredOrder(world: AuditWorld, delivery: DeliveryWorld): Promise<string> {
  const orderId = await orderAt(world, delivery, "delivered");
  await world.app.db.query(`UPDATE orders SET delivered_at = now() - interval '1 minute' WHERE id = $1`, [orderId]);
  return orderId;
}

/** A delivered order the customer rated: the review staff hide or answer. */
async function review(world: AuditWorld, delivery: DeliveryWorld): Promise<string> {
  const orderId = await deliveredOrder(world, delivery);
  const rated = ok(await gql(delivery.customer.agent, RATE_ORDER, { orderId, input: { foodRating: 2, comment: "Cold and late" } }));
  return rated.rateOrder.id;
}

/** The shared rider's id, for the checks of the assignments (a check sees the entry only). */
let riderId = "";

const asSuperadmin = (world: AuditWorld, entityId: string, entityName: string) =>
  ({ actorName: world.superadmin.userName, actorKind: "PERSON", entityId, entityName }) as const;

/** The order's #ID as staff see it (Order.shortId): what its entries are named. */
const hashId = (orderId: string) => `#${orderId.slice(-6).toUpperCase()}`;

export const scenarios: AuditScenario[] = [
  {
    mutation: "assignRider",
    entityType: "ORDER",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const orderId = await orderAt(world, delivery, "confirmed");
      riderId = delivery.rider.id;
      await assign(world.superadmin.agent, orderId, riderId);
      return asSuperadmin(world, orderId, hashId(orderId));
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "riderId", before: null, after: riderId }]),
  },
  {
    mutation: "unassignRider",
    entityType: "ORDER",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const orderId = await orderAt(world, delivery, "confirmed");
      riderId = delivery.rider.id;
      await assign(world.superadmin.agent, orderId, riderId);
      ok(await gql(world.superadmin.agent, UNASSIGN_RIDER, { orderId }));
      return asSuperadmin(world, orderId, hashId(orderId));
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "riderId", before: riderId, after: null }]),
  },
  {
    mutation: "setRiderOnShift",
    entityType: "RIDER",
    run: async (world) => {
      // A rider of their own: the shared one keeps open deliveries, and so stays on shift.
      const rider = await signedInRider(world.app, world.superadmin, { userName: "Shift Rider", onShift: false });
      ok(await gql(rider.agent, SET_RIDER_ON_SHIFT, { onShift: true }));
      return { actorName: rider.userName, actorKind: "PERSON", entityId: rider.id, entityName: "Shift Rider" };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "onShift", before: false, after: true }]),
  },
  {
    mutation: "recordCashHandover",
    entityType: "CASH_HANDOVER",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const orderId = await orderAt(world, delivery, "ready_for_pickup");
      await assign(world.superadmin.agent, orderId, delivery.rider.id);
      await pickUpAndDeliver(delivery.rider.agent, orderId, 150);
      const handover = ok(
        await gql(world.superadmin.agent, RECORD_CASH_HANDOVER, { riderId: delivery.rider.id, amount: 140, note: "₹10 short" }),
      );
      return asSuperadmin(world, handover.recordCashHandover.id, "Audit Rider");
    },
    check: (entry) => {
      expect(changeOf(entry, "amountPaise")).toEqual({ field: "amountPaise", before: null, after: 14000 });
      expect(changeOf(entry, "expectedPaise")).toEqual({ field: "expectedPaise", before: null, after: 15000 });
      expect(changeOf(entry, "note")).toEqual({ field: "note", before: null, after: "₹10 short" });
    },
  },
  {
    mutation: "confirmUpiPayment",
    entityType: "ORDER",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const orderId = await deliveredOrder(world, delivery);
      // Paid by UPI at the door, as the rider's markDelivered records it.
      await world.app.db.query(
        `UPDATE orders SET rider_id = $2, pay_at_door_by = 'UPI', paid_by = 'UPI', upi_reference = '412345678901' WHERE id = $1`,
        [orderId, delivery.rider.id],
      );
      ok(await gql(world.superadmin.agent, CONFIRM_UPI_PAYMENT, { orderId }));
      return asSuperadmin(world, orderId, hashId(orderId));
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "upiConfirmedAt", before: null, after: expect.any(String) }]),
  },
  {
    mutation: "sendBroadcast",
    entityType: "BROADCAST",
    run: async (world) => {
      // The audit test's app has Web Push keys (audit-trail.test.ts): without them broadcasts are refused.
      const input = { title: "Sankranti offers", body: "20% off on sweets till Sunday.", audience: "STAFF" as const };
      const sent = ok(await gql(world.superadmin.agent, SEND_BROADCAST, { input }));
      return asSuperadmin(world, sent.sendBroadcast.id, "Sankranti offers");
    },
    check: (entry) => {
      expect(changeOf(entry, "audience")).toEqual({ field: "audience", before: null, after: "staff" });
      expect(changeOf(entry, "title")).toEqual({ field: "title", before: null, after: "Sankranti offers" });
      expect(changeOf(entry, "delivered")).toEqual({ field: "delivered", before: null, after: 0 });
      expect(changeOf(entry, "body")).toBeUndefined();
    },
  },
  {
    mutation: "hideReview",
    entityType: "REVIEW",
    run: async (world) => {
      const reviewId = await review(world, await deliveryWorld(world));
      ok(await gql(world.superadmin.agent, HIDE_REVIEW, { reviewId, reason: "Abusive words" }));
      // The restaurant's name, never the customer's who wrote it.
      return asSuperadmin(world, reviewId, "Audit Tiffins");
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        { field: "hidden", before: false, after: true },
        { field: "hiddenReason", before: null, after: "Abusive words" },
      ]),
  },
  {
    mutation: "replyToReview",
    entityType: "REVIEW",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const reviewId = await review(world, delivery);
      ok(await gql(delivery.cook.agent, REPLY_TO_REVIEW, { reviewId, text: "Sorry, we will do better." }));
      return { actorName: delivery.cook.userName, actorKind: "PERSON", entityId: reviewId, entityName: "Audit Tiffins" };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "reply", before: null, after: "Sorry, we will do better." }]),
  },
  {
    mutation: "answerOrderProblem",
    entityType: "ORDER_PROBLEM",
    run: async (world) => {
      const delivery = await deliveryWorld(world);
      const orderId = await deliveredOrder(world, delivery);
      const input = { kind: "MISSING_ITEM" as const, text: "The chutney was missing" };
      const reported = ok(await gql(delivery.customer.agent, REPORT_ORDER_PROBLEM, { orderId, input }));
      const id = reported.reportOrderProblem.id;
      ok(await gql(world.superadmin.agent, ANSWER_ORDER_PROBLEM, { id, text: "Refunded ₹20 in cash with the next order", resolve: true }));
      return asSuperadmin(world, id, hashId(orderId));
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        { field: "answer", before: null, after: "Refunded ₹20 in cash with the next order" },
        { field: "status", before: "OPEN", after: "RESOLVED" },
      ]),
  },
];
