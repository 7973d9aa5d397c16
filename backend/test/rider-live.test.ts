import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, TOWN, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, type GraphQLResult } from "./support/graphql";
import { addStaff, MARK_ORDER_READY } from "./support/kitchen";
import { insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import {
  assign,
  CUSTOMER_DELIVERY,
  MARK_DELIVERED,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  OFFICE_DELIVERY,
  officeMoves,
  ORDER_DELIVERY_UPDATES,
  placeOrderOf,
  RIDER_ORDER_CHANGED,
  SHARE_RIDER_POSITION,
  signedInRider,
  UNASSIGN_RIDER,
  type Person,
} from "./support/riders";
import { errorCodes, eventually, openSocket, type LiveSubscription, type SubscriptionSocket } from "./support/subscriptions";
import { POSITION_LIMIT } from "../src/modules/riders/rider.service";
import { startTestApp, type TestApp } from "./support/test-app";
import type { OrderDeliveryUpdatesSubscription, RiderOrderChangedSubscription } from "./gql/graphql";

let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
let idli: MenuItemRow; // ₹120 offer: an order of one is ₹150 with delivery
/** Her door is 2 km north of the restaurant. */
let customer: Person & { addressId: string };
/** His saved address has no location. */
let unmapped: Person & { addressId: string };
const sockets: SubscriptionSocket[] = [];

beforeAll(async () => {
  // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Annapurna Tiffins" });
  idli = await insertMenuItem(app.db, restaurant.id, { name: "Idli" });
  const her = await signedInCustomer(app, { userName: "Padma Latha" });
  customer = { ...her, addressId: await insertAddress(app.db, her.id, kmNorthOfTown(2)) };
  const him = await signedInCustomer(app, { userName: "Mohan Rao" });
  unmapped = { ...him, addressId: await insertAddress(app.db, him.id) };
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) await socket.close();
  await eventually("the closed sockets' subscriptions ended", () => app.running.events.liveSubscriptions() === 0);
});
afterAll(() => app.stop());

const outcome = (result: GraphQLResult) => (result.errors ? String(errorCode(result)) : "answered");
const positionRows = async (orderId: string) =>
  (await app.db.query(`SELECT latitude, longitude, accuracy_meters, rider_id FROM delivery_positions WHERE order_id = $1`, [orderId])).rows;

/** An order of the customer's, placed through the API and taken out for delivery by the rider. */
async function outForDelivery(rider: Person, who: Person & { addressId: string } = customer): Promise<{ id: string; total: number }> {
  const order = await placeOrderOf(app, who, who.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  expect(outcome(await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id }))).toBe("answered");
  return order;
}

function listen<T>(person: Person | null, subscribe: (socket: SubscriptionSocket) => LiveSubscription<T>): LiveSubscription<T> {
  const socket = openSocket(app.url, person ? { cookie: person.cookie } : {});
  sockets.push(socket);
  return subscribe(socket);
}

const whenLive = (count: number) => eventually(`${count} subscriptions live`, () => app.running.events.liveSubscriptions() === count);

describe("the rider's shared position", () => {
  it("reaches the customer, live, with how far the rider is and when they should arrive", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Kiran Kumar" });
    const order = await outForDelivery(rider);
    const customerPage = listen(customer, (socket) => socket.subscribe(ORDER_DELIVERY_UPDATES));
    const officePage = listen(admin, (socket) => socket.subscribe(ORDER_DELIVERY_UPDATES));
    await whenLive(2);

    const before = Date.now();
    const shared = await gql(rider.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude, lng: TOWN.longitude, accuracy: 12 });
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.shareRiderPosition.map((o) => o.id)).toEqual([order.id]);
    expect(await positionRows(order.id)).toEqual([
      { latitude: TOWN.latitude, longitude: TOWN.longitude, accuracy_meters: 12, rider_id: rider.id },
    ]);

    const seen = (await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data!.order.riderPosition!;
    expect(seen).toMatchObject({ latitude: TOWN.latitude, longitude: TOWN.longitude, distanceKm: 2 });
    const recordedAt = new Date(seen.recordedAt).getTime();
    expect(recordedAt).toBeGreaterThanOrEqual(before - 1000);
    // 2 km as the crow flies: about 2.6 km of road at 18 km/h, plus two minutes at the door.
    const minutesAway = (new Date(seen.estimatedArrivalAt!).getTime() - recordedAt) / 60_000;
    expect(minutesAway).toBeGreaterThan(9);
    expect(minutesAway).toBeLessThan(13);

    type Heard = OrderDeliveryUpdatesSubscription["orderUpdated"];
    const positionsHeard = (live: LiveSubscription<OrderDeliveryUpdatesSubscription>) =>
      live.results.map((result) => result.data?.orderUpdated).filter((o): o is Heard => o?.id === order.id && o.riderPosition !== null);
    await eventually("the customer sees the rider move", () => positionsHeard(customerPage).length === 1);
    await eventually("the office sees the rider move", () => positionsHeard(officePage).length === 1);
    expect(positionsHeard(customerPage)[0]).toMatchObject({
      status: "OUT_FOR_DELIVERY",
      rider: { name: "Kiran", onShift: null },
      riderPosition: { latitude: TOWN.latitude, distanceKm: 2 },
    });

    // Nearer: only the latest position is kept, and the estimate comes closer.
    const nearer = kmNorthOfTown(1);
    await gql(rider.agent, SHARE_RIDER_POSITION, { lat: nearer.latitude, lng: nearer.longitude });
    expect(await positionRows(order.id)).toEqual([{ ...nearer, accuracy_meters: null, rider_id: rider.id }]);
    await eventually("the customer sees the rider come nearer", () => positionsHeard(customerPage).length === 2);
    const closer = positionsHeard(customerPage)[1]!.riderPosition!;
    expect(closer).toMatchObject({ ...nearer, distanceKm: 1 });
    expect(new Date(closer.estimatedArrivalAt!).getTime()).toBeLessThan(new Date(seen.estimatedArrivalAt!).getTime());
    expect((await gql(admin.agent, OFFICE_DELIVERY, { search: order.id })).data!.adminOrders.items[0]!.riderPosition).toMatchObject({
      ...nearer,
      distanceKm: 1,
    });
  });

  it("is kept on each of the rider's orders out for delivery, without a distance where the address has no location", async () => {
    const rider = await signedInRider(app, superadmin);
    const mapped = await outForDelivery(rider);
    const unknownDoor = await outForDelivery(rider, unmapped);
    const shared = await gql(rider.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude, lng: TOWN.longitude });
    expect(shared.data!.shareRiderPosition.map((o) => o.id).sort()).toEqual([mapped.id, unknownDoor.id].sort());
    const forHim = (await gql(unmapped.agent, CUSTOMER_DELIVERY, { id: unknownDoor.id })).data!.order.riderPosition;
    expect(forHim).toMatchObject({ latitude: TOWN.latitude, longitude: TOWN.longitude, distanceKm: null, estimatedArrivalAt: null });
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: mapped.id })).data!.order.riderPosition?.distanceKm).toBe(2);
    for (const order of [mapped, unknownDoor]) await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
  });

  it("is refused while none of the rider's orders is out for delivery, and nothing is kept", async () => {
    const rider = await signedInRider(app, superadmin);
    const refusedEmpty = await gql(rider.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude, lng: TOWN.longitude });
    expect(errorCode(refusedEmpty)).toBe("DELIVERY_NOT_ACTIVE");
    const order = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING", "READY_FOR_PICKUP");
    await assign(admin.agent, order.id, rider.id);
    // Assigned and ready, but not yet picked up: no position yet.
    expect(errorCode(await gql(rider.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude, lng: TOWN.longitude }))).toBe(
      "DELIVERY_NOT_ACTIVE",
    );
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM delivery_positions WHERE rider_id = $1`, [rider.id]);
    expect(rows[0].n).toBe(0);
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: order.id })).data!.order.riderPosition).toBeNull();
  });

  it("stops being accepted, and is forgotten, once the order is delivered or its delivery failed", async () => {
    const rider = await signedInRider(app, superadmin);
    const here = { lat: TOWN.latitude, lng: TOWN.longitude };

    const delivered = await outForDelivery(rider);
    expect(outcome(await gql(rider.agent, SHARE_RIDER_POSITION, here))).toBe("answered");
    expect(await positionRows(delivered.id)).toHaveLength(1);
    expect(outcome(await gql(rider.agent, MARK_DELIVERED, { orderId: delivered.id, cash: delivered.total }))).toBe("answered");
    expect(await positionRows(delivered.id)).toEqual([]);
    expect(errorCode(await gql(rider.agent, SHARE_RIDER_POSITION, here))).toBe("DELIVERY_NOT_ACTIVE");
    expect(await positionRows(delivered.id)).toEqual([]);
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: delivered.id })).data!.order.riderPosition).toBeNull();

    const failed = await outForDelivery(rider);
    expect(outcome(await gql(rider.agent, SHARE_RIDER_POSITION, here))).toBe("answered");
    expect(outcome(await gql(rider.agent, MARK_DELIVERY_FAILED, { orderId: failed.id, reason: "Gate locked, no answer" }))).toBe(
      "answered",
    );
    expect(await positionRows(failed.id)).toEqual([]);
    expect(errorCode(await gql(rider.agent, SHARE_RIDER_POSITION, here))).toBe("DELIVERY_NOT_ACTIVE");
    expect(await positionRows(failed.id)).toEqual([]);
    expect((await gql(customer.agent, CUSTOMER_DELIVERY, { id: failed.id })).data!.order.riderPosition).toBeNull();

    // The office sends it out again: the rider's position is taken again.
    await officeMoves(admin.agent, failed.id, "OUT_FOR_DELIVERY");
    expect(outcome(await gql(rider.agent, SHARE_RIDER_POSITION, here))).toBe("answered");
    expect(await positionRows(failed.id)).toHaveLength(1);
    await gql(rider.agent, MARK_DELIVERED, { orderId: failed.id, cash: failed.total });
    expect(await positionRows(failed.id)).toEqual([]);
  });

  it("keeps no position that arrives at the moment the order is delivered", async () => {
    const rider = await signedInRider(app, superadmin);
    for (let round = 0; round < 3; round += 1) {
      const order = await outForDelivery(rider);
      const share = () => gql(rider.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude + round / 1000, lng: TOWN.longitude });
      const [delivered, ...shares] = await Promise.all([
        gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total }),
        share(),
        share(),
        share(),
        share(),
      ]);
      expect(outcome(delivered)).toBe("answered");
      for (const result of shares) expect(["answered", "DELIVERY_NOT_ACTIVE"]).toContain(outcome(result));
      expect(await positionRows(order.id)).toEqual([]);
    }
  });

  it("takes at most 30 positions a minute from one rider, and another rider's positions still", async () => {
    const [busy, calm] = [await signedInRider(app, superadmin), await signedInRider(app, superadmin)];
    const [busyOrder, calmOrder] = [await outForDelivery(busy), await outForDelivery(calm)];
    const here = { lat: TOWN.latitude, lng: TOWN.longitude };
    const answers = [];
    for (let sent = 0; sent < POSITION_LIMIT.points + 1; sent += 1)
      answers.push(outcome(await gql(busy.agent, SHARE_RIDER_POSITION, here)));
    expect(answers.slice(0, POSITION_LIMIT.points).every((answer) => answer === "answered")).toBe(true);
    expect(answers[POSITION_LIMIT.points]).toBe("RATE_LIMITED");
    expect(outcome(await gql(calm.agent, SHARE_RIDER_POSITION, here))).toBe("answered");
    // The limit holds back positions only: the delivery itself goes on.
    expect(outcome(await gql(busy.agent, MARK_DELIVERED, { orderId: busyOrder.id, cash: busyOrder.total }))).toBe("answered");
    await gql(calm.agent, MARK_DELIVERED, { orderId: calmOrder.id, cash: calmOrder.total });
  });

  it("refuses coordinates off the globe and a negative accuracy", async () => {
    const rider = await signedInRider(app, superadmin);
    const order = await outForDelivery(rider);
    const wrong = [
      { lat: 90.5, lng: 81 },
      { lat: -91, lng: 81 },
      { lat: 16.5, lng: 180.01 },
      { lat: 16.5, lng: -181 },
      { lat: 16.5, lng: 81, accuracy: -1 },
    ];
    for (const position of wrong) {
      const refused = await gql(rider.agent, SHARE_RIDER_POSITION, position);
      expect(`${JSON.stringify(position)} ${errorCode(refused)}`).toBe(`${JSON.stringify(position)} BAD_USER_INPUT`);
    }
    expect(await positionRows(order.id)).toEqual([]);
    await gql(rider.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
  });
});

describe("riderOrderChanged", () => {
  type Change = RiderOrderChangedSubscription["riderOrderChanged"];
  const heard = (live: LiveSubscription<RiderOrderChangedSubscription>) =>
    live.results.map((result) => result.data?.riderOrderChanged).filter((change): change is Change => change !== undefined);
  const short = (changes: Change[]) =>
    changes.map((change) => `${change.orderId.slice(0, 8)}:${change.status}:${change.assignedToMe ? "mine" : "taken"}`);
  const as = (orderId: string, status: string, mine: boolean) => `${orderId.slice(0, 8)}:${status}:${mine ? "mine" : "taken"}`;

  it("tells the rider of an order assigned to them, of the kitchen marking it ready, and the previous rider of its reassignment", async () => {
    const ravi = await signedInRider(app, superadmin);
    const sita = await signedInRider(app, superadmin);
    const gopi = await signedInRider(app, superadmin);
    const cook = await signedInCustomer(app);
    await addStaff(admin.agent, restaurant.id, cook.email);
    const raviFeed = listen(ravi, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const sitaFeed = listen(sita, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    await whenLive(2);

    // Gopi's order is nobody else's business.
    const gopis = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 2 }]);
    await officeMoves(admin.agent, gopis.id, "CONFIRMED");
    await assign(admin.agent, gopis.id, gopi.id);

    const order = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    await officeMoves(admin.agent, order.id, "CONFIRMED");
    await assign(admin.agent, order.id, ravi.id);
    await eventually("Ravi hears of the assignment", () => heard(raviFeed).length === 1);
    expect(short(heard(raviFeed))).toEqual([as(order.id, "CONFIRMED", true)]);

    expect(outcome(await gql(cook.agent, MARK_ORDER_READY, { id: order.id }))).toBe("answered");
    await eventually("Ravi hears the food is ready", () => heard(raviFeed).length === 2);
    expect(short(heard(raviFeed)).at(-1)).toBe(as(order.id, "READY_FOR_PICKUP", true));

    await assign(admin.agent, order.id, sita.id);
    await eventually("both hear of the reassignment", () => heard(raviFeed).length === 3 && heard(sitaFeed).length === 1);
    expect(short(heard(raviFeed)).at(-1)).toBe(as(order.id, "READY_FOR_PICKUP", false));
    expect(short(heard(sitaFeed))).toEqual([as(order.id, "READY_FOR_PICKUP", true)]);

    // Sita's own moves reach her feed; her position does not (it is hers), nor does anything reach Ravi.
    await gql(sita.agent, MARK_PICKED_UP, { orderId: order.id });
    await gql(sita.agent, SHARE_RIDER_POSITION, { lat: TOWN.latitude, lng: TOWN.longitude });
    await gql(sita.agent, MARK_DELIVERED, { orderId: order.id, cash: order.total });
    await eventually("Sita hears of the delivery", () => heard(sitaFeed).some((change) => change.status === "DELIVERED"));

    // Taken off an order before pick-up: the rider hears it is no longer theirs.
    const second = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 3 }]);
    await officeMoves(admin.agent, second.id, "CONFIRMED");
    await assign(admin.agent, second.id, ravi.id);
    await gql(admin.agent, UNASSIGN_RIDER, { orderId: second.id });
    await eventually("Ravi hears of the order taken from him", () => heard(raviFeed).length === 5);

    expect(short(heard(raviFeed))).toEqual([
      as(order.id, "CONFIRMED", true),
      as(order.id, "READY_FOR_PICKUP", true),
      as(order.id, "READY_FOR_PICKUP", false),
      as(second.id, "CONFIRMED", true),
      as(second.id, "CONFIRMED", false),
    ]);
    expect(short(heard(sitaFeed))).toEqual([
      as(order.id, "READY_FOR_PICKUP", true),
      as(order.id, "OUT_FOR_DELIVERY", true),
      as(order.id, "DELIVERED", true),
    ]);
    expect([...raviFeed.results, ...sitaFeed.results].every((result) => result.errors === undefined)).toBe(true);
  });

  it("tells the customer's order page of the rider assigned", async () => {
    const rider = await signedInRider(app, superadmin, { userName: "Kiran Kumar", phone: "9876543213" });
    const page = listen(customer, (socket) => socket.subscribe(ORDER_DELIVERY_UPDATES));
    await whenLive(1);
    const order = await placeOrderOf(app, customer, customer.addressId, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    await officeMoves(admin.agent, order.id, "CONFIRMED");
    await assign(admin.agent, order.id, rider.id);
    const withRider = () => page.results.map((result) => result.data?.orderUpdated).find((o) => o?.id === order.id && o.rider !== null);
    await eventually("the customer hears who brings the food", () => withRider() !== undefined);
    expect(withRider()).toMatchObject({
      status: "CONFIRMED",
      rider: { name: "Kiran", phone: "9876543213", onShift: null, cashInHand: null },
    });
  });

  it("refuses to start for customers, admins and anonymous callers", async () => {
    const customerFeed = listen(customer, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const adminFeed = listen(admin, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const superadminFeed = listen(superadmin, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const anonymousFeed = listen(null, (socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const feeds = [customerFeed, adminFeed, superadminFeed, anonymousFeed];
    await eventually("all refused", () => feeds.every((live) => live.error !== undefined || live.completed || live.results.length > 0));
    expect(feeds.map(errorCodes)).toEqual([["FORBIDDEN"], ["FORBIDDEN"], ["FORBIDDEN"], ["UNAUTHENTICATED"]]);
    expect(app.running.events.liveSubscriptions()).toBe(0);
  });
});
