import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import request from "supertest";
import { startServer, type RunningServer } from "../src/server";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { documentText, gql } from "./support/graphql";
import { ORDER_STATUS_UPDATES, PLACE_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress } from "./support/order-fixtures";
import { eventually, openSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";
import { TEST_REDIS_URL } from "./support/test-env";
import { graphql } from "./gql";
import type { PlaceOrderMutationVariables } from "./gql/graphql";

const PLACED = graphql(`
  subscription OrderPlacedIds { orderPlaced { id status } }
`);

/** A customer with an address and a dosa in the cart, ready to place an order. */
async function readyCustomer(app: TestApp) {
  const restaurant = await insertRestaurant(app.db);
  const dosa = await insertMenuItem(app.db, restaurant.id);
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id);
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
  return { ...customer, addressId };
}

const placeInput = (addressId: string): PlaceOrderMutationVariables => ({ i: { addressId, idempotencyKey: randomUUID() } });

describe("two backend processes behind one load balancer, sharing only Redis (and the database)", () => {
  let app: TestApp;
  let peer: RunningServer;
  let peerUrl: string;
  let redis: Redis;

  beforeAll(async () => {
    app = await startTestApp();
    peer = await app.startPeer();
    peerUrl = `http://127.0.0.1:${peer.port}`;
    redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    await redis.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    await app.stop();
  });

  it("delivers an order placed through one node, and its status change made through the other, to subscribers on both", async () => {
    expect(peer.port).not.toBe(app.running.port);
    // Each node has its own event bus and Redis connections: only Redis can carry an event across.
    expect(peer.events).not.toBe(app.running.events);
    const customer = await readyCustomer(app);
    const admin = await signedInStaff(app, "admin");
    const customerOnPeer = openSocket(peerUrl, { cookie: customer.cookie });
    const adminOnFirst = openSocket(app.url, { cookie: admin.cookie });
    const published: Array<{ order: { id: string; status: string } }> = [];
    redis.on("message", (_channel: string, message: string) => published.push(JSON.parse(message)));
    await redis.subscribe(`${app.config.redisPrefix}events:ORDER_UPDATED`);

    try {
      const updates = customerOnPeer.subscribe(ORDER_STATUS_UPDATES);
      const placed = adminOnFirst.subscribe(PLACED);
      await eventually(
        "one subscription live on each node",
        () => peer.events.liveSubscriptions() === 1 && app.running.events.liveSubscriptions() === 1,
      );

      // Placed through the peer (the session cookie works there: sessions live in Redis).
      const placing = await request(peerUrl)
        .post("/graphql")
        .set("Cookie", customer.cookie)
        .send({ query: documentText(PLACE_ORDER), variables: placeInput(customer.addressId) });
      expect(placing.body.errors).toBeUndefined();
      const orderId: string = placing.body.data.placeOrder.id;
      await eventually("the admin on the first node hears of it", () => placed.results.length === 1);
      expect(placed.results[0]!.data).toEqual({ orderPlaced: { id: orderId, status: "PENDING" } });

      // Confirmed through the first node; the customer listens on the peer.
      const confirmed = await gql(admin.agent, UPDATE_ORDER_STATUS, { id: orderId, status: "CONFIRMED" });
      expect(confirmed.errors).toBeUndefined();
      await eventually("the customer on the peer hears of it", () => updates.results.length === 1);
      expect(updates.results[0]!.data).toEqual({ orderUpdated: { id: orderId, status: "CONFIRMED", allowedNextStatuses: [] } });
      await eventually("the change went through Redis under the app's prefix", () => published.length === 1);
      expect(published[0]!.order).toMatchObject({ id: orderId, status: "confirmed" });
    } finally {
      await redis.unsubscribe();
      await customerOnPeer.close();
      await adminOnFirst.close();
    }
  });

  it("stopping a node closes its websockets as going away (1001) and ends their subscriptions", async () => {
    const customer = await readyCustomer(app);
    const second = await startServer(app.config);
    const socket = openSocket(`http://127.0.0.1:${second.port}`, { cookie: customer.cookie });
    let closeCode: number | undefined;
    socket.client.on("closed", (event) => {
      closeCode = (event as { code: number }).code;
    });
    const updates = socket.subscribe(ORDER_STATUS_UPDATES);
    await eventually("the subscription is live", () => second.events.liveSubscriptions() === 1);

    await second.stop();
    await eventually("the socket closed", () => closeCode !== undefined);
    expect(closeCode).toBe(1001);
    expect(second.events.liveSubscriptions()).toBe(0);
    expect(updates.results).toEqual([]);
  });
});

describe("the embedded default: no Redis, one process, an in-process bus", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ redisUrl: null });
  });
  afterAll(() => app.stop());

  it("delivers a status change to the customer's subscription (sessions read from Postgres)", async () => {
    const customer = await readyCustomer(app);
    const admin = await signedInStaff(app, "admin");
    const placed = await gql(customer.agent, PLACE_ORDER, placeInput(customer.addressId));
    expect(placed.errors).toBeUndefined();
    const orderId: string = placed.data!.placeOrder.id;
    const socket = openSocket(app.url, { cookie: customer.cookie });
    try {
      const updates = socket.subscribe(ORDER_STATUS_UPDATES);
      await eventually("the subscription is live", () => app.running.events.liveSubscriptions() === 1);
      const confirmed = await gql(admin.agent, UPDATE_ORDER_STATUS, { id: orderId, status: "CONFIRMED" });
      expect(confirmed.errors).toBeUndefined();
      await eventually("the customer hears of it", () => updates.results.length === 1);
      expect(updates.results[0]!.data).toEqual({ orderUpdated: { id: orderId, status: "CONFIRMED", allowedNextStatuses: [] } });
    } finally {
      await socket.close();
    }
  });
});
