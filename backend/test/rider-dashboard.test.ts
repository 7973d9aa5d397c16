import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, type GraphQLResult } from "./support/graphql";
import { graphql } from "./gql";
import { insertAddress, insertOrder } from "./support/order-fixtures";
import {
  assign,
  DELIVERY_DASHBOARD,
  kolkataToday,
  MARK_DELIVERED,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  officeMoves,
  pickUpAndDeliver,
  placeOrderOf,
  RIDER_CASH_SUMMARIES,
  RIDER_ORDERS,
  RIDERS,
  signedInRider,
  type Person,
} from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";

/** The office's live orders list with each order's rider, position, pickup and cash: one loader each, not one query per order. */
const OFFICE_ORDERS_WITH_RIDERS = graphql(`
  query OfficeOrdersWithRiders($statuses: [OrderStatus!]) {
    adminOrders(filter: { statuses: $statuses }, limit: 50) {
      total items { id status cashCollected rider { id name phone onShift cashInHand openDeliveries } riderPosition { latitude distanceKm } pickup { name } }
    }
  }
`);

let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
let vada: MenuItemRow; // ₹120 offer: an order of one is ₹150 with delivery
let customer: Person & { addressId: string };

beforeAll(async () => {
  // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Palakollu Vada House" });
  vada = await insertMenuItem(app.db, restaurant.id, { name: "Medu Vada" });
  const signedIn = await signedInCustomer(app);
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id) };
});
afterAll(() => app.stop());

const outcome = (result: GraphQLResult) => (result.errors ? String(errorCode(result)) : "answered");
const dashboard = async () => (await gql(admin.agent, DELIVERY_DASHBOARD)).data!.dashboard;

async function assignedOrder(rider: Person): Promise<{ id: string; total: number }> {
  const order = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: vada.id, quantity: 1 }]);
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  return order;
}

/** Delivered by the rider, `minutes` after the pick-up (the times set as if the ride had taken that long). */
async function deliveredIn(rider: Person, minutes: number): Promise<string> {
  const order = await assignedOrder(rider);
  await pickUpAndDeliver(rider.agent, order.id, order.total);
  await app.db.query(`UPDATE orders SET picked_up_at = delivered_at - make_interval(mins => $2) WHERE id = $1`, [order.id, minutes]);
  return order.id;
}

async function failedBy(rider: Person): Promise<string> {
  const order = await assignedOrder(rider);
  await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
  expect(outcome(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: order.id, reason: "No answer at the door" }))).toBe("answered");
  return order.id;
}

describe("the dashboard's deliveries", () => {
  it("shows each rider's deliveries, failures and minutes to the door over the last 14 days, most deliveries first", async () => {
    const empty = await dashboard();
    expect(empty).toEqual({ averageMinutesToDoor: null, failedDeliveries: 0, riders: [] });

    const anil = await signedInRider(app, superadmin, { userName: "Anil Varma" });
    const bhaskar = await signedInRider(app, superadmin, { userName: "Bhaskar Rao" });
    await deliveredIn(bhaskar, 10);
    await deliveredIn(anil, 20);
    await deliveredIn(anil, 30);
    await failedBy(anil);
    // Outside the window: delivered 20 days ago.
    const old = await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      status: "delivered",
      createdAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
      lines: [{ menuItemId: vada.id, name: "Medu Vada", unitPricePaise: 12000, quantity: 1 }],
    });
    await app.db.query(
      `UPDATE orders SET rider_id = $2, picked_up_at = created_at, delivered_at = created_at + interval '90 minutes', cash_collected_paise = 15000 WHERE id = $1`,
      [old, bhaskar.id],
    );
    // Delivered by the office without a rider: no rider's figure.
    const direct = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: vada.id, quantity: 1 }]);
    await officeMoves(admin.agent, direct.id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");

    expect(await dashboard()).toEqual({
      averageMinutesToDoor: 20,
      failedDeliveries: 1,
      riders: [
        { riderId: anil.id, name: "Anil Varma", deliveries: 2, failedDeliveries: 1, averageMinutesToDoor: 25 },
        { riderId: bhaskar.id, name: "Bhaskar Rao", deliveries: 1, failedDeliveries: 0, averageMinutesToDoor: 10 },
      ],
    });
  });

  it("counts a failed delivery for the rider who could not deliver, even after the office gives the order to another", async () => {
    const before = await dashboard();
    const first = await signedInRider(app, superadmin, { userName: "Chandra First" });
    const second = await signedInRider(app, superadmin, { userName: "Dinesh Second" });
    const orderId = await failedBy(first);
    await assign(admin.agent, orderId, second.id);
    await officeMoves(admin.agent, orderId, "OUT_FOR_DELIVERY");
    const total = (await app.db.query(`SELECT total_paise FROM orders WHERE id = $1`, [orderId])).rows[0].total_paise / 100;
    expect(outcome(await gql(second.agent, MARK_DELIVERED, { orderId, cash: total }))).toBe("answered");

    const after = await dashboard();
    expect(after.failedDeliveries - before.failedDeliveries).toBe(1);
    const figures = (riderId: string) => {
      const row = after.riders.find((entry) => entry.riderId === riderId);
      return row ? { deliveries: row.deliveries, failedDeliveries: row.failedDeliveries } : "not listed";
    };
    expect({ first: figures(first.id), second: figures(second.id) }).toEqual({
      first: { deliveries: 0, failedDeliveries: 1 },
      second: { deliveries: 1, failedDeliveries: 0 },
    });
  });
});

describe("SQL statements per operation, whatever the number of riders", () => {
  let batch = 0;

  /** Riders written straight into the database, on shift, each with an order open and one delivered with cash, and a handover. */
  async function moreRiders(count: number): Promise<string[]> {
    batch += 1;
    const { rows } = await app.db.query(
      `INSERT INTO users (user_name, email, phone, password_hash, role, is_verified)
       SELECT 'Bulk Rider ' || $1 || '-' || i, 'bulk-rider-' || $1 || '-' || i || '@example.com', '9000000000', 'x', 'rider', true
         FROM generate_series(1, $2) AS i RETURNING id`,
      [`${batch}.${Date.now()}`, count],
    );
    const ids: string[] = rows.map((row: { id: string }) => row.id);
    for (const riderId of ids) {
      await app.db.query(`INSERT INTO riders (user_id, on_shift) VALUES ($1, true)`, [riderId]);
      const line = [{ menuItemId: vada.id, name: "Medu Vada", unitPricePaise: 12000, quantity: 1 }];
      const now = new Date().toISOString();
      const open = await insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        createdAt: now,
        status: "out_for_delivery",
        lines: line,
      });
      await app.db.query(`UPDATE orders SET rider_id = $2, assigned_at = now(), picked_up_at = now() WHERE id = $1`, [open, riderId]);
      await app.db.query(`INSERT INTO delivery_positions (order_id, rider_id, latitude, longitude) VALUES ($1, $2, 16.54, 81.52)`, [
        open,
        riderId,
      ]);
      const done = await insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        createdAt: now,
        status: "delivered",
        lines: line,
      });
      await app.db.query(
        `UPDATE orders SET rider_id = $2, picked_up_at = now(), delivered_at = now(), cash_collected_paise = 15000 WHERE id = $1`,
        [done, riderId],
      );
      await app.db.query(
        `INSERT INTO cash_handovers (id, rider_id, amount_paise, expected_paise, recorded_by_id) VALUES ($1, $2, 10000, 10000, $3)`,
        [randomUUID(), riderId, admin.id],
      );
    }
    return ids;
  }

  const statementsOf = async (send: () => Promise<GraphQLResult>) => {
    let result: GraphQLResult | null = null;
    const { count } = await app.countQueries(async () => {
      result = await send();
    });
    expect(result!.errors).toBeUndefined();
    return count;
  };

  it("answers riders(onShift), riderCashSummaries, the office's order list with riders and a rider's orders in the same statements for 2 riders as for 8", async () => {
    const rider = await signedInRider(app, superadmin);
    await assignedOrder(rider);
    await moreRiders(2);
    const operations: Record<string, () => Promise<GraphQLResult>> = {
      riders: () => gql(admin.agent, RIDERS, { onShift: true }),
      riderCashSummaries: () => gql(admin.agent, RIDER_CASH_SUMMARIES, { date: kolkataToday() }),
      adminOrdersWithRiders: () =>
        gql(admin.agent, OFFICE_ORDERS_WITH_RIDERS, { statuses: ["OUT_FOR_DELIVERY", "DELIVERED", "PREPARING"] }),
      riderOrders: () => gql(rider.agent, RIDER_ORDERS),
    };
    const few: Record<string, number> = {};
    for (const [name, send] of Object.entries(operations)) few[name] = await statementsOf(send);

    await moreRiders(6);
    for (let more = 0; more < 3; more += 1) await assignedOrder(rider);
    const many: Record<string, number> = {};
    for (const [name, send] of Object.entries(operations)) many[name] = await statementsOf(send);
    expect((await gql(admin.agent, RIDER_CASH_SUMMARIES, { date: kolkataToday() })).data!.riderCashSummaries.length).toBeGreaterThanOrEqual(
      9,
    );
    expect((await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders).toHaveLength(4);

    expect(many).toEqual(few);
    // The session's user, then: the riders; the days and their handovers; the page and one statement per loader; the orders and one per loader.
    expect([few.riders, few.riderCashSummaries]).toEqual([2, 3]);
    expect(few.adminOrdersWithRiders).toBeLessThanOrEqual(5);
    expect(few.riderOrders).toBeLessThanOrEqual(5);
  });
});
