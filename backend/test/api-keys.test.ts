import { createHash } from "node:crypto";
import request from "supertest";
import { createLogger } from "../src/common/logger";
import { startServer } from "../src/server";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { API_KEYS, CREATE_API_KEY, createApiKey, keyAgent, RESTAURANT_ORDERS, REVOKE_API_KEY } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, TOWN } from "./support/fixtures";
import { ACCEPT_ORDER, MARK_ORDER_READY, SET_MENU_ITEM_SOLD_OUT } from "./support/kitchen";
import { errorCode, gql } from "./support/graphql";
import { ADMIN_ORDER, ME, ORDER, RESTAURANTS_NEAR, UPDATE_MENU_ITEM, UPDATE_ORDER_STATUS } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { logSink } from "./support/log-sink";

let app: TestApp;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let restaurantA: string;
let restaurantB: string;
beforeAll(async () => {
  app = await startTestApp();
  superadmin = await signedInStaff(app, "superadmin");
  restaurantA = (await insertRestaurant(app.db, { name: "Kitchen A" })).id;
  restaurantB = (await insertRestaurant(app.db, { name: "Kitchen B" })).id;
});
afterAll(() => app.stop());

const near = { lat: TOWN.latitude, lng: TOWN.longitude };
const catalogueKey = (name = "Catalogue reader", requestsPerMinute?: number) =>
  createApiKey(superadmin.agent, { name, scopes: ["CATALOGUE_READ"], requestsPerMinute });

describe("managing API keys", () => {
  it("shows the secret once, stores only its hash, and never answers it again", async () => {
    const created = await createApiKey(superadmin.agent, {
      name: "Kitchen A's till",
      scopes: ["ORDERS_READ"],
      restaurantIds: [restaurantA],
    });
    expect(created.apiKey).toMatchObject({
      name: "Kitchen A's till",
      scopes: ["ORDERS_READ"],
      restaurantIds: [restaurantA],
      requestsPerMinute: 600,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    expect(created.secret.length).toBeGreaterThan(40);

    const { rows } = await app.db.query(`SELECT to_jsonb(k)::text AS row, secret_hash FROM api_keys k WHERE id = $1`, [created.apiKey.id]);
    expect(rows[0].secret_hash).toBe(createHash("sha256").update(created.secret).digest("hex"));
    expect(rows[0].row).not.toContain(created.secret);

    const list = await gql(superadmin.agent, API_KEYS);
    expect(list.data?.apiKeys.map((key) => key.id)).toContain(created.apiKey.id);
    const revoked = await gql(superadmin.agent, REVOKE_API_KEY, { id: created.apiKey.id });
    expect(revoked.data?.revokeApiKey.revokedAt).not.toBeNull();
    for (const answer of [JSON.stringify(list), JSON.stringify(revoked)]) expect(answer).not.toContain(created.secret);
  });

  it("is for superadmins only", async () => {
    const admin = await signedInStaff(app, "admin");
    const customer = await signedInCustomer(app);
    const input = { name: "x", scopes: ["CATALOGUE_READ" as const] };
    expect(errorCode(await gql(admin.agent, CREATE_API_KEY, { input }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customer.agent, API_KEYS))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), API_KEYS))).toBe("UNAUTHENTICATED");
  });

  it("gives a key without restaurants only CATALOGUE_READ, and only real restaurants", async () => {
    const noRestaurants = await gql(superadmin.agent, CREATE_API_KEY, { input: { name: "x", scopes: ["CATALOGUE_READ", "ORDERS_READ"] } });
    expect(errorCode(noRestaurants)).toBe("BAD_USER_INPUT");
    const unknown = await gql(superadmin.agent, CREATE_API_KEY, {
      input: { name: "x", scopes: ["ORDERS_READ"], restaurantIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(errorCode(unknown)).toBe("BAD_USER_INPUT");
  });
});

describe("a request made with a key", () => {
  it("reads the catalogue, but is no person", async () => {
    const { secret } = await catalogueKey();
    const partner = keyAgent(app.url, secret);
    const listing = await gql(partner, RESTAURANTS_NEAR, near);
    expect(listing.errors).toBeUndefined();
    expect(listing.data?.restaurantsNear.total).toBeGreaterThan(0);
    const me = await gql(partner, ME);
    expect(errorCode(me)).toBe("FORBIDDEN");
    expect(me.setCookie).toEqual([]);
  });

  it("answers 401 for an unknown key", async () => {
    const res = await gql(keyAgent(app.url, "ruchi_not-a-key"), RESTAURANTS_NEAR, near);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
  });

  it("refuses a session cookie and a key together, whichever would pass", async () => {
    const { secret } = await catalogueKey();
    const res = await superadmin.agent.post("/graphql").set("Authorization", `Bearer ${secret}`).send({ query: "{ towns { name } }" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("records when the key was last used, at most once a minute", async () => {
    const { apiKey, secret } = await catalogueKey();
    await gql(keyAgent(app.url, secret), RESTAURANTS_NEAR, near);
    const first = (await app.db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [apiKey.id])).rows[0].last_used_at;
    expect(first).not.toBeNull();
    await gql(keyAgent(app.url, secret), RESTAURANTS_NEAR, near);
    const second = (await app.db.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [apiKey.id])).rows[0].last_used_at;
    expect(second).toEqual(first);
  });
});

describe("each key's rate limit", () => {
  it("answers 429 RATE_LIMITED with Retry-After past the key's own limit, other keys unaffected", async () => {
    const small = await catalogueKey("Small", 3);
    const other = await catalogueKey("Other", 3);
    for (let i = 0; i < 3; i += 1) expect((await gql(keyAgent(app.url, small.secret), RESTAURANTS_NEAR, near)).status).toBe(200);
    const limited = await keyAgent(app.url, small.secret).post("/graphql").send({ query: "{ towns { name } }" });
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await gql(keyAgent(app.url, other.secret), RESTAURANTS_NEAR, near)).status).toBe(200);
  });
});

describe("revoking a key", () => {
  it("refuses it at once on every node", async () => {
    const peer = await app.startPeer();
    const { apiKey, secret } = await catalogueKey();
    expect((await gql(keyAgent(peer.url, secret), RESTAURANTS_NEAR, near)).status).toBe(200);
    expect((await gql(keyAgent(app.url, secret), RESTAURANTS_NEAR, near)).status).toBe(200);

    await gql(superadmin.agent, REVOKE_API_KEY, { id: apiKey.id });

    for (const url of [peer.url, app.url]) {
      const refused = await gql(keyAgent(url, secret), RESTAURANTS_NEAR, near);
      expect(refused.status).toBe(401);
      expect(errorCode(refused)).toBe("UNAUTHENTICATED");
    }
  });
});

describe("the request log", () => {
  it("never holds a key's secret", async () => {
    const { sink, lines } = logSink();
    const logged = await startServer(app.config, { logger: createLogger("info", sink) });
    try {
      const { apiKey, secret } = await catalogueKey();
      const url = `http://127.0.0.1:${logged.port}`;
      await gql(keyAgent(url, secret), RESTAURANTS_NEAR, near);
      await gql(superadmin.agent, REVOKE_API_KEY, { id: apiKey.id });
      await gql(keyAgent(url, secret), RESTAURANTS_NEAR, near);
      await request(url)
        .post("/graphql")
        .set("Authorization", `Bearer ${secret}`)
        .set("Cookie", superadmin.cookie)
        .send({ query: "{ towns { name } }" });
    } finally {
      await logged.stop();
    }
    const requestLines = lines.filter((line) => line.includes('"authorization"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    for (const line of requestLines) expect(line).toContain('"authorization":"[redacted]"');
    expect(lines.join("")).not.toMatch(/ruchi_[\w-]{20,}/);
  });
});

describe("restaurantOrders", () => {
  it("lists the key's restaurant's orders, and refuses another restaurant", async () => {
    const customer = await signedInCustomer(app);
    const line = { menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 2 };
    const at = new Date().toISOString();
    const pending = await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurantA,
      restaurantName: "Kitchen A",
      createdAt: at,
      lines: [line],
    });
    await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurantA,
      restaurantName: "Kitchen A",
      createdAt: at,
      status: "delivered",
      lines: [line],
    });
    await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurantB,
      restaurantName: "Kitchen B",
      createdAt: at,
      lines: [line],
    });
    const { secret } = await createApiKey(superadmin.agent, { name: "A's orders", scopes: ["ORDERS_READ"], restaurantIds: [restaurantA] });
    const partner = keyAgent(app.url, secret);

    const all = await gql(partner, RESTAURANT_ORDERS, { restaurantId: restaurantA });
    expect(all.errors).toBeUndefined();
    expect(all.data?.restaurantOrders.total).toBe(2);
    expect(all.data?.restaurantOrders.items.every((order) => order.restaurantId === restaurantA)).toBe(true);
    const open = await gql(partner, RESTAURANT_ORDERS, { restaurantId: restaurantA, status: ["PENDING"] });
    expect(open.data?.restaurantOrders.items.map((order) => order.id)).toEqual([pending]);
    expect(errorCode(await gql(partner, RESTAURANT_ORDERS, { restaurantId: restaurantB }))).toBe("FORBIDDEN");

    const withContact = await partner.post("/graphql").send({
      query: `query { restaurantOrders(restaurantId: "${restaurantA}") { items { id customer { email phone } address { phone } } } }`,
    });
    expect(withContact.body.errors?.length).toBeGreaterThan(0);
    expect(withContact.text).not.toContain(customer.email);
    expect(withContact.text).not.toContain("9000000000");
  });
});

describe("an ORDERS_WRITE key", () => {
  it("moves its restaurant's order through the state machine, recorded as the key, and the customer hears of it", async () => {
    const customer = await signedInCustomer(app);
    const line = { menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 2 };
    const orderId = await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurantA,
      restaurantName: "Kitchen A",
      createdAt: new Date().toISOString(),
      lines: [line],
    });
    const { secret } = await createApiKey(superadmin.agent, {
      name: "Kitchen A's till",
      scopes: ["ORDERS_WRITE"],
      restaurantIds: [restaurantA],
    });
    const partner = keyAgent(app.url, secret);

    const moved = await gql(partner, UPDATE_ORDER_STATUS, { id: orderId, status: "CONFIRMED" });
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateOrderStatus.status).toBe("CONFIRMED");
    const skipping = await gql(partner, UPDATE_ORDER_STATUS, { id: orderId, status: "DELIVERED" });
    expect(errorCode(skipping)).toBe("INVALID_STATUS_TRANSITION");

    const { rows } = await app.db.query(
      `SELECT changed_by_id, changed_by_api_key_name FROM order_status_changes WHERE order_id = $1 AND to_status = 'confirmed'`,
      [orderId],
    );
    expect(rows).toEqual([{ changed_by_id: null, changed_by_api_key_name: "Kitchen A's till" }]);

    const seenByCustomer = await gql(customer.agent, ORDER, { id: orderId });
    expect(seenByCustomer.data?.order.status).toBe("CONFIRMED");
    expect(seenByCustomer.data?.order.statusHistory.map((step) => step.changedByName)).toEqual([null, null]);
    const seenByStaff = await gql(superadmin.agent, ADMIN_ORDER, { id: orderId });
    expect(seenByStaff.data?.adminOrder.statusHistory.at(-1)).toMatchObject({
      toStatus: "CONFIRMED",
      changedByName: "API key Kitchen A's till",
    });
    const shortId = seenByCustomer.data?.order.shortId ?? "";
    await app.mail.latest(customer.email, new RegExp(`order #${shortId}: `));
  });
});

describe("the kitchen board's moves with a key", () => {
  it("lets an ORDERS_WRITE key accept with an estimate and mark ready, recorded as the key; a MENU_WRITE key marks an item sold out", async () => {
    const customer = await signedInCustomer(app);
    const orderId = await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurantA,
      restaurantName: "Kitchen A",
      createdAt: new Date().toISOString(),
      lines: [{ menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 2 }],
    });
    const orders = keyAgent(
      app.url,
      (await createApiKey(superadmin.agent, { name: "A's tablet", scopes: ["ORDERS_WRITE"], restaurantIds: [restaurantA] })).secret,
    );
    const accepted = await gql(orders, ACCEPT_ORDER, { id: orderId, minutes: 30 });
    expect(accepted.data?.acceptOrder).toMatchObject({ status: "CONFIRMED", preparationMinutes: 30 });
    expect((await gql(orders, MARK_ORDER_READY, { id: orderId })).data?.markOrderReady.status).toBe("READY_FOR_PICKUP");
    const seenByStaff = await gql(superadmin.agent, ADMIN_ORDER, { id: orderId });
    expect(seenByStaff.data?.adminOrder.statusHistory.slice(1).map((step) => `${step.toStatus} ${step.changedByName}`)).toEqual([
      "CONFIRMED API key A's tablet",
      "PREPARING API key A's tablet",
      "READY_FOR_PICKUP API key A's tablet",
    ]);

    const item = await insertMenuItem(app.db, restaurantA);
    const menu = keyAgent(
      app.url,
      (await createApiKey(superadmin.agent, { name: "A's menu", scopes: ["MENU_WRITE"], restaurantIds: [restaurantA] })).secret,
    );
    expect((await gql(menu, SET_MENU_ITEM_SOLD_OUT, { id: item.id, soldOut: true })).data?.setMenuItemSoldOut.isAvailable).toBe(false);
  });
});

describe("a MENU_WRITE key", () => {
  const write = async () => {
    const item = await insertMenuItem(app.db, restaurantA);
    const { secret } = await createApiKey(superadmin.agent, {
      name: "Kitchen A's menu",
      scopes: ["MENU_WRITE"],
      restaurantIds: [restaurantA],
    });
    return { item, partner: keyAgent(app.url, secret) };
  };

  it("changes its restaurant's items' availability and prices", async () => {
    const { item, partner } = await write();
    const changed = await gql(partner, UPDATE_MENU_ITEM, {
      r: restaurantA,
      id: item.id,
      i: { isAvailable: false, originalPrice: 200, offerPrice: 180 },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateMenuItem).toMatchObject({ isAvailable: false, originalPrice: 200, offerPrice: 180, name: item.name });
    const { rows } = await app.db.query(`SELECT is_available, original_price_paise, offer_price_paise FROM menu_items WHERE id = $1`, [
      item.id,
    ]);
    expect(rows[0]).toEqual({ is_available: false, original_price_paise: 20000, offer_price_paise: 18000 });
  });

  it("refuses every other field, naming it, and changes nothing", async () => {
    const { item, partner } = await write();
    for (const input of [
      { name: "Renamed" },
      { isAvailable: false, description: "New words" },
      { offerPrice: 100, isVeg: false, rating: 5 },
    ]) {
      const refused = await gql(partner, UPDATE_MENU_ITEM, { r: restaurantA, id: item.id, i: input });
      expect(errorCode(refused)).toBe("FORBIDDEN");
      const named = Object.keys(input).filter((field) => !["isAvailable", "originalPrice", "offerPrice"].includes(field));
      for (const field of named) expect(refused.errors?.[0]?.message).toContain(field);
    }
    const { rows } = await app.db.query(`SELECT name, description, is_available, offer_price_paise FROM menu_items WHERE id = $1`, [
      item.id,
    ]);
    expect(rows[0]).toEqual({ name: item.name, description: "A test dish", is_available: true, offer_price_paise: 12000 });
  });
});
