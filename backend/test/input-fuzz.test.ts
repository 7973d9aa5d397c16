import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isInputObjectType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { Redis } from "ioredis";
import type request from "supertest";
import { createRateLimiter } from "../src/common/rate-limiter";
import { printAppSchema } from "../src/graphql/schema";
import { POSITION_LIMIT } from "../src/modules/riders/rider.service";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { FakeNominatim } from "./support/fake-nominatim";
import { insertMenuItem, insertRestaurant, TOWN } from "./support/fixtures";
import { gql } from "./support/graphql";
import { insertAddress } from "./support/order-fixtures";
import { assign, MARK_PICKED_UP, officeMoves, pickUpAndDeliver, placeOrderOf, signedInRider, type Person } from "./support/riders";
import { FLAT, NO_TAX } from "./support/charges";
import { startTestApp, type TestApp } from "./support/test-app";
import { TEST_REDIS_URL } from "./support/test-env";

/**
 * Numbers and days no client should send, into every Float and every day of the API, through the
 * real app: the answer is the client's error (BAD_USER_INPUT) or a business one, never
 * INTERNAL_SERVER_ERROR. The GraphQL fields are found in the schema the app builds, so a new Float
 * argument or input field fails here until it has a caller below.
 */

type Agent = request.Agent;
type Args = Record<string, unknown>;

/** Rupees: the one money rule (finite, ₹0 to ₹10,00,000, whole paise) refuses each of these. */
const BAD_RUPEES: unknown[] = [
  1e-7,
  5e-324,
  -5e-324,
  0.1 + 0.2,
  0.001,
  1.005,
  0.125,
  -1,
  -0.01,
  1e308,
  -1e308,
  123456789012,
  1_000_000.01,
  "１２",
  "12",
  "1e-7",
];
/** Any Float: none of these may crash (what they mean depends on the field). */
const HOSTILE_NUMBERS: unknown[] = [...BAD_RUPEES, -0, 0, Number.EPSILON, Number.MAX_SAFE_INTEGER + 2, 1e21, -90.0000001, 180.0000001];
/** Days: the one date rule (YYYY-MM-DD, a real day, 2000-01-01 to 2100-12-31) refuses each of these. */
const BAD_DAYS = [
  "0000-01-01",
  "0001-01-01",
  "1999-12-31",
  "2101-01-01",
  "9999-12-31",
  "2024-02-30",
  "2023-02-29",
  "2024-13-01",
  "2024-00-10",
  "2024-01-00",
  "2024-1-1",
  "24-01-01",
  "+02024-01-01",
  "2024-01-01T00:00:00Z",
  " 2024-01-01",
  "2024-01-01 ",
  "１２",
  "２０２４-０１-０１",
  "2024/01/01",
  "today",
];
const HOSTILE_DAYS: unknown[] = [...BAD_DAYS, "", "   ", "2000-01-01", "2100-12-31", "2024-02-29", 20240101, "2".repeat(5000)];

interface Target {
  /** The field the argument belongs to: "Mutation.markDelivered". */
  operation: string;
  /** The argument, then the input fields down to the value: ["input", "latitude"]. */
  path: string[];
  kind: "rupees" | "number" | "day";
}

const targetName = (target: Target) => `${target.operation}(${target.path.join(".")})`;

const DAY_NAME = /^(date|day|from|to)$|(Date|Day|From|To)$/;

function kindOf(type: GraphQLInputType, name: string, description: string | null | undefined): Target["kind"] | null {
  const named = getNamedType(type).name;
  if (named === "Float") return /\brupees\b/i.test(description ?? "") ? "rupees" : "number";
  if (named === "String" && (DAY_NAME.test(name) || /YYYY-MM-DD/.test(description ?? ""))) return "day";
  return null;
}

/**
 * Every Float and day-like String an operation takes: arguments of any field of any object type
 * and, inside them, input fields at any depth. A String is day-like when its name is date, day,
 * from or to (or ends in Date, Day, From, To) or its description says YYYY-MM-DD.
 */
function findTargets(schema: GraphQLSchema): Target[] {
  const targets: Target[] = [];
  const walk = (operation: string, path: string[], type: GraphQLInputType, description: string | null | undefined, seen: Set<string>) => {
    const kind = kindOf(type, path.at(-1)!, description);
    if (kind) targets.push({ operation, path, kind });
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const field of Object.values(named.getFields()))
      walk(operation, [...path, field.name], field.type, field.description, new Set([...seen, named.name]));
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) walk(`${type.name}.${field.name}`, [arg.name], arg.type, arg.description, new Set());
    }
  }
  return targets.sort((a, b) => targetName(a).localeCompare(targetName(b)));
}

interface Caller {
  /** Someone who may make the call. */
  agent: () => Agent;
  /** Arguments of a call the app answers without an error; the hostile value replaces one of them. */
  args: () => Args;
  /** Puts back what an accepted call used up, so each value meets the same business checks. */
  reset?: () => Promise<void>;
}

let app: TestApp;
let redis: Redis;
let geocoder: FakeNominatim;
let admin: Person;
let superadmin: Person;
let customer: Person & { addressId: string };
/** Adds addresses (at most 2 each): its own, emptied before every call. */
let addressAdder: Person;
let restaurantId: string;
let menuItemId: string;
/** Riders with an order out for delivery: one delivers it, one shares positions, one's is marked delivered by the office. */
let deliveringRider: Person & { orderId: string; total: number };
let sharingRider: Person;
let officeDelivery: { orderId: string; total: number };
/** A rider holding the cash of a delivered order. */
let cashRider: Person;
/** A coupon the admin's updates fuzz. */
let couponId: string;

const restaurantInput = () => ({
  name: "Fuzz House",
  address: "Main Road, Bhimavaram",
  category: "both",
  openingTime: "08:00",
  closingTime: "22:00",
  priceForTwo: 300,
  deliveryTime: 30,
  latitude: TOWN.latitude,
  longitude: TOWN.longitude,
  deliveryRadiusKm: 6,
});
const menuItemInput = () => ({ name: "Fuzz Idli", originalPrice: 60, offerPrice: 50, isVeg: true, category: "tiffin", rating: 4 });
const addressInput = () => ({
  address: "5 Canal Road",
  city: "Bhimavaram",
  pincode: "534201",
  phone: "9876543210",
  latitude: TOWN.latitude,
  longitude: TOWN.longitude,
});
const point = () => ({ latitude: TOWN.latitude, longitude: TOWN.longitude });

/** Who calls each operation that takes a Float or a day, and how. Add one for every new such operation. */
const CALLERS: Record<string, Caller> = {
  "Query.restaurantsNear": { agent: () => app.agent(), args: point },
  "Query.searchMenuItems": { agent: () => app.agent(), args: () => ({ ...point(), keyword: "idli" }) },
  "Query.reverseGeocode": { agent: () => app.agent(), args: point },
  "Query.favouriteRestaurants": { agent: () => customer.agent, args: point },
  "Query.adminOrders": { agent: () => admin.agent, args: () => ({ filter: { date: "2025-05-24", from: "2025-05-01", to: "2025-05-31" } }) },
  "Query.riderCashSummaries": { agent: () => admin.agent, args: () => ({ date: "2025-05-24" }) },
  "Query.upiCollections": { agent: () => admin.agent, args: () => ({ date: "2025-05-24" }) },
  "Query.auditLog": { agent: () => superadmin.agent, args: () => ({ filter: { from: "2025-05-01", to: "2025-05-31" } }) },
  "Query.riderCashSummary": { agent: () => admin.agent, args: () => ({ riderId: cashRider.id, date: "2025-05-24" }) },
  "Query.restaurantStatements": { agent: () => admin.agent, args: () => ({ restaurantId, from: "2025-05-01", to: "2025-05-31" }) },
  "Query.payoutStatements": { agent: () => admin.agent, args: () => ({ from: "2025-05-01", to: "2025-05-31" }) },
  "Query.riderEarnings": { agent: () => cashRider.agent, args: () => ({ riderId: cashRider.id, from: "2025-05-01", to: "2025-05-31" }) },
  "Query.riderPayouts": { agent: () => admin.agent, args: () => ({ from: "2025-05-01", to: "2025-05-31" }) },
  // A closed week with a rider's fee, paid again after each call.
  "Mutation.markRiderPaid": {
    agent: () => superadmin.agent,
    args: () => ({ riderId: cashRider.id, weekStart: "2025-05-19", reference: "UTR 1", paidOn: "2025-05-26" }),
    reset: async () => {
      await app.db.query(`DELETE FROM rider_payments WHERE rider_id = $1`, [cashRider.id]);
      await app.db.query(
        `INSERT INTO ledger_entries (at, account, kind, amount_paise, rider_id) SELECT '2025-05-20T12:00:00+05:30', 'RIDER', 'DELIVERY_FEE', 3000, $1
          WHERE NOT EXISTS (SELECT 1 FROM ledger_entries WHERE rider_id = $1 AND account = 'RIDER' AND at < '2025-06-01')`,
        [cashRider.id],
      );
    },
  },
  "Query.moneySummary": { agent: () => admin.agent, args: () => ({ from: "2025-05-01", to: "2025-05-31" }) },
  // A signed amount (not "rupees" by the one money rule, which is 0 and up): no value may crash it;
  // ledger-corrections.test.ts checks its own refusals. Each accepted value books one more balanced pair.
  "Mutation.recordLedgerCorrection": {
    agent: () => superadmin.agent,
    args: () => ({ input: { restaurantId, account: "RESTAURANT", amount: 12.5, reason: "Fuzz" } }),
  },
  // A closed week with an entry, paid again after each call.
  "Mutation.markStatementPaid": {
    agent: () => superadmin.agent,
    args: () => ({ statementId: `${restaurantId}/2025-05-19`, reference: "UTR 1", paidOn: "2025-05-26" }),
    reset: async () => {
      await app.db.query(`DELETE FROM statement_payments WHERE restaurant_id = $1`, [restaurantId]);
      await app.db.query(
        `INSERT INTO ledger_entries (at, account, kind, amount_paise, restaurant_id) SELECT '2025-05-20T12:00:00+05:30', 'RESTAURANT', 'FOOD', 10000, $1
          WHERE NOT EXISTS (SELECT 1 FROM ledger_entries WHERE restaurant_id = $1 AND at < '2025-06-01')`,
        [restaurantId],
      );
    },
  },
  "Mutation.addAddress": {
    agent: () => addressAdder.agent,
    args: () => ({ input: addressInput() }),
    reset: async () => void (await app.db.query(`DELETE FROM addresses WHERE user_id = $1`, [addressAdder.id])),
  },
  "Mutation.updateAddress": { agent: () => customer.agent, args: () => ({ id: customer.addressId, input: point() }) },
  "Mutation.createRestaurant": { agent: () => admin.agent, args: () => ({ input: restaurantInput() }) },
  "Mutation.updateRestaurant": { agent: () => admin.agent, args: () => ({ id: restaurantId, input: restaurantInput() }) },
  "Mutation.createMenuItem": { agent: () => admin.agent, args: () => ({ restaurantId, input: menuItemInput() }) },
  "Mutation.updateMenuItem": { agent: () => admin.agent, args: () => ({ restaurantId, id: menuItemId, input: menuItemInput() }) },
  "Mutation.setMenuItemOptions": {
    agent: () => admin.agent,
    // A one-element list may be sent as the element itself (GraphQL's input coercion), which lets the fuzz reach the price.
    args: () => ({ menuItemId, groups: { name: "Extras", minChoices: 0, maxChoices: 1, options: { name: "Egg", extraPrice: 15 } } }),
  },
  "Mutation.shareRiderPosition": {
    agent: () => sharingRider.agent,
    args: () => ({ ...point(), accuracy: 12.5 }),
    // Accepted positions count against the rider's limit; each value gets a fresh one.
    reset: () => createRateLimiter({ redis, prefix: app.config.redisPrefix }, POSITION_LIMIT).reset(sharingRider.id),
  },
  // The hostile values never equal the order's total, so the order stays out for delivery until the last, valid call.
  "Mutation.markDelivered": {
    agent: () => deliveringRider.agent,
    args: () => ({ orderId: deliveringRider.orderId, cashCollected: deliveringRider.total }),
  },
  "Mutation.updateOrderStatus": {
    agent: () => admin.agent,
    args: () => ({ id: officeDelivery.orderId, status: "DELIVERED", cashCollected: officeDelivery.total }),
  },
  // A percent coupon: every Float of the form is rupees but the percent, which a hostile number breaks as well.
  "Mutation.createCoupon": {
    agent: () => admin.agent,
    args: () => ({ input: { code: "FUZZ10", kind: "PERCENT", value: 10 } }),
    reset: async () => void (await app.db.query(`DELETE FROM coupons WHERE code = 'FUZZ10'`)),
  },
  "Mutation.updateCoupon": {
    agent: () => admin.agent,
    args: () => ({ id: couponId, input: { code: "FUZZ20", kind: "PERCENT", value: 20 } }),
  },
  "Mutation.setCartTip": { agent: () => customer.agent, args: () => ({ amount: 10 }) },
  "Mutation.updateDeliverySettings": { agent: () => superadmin.agent, args: () => ({ input: FLAT }) },
  "Mutation.updateTaxSettings": { agent: () => superadmin.agent, args: () => ({ input: NO_TAX }) },
  "Mutation.updatePayoutSettings": { agent: () => superadmin.agent, args: () => ({ input: { defaultCommissionPercent: 15 } }) },
  "Mutation.updateRiderPaySettings": {
    agent: () => superadmin.agent,
    args: () => ({ input: { riderBaseFee: 30, riderBaseDistanceKm: 3, riderPerKmFee: 8 } }),
  },
  "Mutation.setRestaurantCommission": { agent: () => superadmin.agent, args: () => ({ restaurantId, percent: 15 }) },
  "Mutation.recordCashHandover": {
    agent: () => admin.agent,
    args: () => ({ riderId: cashRider.id, amount: 150 }),
    // An accepted handover settles the rider's cash; unsettling it lets the next value reach the same checks.
    reset: async () => void (await app.db.query(`UPDATE orders SET cash_handover_id = NULL WHERE rider_id = $1`, [cashRider.id])),
  },
};

/** An order of the customer's, taken by the office as far as the rider's pick-up. */
async function orderOutForDelivery(rider: Person) {
  const order = await placeOrderOf(app, customer, customer.addressId, restaurantId, [{ menuItemId, quantity: 1 }]);
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  const picked = await gql(rider.agent, MARK_PICKED_UP, { orderId: order.id });
  if (!picked.data) throw new Error(`markPickedUp failed: ${JSON.stringify(picked.errors)}`);
  return order;
}

let schema: GraphQLSchema;
let targets: Target[];

beforeAll(async () => {
  schema = buildSchema(await printAppSchema());
  targets = findTargets(schema);
  geocoder = new FakeNominatim();
  await geocoder.start();
  // Every account here signs in from 127.0.0.1: a per-IP sign-in limit for a town's carrier NAT.
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20", GEOCODER_URL: geocoder.url, GEOCODER_MAX_PER_SECOND: "1000" } });
  redis = new Redis(TEST_REDIS_URL);
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurantId = (await insertRestaurant(app.db, { name: "Fuzz Tiffins" })).id;
  menuItemId = (await insertMenuItem(app.db, restaurantId, { name: "Fuzz Idli", originalPricePaise: 15000, offerPricePaise: 12000 })).id;
  couponId = (await app.db.query(`INSERT INTO coupons (code, kind, percent) VALUES ('FUZZ20', 'PERCENT', 20) RETURNING id`)).rows[0].id;
  const signedIn = await signedInCustomer(app);
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id) };
  addressAdder = await signedInCustomer(app);

  const delivering = await signedInRider(app, superadmin, { userName: "Fuzz Rider One" });
  const order = await orderOutForDelivery(delivering);
  deliveringRider = { ...delivering, orderId: order.id, total: order.total };
  sharingRider = await signedInRider(app, superadmin, { userName: "Fuzz Rider Two" });
  await orderOutForDelivery(sharingRider);
  const officeRider = await signedInRider(app, superadmin, { userName: "Fuzz Rider Four" });
  const officeOrder = await orderOutForDelivery(officeRider);
  officeDelivery = { orderId: officeOrder.id, total: officeOrder.total };
  cashRider = await signedInRider(app, superadmin, { userName: "Fuzz Rider Three" });
  const cashOrder = await placeOrderOf(app, customer, customer.addressId, restaurantId, [{ menuItemId, quantity: 1 }]);
  await officeMoves(admin.agent, cashOrder.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, cashOrder.id, cashRider.id);
  await pickUpAndDeliver(cashRider.agent, cashOrder.id, cashOrder.total);
});
afterAll(async () => {
  await redis.quit();
  await app.stop();
  await geocoder.stop();
});

/** The document calling the target's field with the given arguments as variables (root fields only). */
function documentFor(operation: string, args: Args): string {
  const [typeName, fieldName] = operation.split(".") as [string, string];
  const root = typeName === "Query" ? schema.getQueryType() : typeName === "Mutation" ? schema.getMutationType() : null;
  const field = root?.getFields()[fieldName];
  if (!field) throw new Error(`${operation} is not a query or mutation: give its caller a document`);
  const used = field.args.filter((arg) => arg.name in args);
  const declared = used.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = used.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  return `${typeName.toLowerCase()} InputFuzz${declared ? `(${declared})` : ""} { ${fieldName}${passed ? `(${passed})` : ""}${selection} }`;
}

function withValue(args: Args, path: string[], value: unknown): Args {
  const copy = structuredClone(args);
  let node: Args = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Args;
  node[path.at(-1)!] = value;
  return copy;
}

const NEGATIVE_ZERO = "\u0000negative zero\u0000";

/** JSON as a client may write it: JSON.stringify writes -0 as 0, which would hide it. */
const jsonText = (body: unknown) =>
  JSON.stringify(body, (_key, value: unknown) => (Object.is(value, -0) ? NEGATIVE_ZERO : value)).replaceAll(
    JSON.stringify(NEGATIVE_ZERO),
    "-0",
  );

interface Answer {
  status: number;
  codes: string[];
}

async function send(agent: Agent, operation: string, args: Args): Promise<Answer> {
  const res = await agent
    .post("/graphql")
    .set("Content-Type", "application/json")
    .send(jsonText({ query: documentFor(operation, args), variables: args }));
  const errors = (res.body.errors ?? []) as Array<{ extensions?: { code?: string } }>;
  return { status: res.status, codes: errors.map((error) => String(error.extensions?.code)) };
}

const crashed = (answer: Answer) => answer.status >= 500 || answer.codes.includes("INTERNAL_SERVER_ERROR");
const show = (value: unknown) =>
  Object.is(value, -0)
    ? "-0"
    : typeof value === "string" && value.length > 40
      ? `"${value.slice(0, 10)}…" (${value.length})`
      : JSON.stringify(value);

describe("the fields under fuzz", () => {
  it("finds every Float and day of the API in the schema, the money ones by their description", () => {
    expect(targets.map((t) => `${targetName(t)} ${t.kind}`)).toEqual(
      expect.arrayContaining([
        "Mutation.markDelivered(cashCollected) rupees",
        "Mutation.recordCashHandover(amount) rupees",
        "Mutation.createMenuItem(input.originalPrice) rupees",
        "Mutation.createMenuItem(input.offerPrice) rupees",
        "Mutation.updateMenuItem(input.originalPrice) rupees",
        "Mutation.updateMenuItem(input.offerPrice) rupees",
        "Mutation.createRestaurant(input.priceForTwo) rupees",
        "Mutation.updateRestaurant(input.priceForTwo) rupees",
        "Mutation.createRestaurant(input.latitude) number",
        "Mutation.shareRiderPosition(accuracy) number",
        "Query.restaurantsNear(longitude) number",
        "Query.adminOrders(filter.date) day",
        "Query.adminOrders(filter.from) day",
        "Query.adminOrders(filter.to) day",
        "Query.riderCashSummary(date) day",
        "Query.riderCashSummaries(date) day",
      ]),
    );
  });

  it("has a caller for every operation that takes one (register a new one in CALLERS)", () => {
    expect(targets.filter((t) => !CALLERS[t.operation]).map(targetName)).toEqual([]);
  });
});

describe("hostile numbers and days through GraphQL", () => {
  it("answers each one with the client's error or a business error, never INTERNAL_SERVER_ERROR; refuses bad rupees and days as BAD_USER_INPUT", async () => {
    const problems: string[] = [];
    const operations = [...new Set(targets.map((t) => t.operation))].filter((operation) => CALLERS[operation]);
    for (const operation of operations) {
      const caller = CALLERS[operation]!;
      for (const target of targets.filter((t) => t.operation === operation)) {
        const values = target.kind === "day" ? HOSTILE_DAYS : HOSTILE_NUMBERS;
        const mustRefuse = target.kind === "day" ? BAD_DAYS : target.kind === "rupees" ? BAD_RUPEES : [];
        for (const value of values) {
          await caller.reset?.();
          const answer = await send(caller.agent(), operation, withValue(caller.args(), target.path, value));
          if (crashed(answer)) problems.push(`${targetName(target)} = ${show(value)}: HTTP ${answer.status} ${answer.codes.join(",")}`);
          else if (mustRefuse.includes(value) && answer.codes[0] !== "BAD_USER_INPUT") {
            problems.push(`${targetName(target)} = ${show(value)}: ${answer.codes[0] ?? "answered"} instead of BAD_USER_INPUT`);
          }
        }
      }
      // The caller's own arguments are answered: the refusals above came from the values, not from the set-up.
      await caller.reset?.();
      const valid = await send(caller.agent(), operation, caller.args());
      if (valid.codes.length > 0) problems.push(`${operation} with its caller's own arguments: ${valid.codes.join(",")}`);
    }
    expect(problems).toEqual([]);
    // Every operation of the API, one call per hostile value: longer than one test's usual minute on a busy machine.
  }, 180_000);
});

interface RestCase {
  name: string;
  kind: Target["kind"];
  send: (value: unknown) => request.Test;
  reset?: () => Promise<void>;
}

const withJson = (test: request.Test, body: Args) => test.set("Content-Type", "application/json").send(jsonText(body));
const query = (value: unknown) => encodeURIComponent(Object.is(value, -0) ? "-0" : String(value));
const legacyRestaurant = () => {
  const { priceForTwo, ...rest } = restaurantInput();
  return { ...rest, priceRange: priceForTwo, rating: 4 };
};

/** The legacy REST paths that take the same amounts, numbers and days: the same input classes judge them. */
const REST_CASES: RestCase[] = [
  {
    name: "POST /api/admin/restaurants/add priceRange",
    kind: "rupees",
    send: (v) => withJson(admin.agent.post("/api/admin/restaurants/add"), { ...legacyRestaurant(), priceRange: v }),
  },
  {
    name: "PUT /api/admin/restaurants/edit/:id priceRange",
    kind: "rupees",
    send: (v) => withJson(admin.agent.put(`/api/admin/restaurants/edit/${restaurantId}`), { priceRange: v }),
  },
  {
    name: "POST /api/admin/restaurants/:id/add originalPrice",
    kind: "rupees",
    send: (v) => withJson(admin.agent.post(`/api/admin/restaurants/${restaurantId}/add`), { ...menuItemInput(), originalPrice: v }),
  },
  {
    name: "POST /api/admin/restaurants/:id/add offerPrice",
    kind: "rupees",
    send: (v) => withJson(admin.agent.post(`/api/admin/restaurants/${restaurantId}/add`), { ...menuItemInput(), offerPrice: v }),
  },
  {
    name: "PUT /api/admin/restaurants/:id/edit/:menuId offerPrice",
    kind: "rupees",
    send: (v) => withJson(admin.agent.put(`/api/admin/restaurants/${restaurantId}/edit/${menuItemId}`), { offerPrice: v }),
  },
  {
    name: "POST /api/admin/restaurants/add latitude",
    kind: "number",
    send: (v) => withJson(admin.agent.post("/api/admin/restaurants/add"), { ...legacyRestaurant(), latitude: v }),
  },
  {
    name: "POST /api/admin/restaurants/add deliveryRadiusKm",
    kind: "number",
    send: (v) => withJson(admin.agent.post("/api/admin/restaurants/add"), { ...legacyRestaurant(), deliveryRadiusKm: v }),
  },
  {
    name: "POST /api/admin/restaurants/:id/add rating",
    kind: "number",
    send: (v) => withJson(admin.agent.post(`/api/admin/restaurants/${restaurantId}/add`), { ...menuItemInput(), rating: v }),
  },
  {
    name: "POST /api/shop/address/add latitude",
    kind: "number",
    send: (v) => withJson(addressAdder.agent.post("/api/shop/address/add"), { ...addressInput(), userId: addressAdder.id, latitude: v }),
    reset: CALLERS["Mutation.addAddress"]!.reset,
  },
  {
    name: "PUT /api/shop/address/update/:userId/:addressId longitude",
    kind: "number",
    send: (v) =>
      withJson(customer.agent.put(`/api/shop/address/update/${customer.id}/${customer.addressId}`), { ...point(), longitude: v }),
  },
  {
    name: "GET /api/shop/restaurants/get?latitude",
    kind: "number",
    send: (v) => app.agent().get(`/api/shop/restaurants/get?latitude=${query(v)}&longitude=${TOWN.longitude}`),
  },
  {
    name: "GET /api/shop/search/:keyword?longitude",
    kind: "number",
    send: (v) => app.agent().get(`/api/shop/search/idli?latitude=${TOWN.latitude}&longitude=${query(v)}`),
  },
  { name: "GET /api/admin/orders/get?date", kind: "day", send: (v) => admin.agent.get(`/api/admin/orders/get?date=${query(v)}`) },
  {
    name: "GET /api/admin/orders/get?from",
    kind: "day",
    send: (v) => admin.agent.get(`/api/admin/orders/get?from=${query(v)}&to=2025-05-31`),
  },
  {
    name: "GET /api/admin/orders/get?to",
    kind: "day",
    send: (v) => admin.agent.get(`/api/admin/orders/get?from=2025-05-01&to=${query(v)}`),
  },
  {
    name: "GET /api/admin/ledger.csv?from",
    kind: "day",
    send: (v) => superadmin.agent.get(`/api/admin/ledger.csv?from=${query(v)}&to=2025-05-31`),
  },
  {
    name: "GET /api/admin/ledger.csv?to",
    kind: "day",
    send: (v) => superadmin.agent.get(`/api/admin/ledger.csv?from=2025-05-01&to=${query(v)}`),
  },
];

/** Old forms send numbers as text: these too are a fraction of a paisa. */
const BAD_RUPEE_TEXTS = ["0.001", "1.005", "-1"];
/** The legacy query string is trimmed, so a day with spaces around it is that day there. */
const BAD_QUERY_DAYS = BAD_DAYS.filter((day) => day.trim() === day);

describe("hostile numbers and days through the legacy REST paths", () => {
  it("answers each one 4xx or 2xx, never 500; refuses bad rupees and days as 400 BAD_USER_INPUT", async () => {
    const problems: string[] = [];
    for (const restCase of REST_CASES) {
      const values = restCase.kind === "day" ? HOSTILE_DAYS : [...HOSTILE_NUMBERS, ...BAD_RUPEE_TEXTS];
      const mustRefuse: unknown[] =
        restCase.kind === "day"
          ? BAD_QUERY_DAYS
          : restCase.kind === "rupees"
            ? [...BAD_RUPEES.filter((v) => typeof v === "number"), ...BAD_RUPEE_TEXTS]
            : [];
      for (const value of values) {
        await restCase.reset?.();
        const res = await restCase.send(value);
        const code = (res.body as { code?: string }).code;
        if (res.status >= 500 || code === "INTERNAL_SERVER_ERROR")
          problems.push(`${restCase.name} = ${show(value)}: HTTP ${res.status} ${code}`);
        else if (mustRefuse.includes(value) && (res.status !== 400 || code !== "BAD_USER_INPUT")) {
          problems.push(`${restCase.name} = ${show(value)}: HTTP ${res.status} ${code ?? ""} instead of 400 BAD_USER_INPUT`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
