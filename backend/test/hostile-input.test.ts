import { createECDH, randomBytes } from "node:crypto";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, TOWN } from "./support/fixtures";
import { errorCode, gql, gqlRaw, type GraphQLResult } from "./support/graphql";
import {
  ADD_ADDRESS,
  ADMIN_RESTAURANTS,
  CREATE_MENU_ITEM,
  CREATE_RESTAURANT,
  ORDER,
  REGISTER,
  SAVE_PUSH_SUBSCRIPTION,
  SEARCH_MENU_ITEMS,
  UPDATE_ADDRESS,
  UPDATE_MENU_ITEM,
  UPDATE_RESTAURANT,
} from "./support/operations";
import { insertAddress, insertOrder } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { RestaurantInput } from "./gql/graphql";

/**
 * Hostile input answers 400 BAD_USER_INPUT, never 500 and never a silent 200: a NUL (which
 * PostgreSQL refuses in text) or another control character anywhere in a body, a path, a query
 * string or a GraphQL argument; a JSON array where an object is expected. Every case also checks
 * that no table changed. The sign-in forms (/api/auth/...) answer it with 200 and success: false
 * instead, as every refusal of theirs (legacy-client-fixes.test.ts).
 */

type Agent = request.Agent;
type Method = "post" | "put";
type Body = Record<string, unknown>;

let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let restaurantId: string;
let menuItemId: string;
let addressId: string;
let orderId: string;

beforeAll(async () => {
  app = await startTestApp();
  customer = await signedInCustomer(app);
  admin = await signedInStaff(app, "admin");
  restaurantId = (await insertRestaurant(app.db, { name: "Fuzz Tiffins" })).id;
  menuItemId = (await insertMenuItem(app.db, restaurantId, { name: "Fuzz Dosa" })).id;
  addressId = await insertAddress(app.db, customer.id);
  orderId = await insertOrder(app.db, {
    userId: customer.id,
    restaurantId,
    restaurantName: "Fuzz Tiffins",
    createdAt: new Date().toISOString(),
    lines: [{ menuItemId, name: "Fuzz Dosa", unitPricePaise: 12000, quantity: 1 }],
  });
});
afterAll(() => app.stop());

/** Every row of every table, as one fingerprint per table: any insert, update or delete shows. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await app.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')
     ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await app.db.query(`SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS hash FROM "${name}" t`);
    fingerprint[name] = rows[0].hash;
  }
  return fingerprint;
}

/** The status a refusal of hostile input answers with on a path: 200 on the sign-in forms, as their other refusals. */
const refusalStatus = (path: string) => (path.startsWith("/api/auth/") ? 200 : 400);

/** Sends the request and expects BAD_USER_INPUT (400, or `status`) with nothing stored. */
async function expectRefused(send: () => Promise<request.Response>, field?: string, status = 400) {
  const before = await databaseFingerprint();
  const res = await send();
  expect({ status: res.status, success: res.body.success, code: res.body.code }).toEqual({
    status,
    success: false,
    code: "BAD_USER_INPUT",
  });
  if (field) expect(res.body.fields?.map((f: { field: string }) => f.field)).toContain(field);
  expect(await databaseFingerprint()).toEqual(before);
}

/** Puts a NUL inside the text at `path` ("token.endpoint"). */
function withNul(body: Body, path: string): Body {
  const copy = structuredClone(body);
  const keys = path.split(".");
  const last = keys.pop()!;
  const holder = keys.reduce<Body>((node, key) => node[key] as Body, copy);
  const text = String(holder[last]);
  holder[last] = `${text.slice(0, 2)}\u0000${text.slice(2)}`;
  return copy;
}

function browserSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

const restaurantBody = () => ({
  name: "Fuzz House",
  description: "Meals",
  email: "fuzz@example.com",
  phone: "9876543210",
  address: "Main Road, Bhimavaram",
  category: "both" as const,
  openingTime: "08:00",
  closingTime: "22:00",
  priceRange: 300,
  deliveryTime: 30,
  latitude: TOWN.latitude,
  longitude: TOWN.longitude,
  deliveryRadiusKm: 6,
});
const menuItemBody = () => ({
  name: "Fuzz Idli",
  description: "Soft idlis",
  originalPrice: 60,
  offerPrice: 50,
  isVeg: true,
  category: "tiffin" as const,
  ingredients: "Rice, urad dal",
  preparationTime: "10 mins",
});
const addressInput = () => ({ address: "5 Canal Road", city: "Bhimavaram", pincode: "534201", phone: "9876543210", notes: "Ring twice" });
const addressBody = () => ({ ...addressInput(), userId: customer.id });

/**
 * Every body-taking legacy path: who calls it, a body it would accept, and the text field the
 * NUL goes into. The multipart upload paths take no JSON body (uploads.test.ts covers them).
 */
const BODY_PATHS: Array<{ name: string; method: Method; path: () => string; agent: () => Agent; body: () => Body; field: string }> = [
  {
    name: "auth register",
    method: "post",
    path: () => "/api/auth/register",
    agent: () => app.agent(),
    body: () => ({ userName: "Fuzz Customer", email: "fuzz.register@example.com", phone: "9876543210", password: "correct horse 1" }),
    field: "userName",
  },
  {
    name: "auth login",
    method: "post",
    path: () => "/api/auth/login",
    agent: () => app.agent(),
    body: () => ({ email: customer.email, password: customer.password }),
    field: "password",
  },
  {
    name: "auth verify-otp",
    method: "post",
    path: () => "/api/auth/verify-otp",
    agent: () => app.agent(),
    body: () => ({ email: customer.email, otp: "123456" }),
    field: "email",
  },
  {
    name: "auth resend-otp",
    method: "post",
    path: () => "/api/auth/resend-otp",
    agent: () => app.agent(),
    body: () => ({ email: "fuzz.resend@example.com" }),
    field: "email",
  },
  {
    name: "auth forgot-password",
    method: "post",
    path: () => "/api/auth/forgot-password",
    agent: () => app.agent(),
    body: () => ({ email: customer.email }),
    field: "email",
  },
  {
    name: "auth reset-password",
    method: "post",
    path: () => `/api/auth/reset-password/${"a".repeat(43)}`,
    agent: () => app.agent(),
    body: () => ({ password: "a new password" }),
    field: "password",
  },
  {
    name: "cart add",
    method: "post",
    path: () => "/api/shop/cart/add",
    agent: () => customer.agent,
    body: () => ({ userId: customer.id, menuItemId, quantity: 1 }),
    field: "menuItemId",
  },
  {
    name: "cart update",
    method: "put",
    path: () => "/api/shop/cart/update-cart",
    agent: () => customer.agent,
    body: () => ({ userId: customer.id, menuItemId, quantity: 2 }),
    field: "menuItemId",
  },
  {
    name: "address add",
    method: "post",
    path: () => "/api/shop/address/add",
    agent: () => customer.agent,
    body: addressBody,
    field: "address",
  },
  {
    name: "address update",
    method: "put",
    path: () => `/api/shop/address/update/${customer.id}/${addressId}`,
    agent: () => customer.agent,
    body: () => ({ notes: "Leave at the gate" }),
    field: "notes",
  },
  {
    name: "order create",
    method: "post",
    path: () => "/api/shop/order/create",
    agent: () => customer.agent,
    body: () => ({ userId: customer.id, addressInfo: { addressId } }),
    field: "addressInfo.addressId",
  },
  {
    name: "order success",
    method: "post",
    path: () => "/api/shop/order/success",
    agent: () => customer.agent,
    body: () => ({ orderId }),
    field: "orderId",
  },
  {
    name: "admin restaurant add",
    method: "post",
    path: () => "/api/admin/restaurants/add",
    agent: () => admin.agent,
    body: restaurantBody,
    field: "description",
  },
  {
    name: "admin restaurant edit",
    method: "put",
    path: () => `/api/admin/restaurants/edit/${restaurantId}`,
    agent: () => admin.agent,
    body: () => ({ name: "Fuzz Tiffins Renamed" }),
    field: "name",
  },
  {
    name: "admin menu add",
    method: "post",
    path: () => `/api/admin/restaurants/${restaurantId}/add`,
    agent: () => admin.agent,
    body: menuItemBody,
    field: "ingredients",
  },
  {
    name: "admin menu edit",
    method: "put",
    path: () => `/api/admin/restaurants/${restaurantId}/edit/${menuItemId}`,
    agent: () => admin.agent,
    body: () => ({ description: "Crisp" }),
    field: "description",
  },
  {
    name: "admin order update",
    method: "put",
    path: () => `/api/admin/orders/update/${orderId}`,
    agent: () => admin.agent,
    body: () => ({ orderStatus: "rejected", reason: "Out of batter" }),
    field: "reason",
  },
  {
    name: "common feature add",
    method: "post",
    path: () => "/api/common/feature/add",
    agent: () => admin.agent,
    body: () => ({ image: "https://example.com/banner.webp" }),
    field: "image",
  },
  {
    name: "fcm save",
    method: "post",
    path: () => "/api/fcm/save",
    agent: () => customer.agent,
    body: () => ({ userId: customer.id, token: browserSubscription() }),
    field: "token.endpoint",
  },
];

describe("REST bodies", () => {
  it.each(BODY_PATHS.map((p) => [p.name, p] as const))("%s: a NUL in a text field is refused naming the field", async (_name, p) => {
    await expectRefused(() => p.agent()[p.method](p.path()).send(withNul(p.body(), p.field)), p.field, refusalStatus(p.path()));
  });

  it.each(BODY_PATHS.map((p) => [p.name, p] as const))("%s: a JSON array body is refused", async (_name, p) => {
    await expectRefused(() => p.agent()[p.method](p.path()).send([p.body()]), undefined, refusalStatus(p.path()));
  });

  it("refuses other control characters, but keeps tabs and line breaks in multi-line text", async () => {
    const path = `/api/shop/address/update/${customer.id}/${addressId}`;
    await expectRefused(() => customer.agent.put(path).send({ notes: "Ring\u0007twice" }), "notes");
    await expectRefused(() => customer.agent.put(path).send({ city: "Bhima\u001bvaram" }), "city");
    await expectRefused(() => admin.agent.put(`/api/admin/restaurants/edit/${restaurantId}`).send({ name: "Fuzz\nTiffins" }), "name");
    const multiLine = await customer.agent.put(path).send({ address: "Flat 4,\r\n5 Canal Road", notes: "Ring twice\n\tthen wait" });
    expect(multiLine.status).toBe(200);
    expect(multiLine.body.data).toMatchObject({ address: "Flat 4,\r\n5 Canal Road", notes: "Ring twice\n\tthen wait" });
  });
});

describe("REST paths and query strings", () => {
  it.each([
    ["a search keyword", () => customer.agent.get(`/api/shop/search/%00abcd?latitude=${TOWN.latitude}&longitude=${TOWN.longitude}`)],
    ["a restaurant id", () => customer.agent.get("/api/shop/restaurants/ab%00cd/get")],
    ["an order id", () => customer.agent.get(`/api/shop/order/details/${orderId}%00`)],
    ["an address id on delete", () => customer.agent.delete(`/api/shop/address/delete/${customer.id}/${addressId}%00`)],
    ["a menu item id on delete", () => customer.agent.delete(`/api/shop/cart/${customer.id}/%00${menuItemId}`)],
    ["a restaurant id on an admin delete", () => admin.agent.delete(`/api/admin/restaurants/delete/${restaurantId}%00`)],
  ])("a NUL in %s answers 400 naming the path", async (_what, send) => {
    await expectRefused(send, "path");
  });

  it("refuses a NUL in a reset token naming the path, with 200 as the reset form's other refusals", async () => {
    await expectRefused(
      () =>
        app
          .agent()
          .post(`/api/auth/reset-password/${"a".repeat(40)}%00`)
          .send({ password: "a new password" }),
      "path",
      200,
    );
  });

  it("refuses a malformed escape in the path as the client's error", async () => {
    await expectRefused(() => customer.agent.get("/api/shop/restaurants/%E0%A4%A/get"));
  });

  it.each([
    ["the admin restaurant search", () => admin.agent.get("/api/admin/restaurants/get?search=Fu%00zz"), "search"],
    ["the admin order search", () => admin.agent.get("/api/admin/orders/get?search=%00"), "search"],
    [
      "the listing sort",
      () => customer.agent.get(`/api/shop/restaurants/get?latitude=${TOWN.latitude}&longitude=${TOWN.longitude}&sortBy=rat%00ing`),
      "sortBy",
    ],
    [
      "a repeated menu category",
      () => customer.agent.get(`/api/shop/restaurants/${restaurantId}/get?category=meal&category=me%00al`),
      "category.1",
    ],
  ])("a NUL in %s answers 400 naming the parameter", async (_what, send, field) => {
    await expectRefused(send, field);
  });
});

const NUL = "\u0000";

/** BAD_USER_INPUT naming the field, and nothing stored. */
async function expectGraphQLRefused(send: () => Promise<GraphQLResult>, field: string) {
  const before = await databaseFingerprint();
  const result = await send();
  expect(result.status).toBeLessThan(500);
  expect(errorCode(result)).toBe("BAD_USER_INPUT");
  const fields = result.errors![0]!.extensions!.fields as Array<{ field: string }>;
  expect(fields.map((f) => f.field)).toContain(field);
  expect(await databaseFingerprint()).toEqual(before);
}

describe("GraphQL arguments", () => {
  const RESTAURANT = graphql(`
    query HostileInputRestaurant($id: ID!) { restaurant(id: $id) { id } }
  `);
  const restaurantInput = (): RestaurantInput => {
    const { priceRange, ...rest } = restaurantBody();
    return { ...rest, priceForTwo: priceRange };
  };

  const cases: Array<[string, () => Promise<GraphQLResult>, string]> = [
    [
      "register",
      () =>
        gql(app.agent(), REGISTER, {
          i: { userName: `Fuzz${NUL}`, email: "fuzz.gql@example.com", phone: "9876543210", password: "correct horse 1" },
        }),
      "userName",
    ],
    ["addAddress", () => gql(customer.agent, ADD_ADDRESS, { i: { ...addressInput(), notes: `Ring${NUL}` } }), "notes"],
    ["updateAddress", () => gql(customer.agent, UPDATE_ADDRESS, { id: addressId, i: { address: `5${NUL} Canal Road` } }), "address"],
    [
      "createRestaurant",
      () => gql(admin.agent, CREATE_RESTAURANT, { i: { ...restaurantInput(), description: `Meals${NUL}` } }),
      "description",
    ],
    ["updateRestaurant", () => gql(admin.agent, UPDATE_RESTAURANT, { id: restaurantId, i: { name: `Fuzz${NUL}` } }), "name"],
    [
      "createMenuItem",
      () => gql(admin.agent, CREATE_MENU_ITEM, { r: restaurantId, i: { ...menuItemBody(), ingredients: `Rice${NUL}` } }),
      "ingredients",
    ],
    [
      "updateMenuItem",
      () => gql(admin.agent, UPDATE_MENU_ITEM, { r: restaurantId, id: menuItemId, i: { description: `${NUL}` } }),
      "description",
    ],
    [
      "searchMenuItems keyword",
      () => gql(customer.agent, SEARCH_MENU_ITEMS, { keyword: `${NUL}dosa`, lat: TOWN.latitude, lng: TOWN.longitude }),
      "keyword",
    ],
    [
      // The NUL is in the document's own text (raw: typed documents are written once, without it).
      "searchMenuItems keyword written in the document",
      () =>
        gqlRaw(
          customer.agent,
          `{ searchMenuItems(keyword: "\\u0000dosa", latitude: ${TOWN.latitude}, longitude: ${TOWN.longitude}) { id } }`,
        ),
      "keyword",
    ],
    ["restaurant id", () => gql(customer.agent, RESTAURANT, { id: `${restaurantId}${NUL}` }), "id"],
    ["order id", () => gql(customer.agent, ORDER, { id: `${NUL}${orderId}` }), "id"],
    ["adminRestaurants search", () => gql(admin.agent, ADMIN_RESTAURANTS, { search: `Fu${NUL}zz` }), "search"],
    [
      "savePushSubscription keys (a nested input)",
      () => {
        const subscription = browserSubscription();
        return gql(customer.agent, SAVE_PUSH_SUBSCRIPTION, {
          input: { ...subscription, keys: { ...subscription.keys, auth: `${subscription.keys.auth.slice(0, 21)}${NUL}` } },
        });
      },
      "keys.auth",
    ],
    [
      "updateOrderStatus reason written in the document",
      () =>
        gqlRaw(
          admin.agent,
          `mutation($id: ID!) { updateOrderStatus(id: $id, status: REJECTED, reason: "Out of${"\\u0000"} batter") { id } }`,
          { id: orderId },
        ),
      "reason",
    ],
  ];

  it.each(cases)("a NUL in %s answers BAD_USER_INPUT naming the field", async (_name, send, field) => {
    await expectGraphQLRefused(send, field);
  });

  it("refuses a bell in a single-line field but keeps line breaks in a description", async () => {
    await expectGraphQLRefused(() => gql(admin.agent, UPDATE_RESTAURANT, { id: restaurantId, i: { name: "Fuzz\u0007Tiffins" } }), "name");
    const multiLine = await gql(admin.agent, UPDATE_MENU_ITEM, {
      r: restaurantId,
      id: menuItemId,
      i: { description: "Soft idlis\nwith chutney" },
    });
    expect(multiLine.errors).toBeUndefined();
  });
});
