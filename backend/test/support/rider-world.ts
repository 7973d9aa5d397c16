import { signedInCustomer, signedInStaff } from "./accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./fixtures";
import { errorCode, gql, type GraphQLResult } from "./graphql";
import { insertAddress, insertOrder, kmNorthOfTown } from "./order-fixtures";
import { OFFICE_DELIVERY, placeOrderOf, RIDER_ORDERS, type Person } from "./riders";
import type { SubscriptionSocket } from "./subscriptions";
import { startTestApp, type TestApp } from "./test-app";

/**
 * The world of the riders' test files: an app, a superadmin, two admins, one restaurant with one
 * dish (₹120 offer: an order of one is ₹150 with delivery) and a customer whose address is 2 km
 * north of it. Registers its own hooks; read its fields inside tests and hooks.
 */
export interface RiderWorld {
  app: TestApp;
  superadmin: Person;
  admin: Person;
  secondAdmin: Person;
  restaurant: RestaurantRow;
  pesarattu: MenuItemRow;
  customer: Person & { addressId: string };
  /** Sockets a test opened: closed after each test. */
  sockets: SubscriptionSocket[];
}

export function useRiderWorld(): RiderWorld {
  const world = { sockets: [] as SubscriptionSocket[] } as RiderWorld;
  beforeAll(async () => {
    // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
    world.app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
    world.superadmin = await signedInStaff(world.app, "superadmin");
    world.admin = await signedInStaff(world.app, "admin");
    world.secondAdmin = await signedInStaff(world.app, "admin");
    world.restaurant = await insertRestaurant(world.app.db, { name: "Godavari Tiffins", address: "Station Road, Bhimavaram" });
    await world.app.db.query(`UPDATE restaurants SET phone = '9848012345' WHERE id = $1`, [world.restaurant.id]);
    world.pesarattu = await insertMenuItem(world.app.db, world.restaurant.id, { name: "Pesarattu" });
    const signedIn = await signedInCustomer(world.app, { userName: "Lakshmi Prasanna", phone: "9876501234" });
    world.customer = {
      ...signedIn,
      addressId: await insertAddress(world.app.db, signedIn.id, { phone: "9123456780", ...kmNorthOfTown(2) }),
    };
  });
  afterEach(async () => {
    for (const socket of world.sockets.splice(0)) await socket.close();
  });
  afterAll(() => world.app.stop());
  return world;
}

/** The questions the riders' tests ask of their world. */
export function riderWorldHelpers(world: RiderWorld) {
  return {
    /** An order of the customer written in this status (₹150), as the kitchen and the office would have left it. */
    orderAt: (status: string) =>
      insertOrder(world.app.db, {
        userId: world.customer.id,
        restaurantId: world.restaurant.id,
        restaurantName: world.restaurant.name,
        createdAt: new Date().toISOString(),
        status,
        lines: [{ menuItemId: world.pesarattu.id, name: "Pesarattu", unitPricePaise: 12000, quantity: 1 }],
      }),
    /** A real order through the API, to the customer's address (2 km north of the restaurant). */
    placed: () =>
      placeOrderOf(world.app, world.customer, world.customer.addressId, world.restaurant.id, [
        { menuItemId: world.pesarattu.id, quantity: 1 },
      ]),
    outcome: (result: GraphQLResult) => (result.errors ? String(errorCode(result)) : "answered"),
    rowOf: async (orderId: string) => (await world.app.db.query(`SELECT * FROM orders WHERE id = $1`, [orderId])).rows[0],
    riderOrderIds: async (rider: Person) => (await gql(rider.agent, RIDER_ORDERS)).data!.riderOrders.map((order) => order.id),
    historyOf: async (orderId: string) =>
      (
        await world.app.db.query(
          `SELECT from_status, to_status, changed_by_id, reason FROM order_status_changes WHERE order_id = $1 ORDER BY created_at`,
          [orderId],
        )
      ).rows,
    officeView: async (orderId: string) => (await gql(world.admin.agent, OFFICE_DELIVERY, { search: orderId })).data!.adminOrders.items[0]!,
  };
}
