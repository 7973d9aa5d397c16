import { PAYOUT_SETTINGS, SET_RESTAURANT_COMMISSION, UPDATE_PAYOUT_SETTINGS } from "./support/commission";
import {
  MARK_STATEMENT_PAID,
  MONEY_SUMMARY,
  PAYOUT_STATEMENTS,
  RECORD_LEDGER_CORRECTION,
  RESTAURANT_STATEMENTS,
} from "./support/statements";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { MARK_RIDER_PAID, RIDER_EARNINGS, RIDER_PAY_SETTINGS, RIDER_PAYOUTS, UPDATE_RIDER_PAY_SETTINGS } from "./support/rider-pay";
import { CONFIRM_UPI_PAYMENT, UPI_AT_DOOR, UPI_COLLECTIONS } from "./support/upi";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import {
  ACCEPT_ORDER,
  ADD_RESTAURANT_STAFF,
  BOARD_ORDERS,
  KITCHEN_RESTAURANTS,
  MARK_ORDER_READY,
  REJECT_ORDER,
  REMOVE_RESTAURANT_STAFF,
  RESTAURANT_STAFF,
  SET_MENU_ITEM_SOLD_OUT,
  SET_RESTAURANT_CLOSED_FOR_TODAY,
  START_PREPARING_ORDER,
} from "./support/kitchen";
import { MARK_COLLECTED } from "./support/pickup";
import {
  ADD_ADDRESS,
  ADD_BANNER,
  ADD_TO_CART,
  ADDRESSES,
  ADMIN_ORDER,
  ADMIN_ORDERS,
  ADMIN_RESTAURANTS,
  BROADCASTS,
  CANCEL_ORDER,
  CART,
  CREATE_MENU_ITEM,
  CREATE_RESTAURANT,
  DASHBOARD,
  DELETE_ADDRESS,
  DELETE_BANNER,
  DELETE_MENU_ITEM,
  DELETE_RESTAURANT,
  MY_ORDERS,
  ORDER,
  PLACE_ORDER,
  REORDER_BANNERS,
  SAVE_PUSH_SUBSCRIPTION,
  SEND_BROADCAST,
  SET_PREFERRED_LANGUAGE,
  UPDATE_MENU_ITEM,
  UPDATE_ORDER_STATUS,
  UPDATE_RESTAURANT,
} from "./support/operations";
import {
  ASSIGN_RIDER,
  MAP_SETTINGS,
  MARK_DELIVERED,
  MARK_DELIVERY_FAILED,
  MARK_PICKED_UP,
  RECORD_CASH_HANDOVER,
  RIDER_CASH_SUMMARIES,
  RIDER_CASH_SUMMARY,
  RIDER_DELIVERED_TODAY,
  RIDER_ME,
  RIDER_ORDER_CHANGED,
  RIDER_ORDERS,
  RIDERS,
  SET_RIDER_ON_SHIFT,
  SHARE_RIDER_POSITION,
  signedInRider,
  UNASSIGN_RIDER,
} from "./support/riders";
import { errorCodes, eventually, openSocket } from "./support/subscriptions";
import { HIDE_REVIEW, RATE_ORDER, REPLY_TO_REVIEW, STAFF_REVIEWS } from "./support/reviews";
import { SET_MEAL_REMINDERS } from "./support/meal-reminders";
import { ANSWER_ORDER_PROBLEM, ORDER_PROBLEMS, REPORT_ORDER_PROBLEM } from "./support/order-problems";
import { startTestApp, type TestApp } from "./support/test-app";
import { AUDIT_LOG } from "./support/audit";
import { CREATE_WEBHOOK, DELETE_WEBHOOK, REDELIVER_WEBHOOK, WEBHOOK_DELIVERIES, WEBHOOKS } from "./support/webhooks";

/**
 * Every admin operation refused to anonymous callers (401 / UNAUTHENTICATED) and to customers
 * (403 / FORBIDDEN); every userId- or id-bearing customer path refused to another customer.
 */
const ID = "00000000-0000-4000-8000-000000000000";
const restaurantInput = {
  name: "X",
  address: "Main Road",
  category: "veg",
  openingTime: "09:00",
  closingTime: "21:00",
  latitude: 16.54,
  longitude: 81.52,
  deliveryRadiusKm: 5,
  deliveryTime: 30,
  priceForTwo: 300,
} as const;
const ADMIN_OPERATIONS: Array<[string, Operation]> = [
  ["adminRestaurants", operation(ADMIN_RESTAURANTS)],
  ["createRestaurant", operation(CREATE_RESTAURANT, { i: restaurantInput })],
  ["updateRestaurant", operation(UPDATE_RESTAURANT, { id: ID, i: { name: "Y" } })],
  ["deleteRestaurant", operation(DELETE_RESTAURANT, { id: ID })],
  ["createMenuItem", operation(CREATE_MENU_ITEM, { r: ID, i: { name: "D", category: "meal", isVeg: true, originalPrice: 100 } })],
  ["updateMenuItem", operation(UPDATE_MENU_ITEM, { r: ID, id: ID, i: { name: "E" } })],
  ["deleteMenuItem", operation(DELETE_MENU_ITEM, { r: ID, id: ID })],
  ["adminOrders", operation(ADMIN_ORDERS)],
  ["adminOrder", operation(ADMIN_ORDER, { id: ID })],
  ["updateOrderStatus", operation(UPDATE_ORDER_STATUS, { id: ID, status: "CONFIRMED" })],
  ["dashboard", operation(DASHBOARD)],
  ["addBanner", operation(ADD_BANNER, { image: "https://example.com/a.webp" })],
  ["deleteBanner", operation(DELETE_BANNER, { id: ID })],
  ["reorderBanners", operation(REORDER_BANNERS, { ids: [] })],
  ["broadcasts", operation(BROADCASTS)],
  ["sendBroadcast", operation(SEND_BROADCAST, { input: { title: "T", body: "B", audience: "CUSTOMERS" } })],
  ["restaurantStaff", operation(RESTAURANT_STAFF, { restaurantId: ID })],
  ["addRestaurantStaff", operation(ADD_RESTAURANT_STAFF, { restaurantId: ID, email: "cook@example.com" })],
  ["removeRestaurantStaff", operation(REMOVE_RESTAURANT_STAFF, { restaurantId: ID, email: "cook@example.com" })],
  // Riders and their cash: the office's side
  ["riders", operation(RIDERS, { onShift: true })],
  ["assignRider", operation(ASSIGN_RIDER, { orderId: ID, riderId: ID })],
  ["unassignRider", operation(UNASSIGN_RIDER, { orderId: ID })],
  ["riderCashSummaries", operation(RIDER_CASH_SUMMARIES, { date: "2026-11-26" })],
  ["recordCashHandover", operation(RECORD_CASH_HANDOVER, { riderId: ID, amount: 100 })],
  ["upiCollections", operation(UPI_COLLECTIONS, { date: "2026-11-26" })],
  ["confirmUpiPayment", operation(CONFIRM_UPI_PAYMENT, { orderId: ID })],
  // The Help queue
  ["orderProblems", operation(ORDER_PROBLEMS)],
  ["answerOrderProblem", operation(ANSWER_ORDER_PROBLEM, { id: ID, text: "Sorry", resolve: true })],
  ["hideReview", operation(HIDE_REVIEW, { reviewId: ID, reason: "Abuse" })],
  ["payoutSettings", operation(PAYOUT_SETTINGS)],
  ["payoutStatements", operation(PAYOUT_STATEMENTS, { from: "2026-11-02", to: "2026-11-08" })],
  ["riderPaySettings", operation(RIDER_PAY_SETTINGS)],
  ["riderPayouts", operation(RIDER_PAYOUTS, { from: "2026-11-02", to: "2026-11-08" })],
  ["moneySummary", operation(MONEY_SUMMARY, { from: "2026-11-02", to: "2026-11-08" })],
];
/** A rider's own operations: riders only (an admin acts through the office's operations, never as a rider). */
const RIDER_OPERATIONS: Array<[string, Operation]> = [
  ["riderMe", operation(RIDER_ME)],
  ["riderOrders", operation(RIDER_ORDERS)],
  ["riderDeliveredToday", operation(RIDER_DELIVERED_TODAY)],
  ["setRiderOnShift", operation(SET_RIDER_ON_SHIFT, { onShift: true })],
  ["markPickedUp", operation(MARK_PICKED_UP, { orderId: ID })],
  ["markDelivered", operation(MARK_DELIVERED, { orderId: ID, cash: 100 })],
  ["markDeliveryFailed", operation(MARK_DELIVERY_FAILED, { orderId: ID, reason: "Not home" })],
  ["shareRiderPosition", operation(SHARE_RIDER_POSITION, { lat: 16.54, lng: 81.52 })],
];
/** The kitchen board's operations: a restaurant's staff and admins (kitchen-staff.test.ts has the staff × operation matrix). */
const KITCHEN_OPERATIONS: Array<[string, Operation]> = [
  ["restaurantOrders", operation(BOARD_ORDERS, { restaurantId: ID })],
  ["acceptOrder", operation(ACCEPT_ORDER, { id: ID, minutes: 10 })],
  ["rejectOrder", operation(REJECT_ORDER, { id: ID, reason: "Closed" })],
  ["startPreparingOrder", operation(START_PREPARING_ORDER, { id: ID })],
  ["markOrderReady", operation(MARK_ORDER_READY, { id: ID })],
  ["markCollected", operation(MARK_COLLECTED, { orderId: ID })],
  ["setMenuItemSoldOut", operation(SET_MENU_ITEM_SOLD_OUT, { id: ID, soldOut: true })],
  ["setRestaurantClosedForToday", operation(SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: ID, closed: true })],
  ["restaurantReviews", operation(STAFF_REVIEWS, { restaurantId: ID })],
  ["replyToReview", operation(REPLY_TO_REVIEW, { reviewId: ID, text: "Thanks" })],
  ["restaurantStatements", operation(RESTAURANT_STATEMENTS, { restaurantId: ID, from: "2026-11-02", to: "2026-11-08" })],
];
/** Refused to admins as well. */
const SUPERADMIN_OPERATIONS: Array<[string, Operation]> = [
  ["auditLog", operation(AUDIT_LOG, { filter: { from: "2026-11-02", to: "2026-11-08" } })],
  ["createWebhook", operation(CREATE_WEBHOOK, { input: { url: "https://partner.example/hooks", events: ["ORDER_PLACED"] } })],
  ["webhooks", operation(WEBHOOKS)],
  ["deleteWebhook", operation(DELETE_WEBHOOK, { id: ID })],
  ["webhookDeliveries", operation(WEBHOOK_DELIVERIES, { webhookId: ID })],
  ["redeliverWebhook", operation(REDELIVER_WEBHOOK, { deliveryId: ID })],
  ["markStatementPaid", operation(MARK_STATEMENT_PAID, { statementId: `${ID}/2026-11-02`, reference: "UTR 1", paidOn: "2026-11-10" })],
  ["updatePayoutSettings", operation(UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: 12 } })],
  [
    "updateRiderPaySettings",
    operation(UPDATE_RIDER_PAY_SETTINGS, { input: { riderBaseFee: 30, riderBaseDistanceKm: 3, riderPerKmFee: 8 } }),
  ],
  ["markRiderPaid", operation(MARK_RIDER_PAID, { riderId: ID, weekStart: "2026-11-02", reference: "UTR 1", paidOn: "2026-11-10" })],
  ["setRestaurantCommission", operation(SET_RESTAURANT_COMMISSION, { restaurantId: ID, percent: 12 })],
  [
    "recordLedgerCorrection",
    operation(RECORD_LEDGER_CORRECTION, { input: { restaurantId: ID, account: "RESTAURANT", amount: 10, reason: "Packaging" } }),
  ],
];
const CUSTOMER_OPERATIONS: Array<[string, Operation]> = [
  ["cart", operation(CART)],
  ["addToCart", operation(ADD_TO_CART, { id: ID })],
  ["addresses", operation(ADDRESSES)],
  ["addAddress", operation(ADD_ADDRESS, { i: { address: "a", city: "b", pincode: "534201", phone: "9876543210", notes: "" } })],
  ["placeOrder", operation(PLACE_ORDER, { i: { addressId: ID, idempotencyKey: ID } })],
  ["myOrders", operation(MY_ORDERS)],
  ["order", operation(ORDER, { id: ID })],
  ["reportOrderProblem", operation(REPORT_ORDER_PROBLEM, { orderId: ID, input: { kind: "LATE", text: "Late" } })],
  ["setMealReminders", operation(SET_MEAL_REMINDERS, { input: { breakfast: false, lunch: true, dinner: false } })],
  ["rateOrder", operation(RATE_ORDER, { orderId: ID, input: { foodRating: 5 } })],
  ["setPreferredLanguage", operation(SET_PREFERRED_LANGUAGE, { language: "te" })],
  ["kitchenRestaurants", operation(KITCHEN_RESTAURANTS)],
  ["upiAtDoor", operation(UPI_AT_DOOR)],
  [
    "savePushSubscription",
    operation(SAVE_PUSH_SUBSCRIPTION, { input: { endpoint: "https://push.example/x", keys: { p256dh: "a", auth: "b" } } }),
  ],
];
// GET /api/admin/restaurants/get is not here: anyone may read it (legacy-clients.test.ts).
const ADMIN_PATHS: Array<[string, string]> = [
  ["POST", "/api/admin/restaurants/add"],
  ["PUT", `/api/admin/restaurants/edit/${ID}`],
  ["DELETE", `/api/admin/restaurants/delete/${ID}`],
  ["POST", `/api/admin/restaurants/${ID}/add`],
  ["GET", `/api/admin/restaurants/${ID}/get`],
  ["PUT", `/api/admin/restaurants/${ID}/edit/${ID}`],
  ["DELETE", `/api/admin/restaurants/${ID}/delete/${ID}`],
  ["POST", "/api/admin/restaurants/upload-image"],
  ["POST", `/api/admin/restaurants/${ID}/upload-image`],
  ["GET", "/api/admin/orders/get"],
  ["GET", `/api/admin/orders/details/${ID}`],
  ["PUT", `/api/admin/orders/update/${ID}`],
  ["POST", "/api/common/feature/add"],
  ["DELETE", `/api/common/feature/delete/${ID}`],
  ["GET", "/api/admin/ledger.csv?from=2026-11-02&to=2026-11-08"],
];

let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
beforeAll(async () => {
  app = await startTestApp();
  customer = await signedInCustomer(app);
});
afterAll(() => app.stop());

const send = (agent: ReturnType<TestApp["agent"]>, method: string, path: string, body: object = {}) => {
  const request =
    method === "GET" ? agent.get(path) : method === "DELETE" ? agent.delete(path) : method === "PUT" ? agent.put(path) : agent.post(path);
  return method === "GET" || method === "DELETE" ? request : request.send(body);
};

describe("admin operations", () => {
  it.each(ADMIN_OPERATIONS)("GraphQL %s: UNAUTHENTICATED for anonymous callers, FORBIDDEN for customers", async (_name, send) => {
    expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
  });

  let admin: Awaited<ReturnType<typeof signedInStaff>> | undefined;
  it.each(SUPERADMIN_OPERATIONS)(
    "GraphQL %s: UNAUTHENTICATED for anonymous callers, FORBIDDEN for customers and admins",
    async (_name, send) => {
      admin ??= await signedInStaff(app, "admin");
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
      expect(errorCode(await send(admin.agent))).toBe("FORBIDDEN");
    },
  );

  it.each(ADMIN_PATHS)("%s %s: 401 for anonymous callers, 403 for customers", async (method, path) => {
    const anonymous = await send(app.agent(), method, path, { image: "https://example.com/a.webp", orderStatus: "confirmed" });
    expect([anonymous.status, anonymous.body.success]).toEqual([401, false]);
    const refused = await send(customer.agent, method, path, { image: "https://example.com/a.webp", orderStatus: "confirmed" });
    expect([refused.status, refused.body.success]).toEqual([403, false]);
  });

  it("lets an admin in but keeps the order details and broadcasts for superadmins", async () => {
    const admin = await signedInStaff(app, "admin");
    expect(errorCode(await gql(admin.agent, DASHBOARD))).toBeUndefined();
    const details = await gql(admin.agent, ADMIN_ORDER, { id: ID });
    expect(errorCode(details)).toBe("FORBIDDEN");
    expect(details.errors![0]!.message).toBe("You Need Super Admin Access To View This Detail");
    expect((await admin.agent.get(`/api/admin/orders/details/${ID}`)).status).toBe(403);
    const broadcast = operation(SEND_BROADCAST, { input: { title: "T", body: "B", audience: "STAFF" } });
    expect(errorCode(await gql(admin.agent, BROADCASTS))).toBeUndefined();
    expect(errorCode(await broadcast(admin.agent))).toBe("FORBIDDEN");
    const superadmin = await signedInStaff(app, "superadmin");
    expect(errorCode(await gql(superadmin.agent, ADMIN_ORDER, { id: ID }))).toBe("NOT_FOUND");
    // Past the role check; this app has no VAPID keys, so push is off.
    expect(errorCode(await broadcast(superadmin.agent))).toBe("SERVICE_UNAVAILABLE");
  });
});

describe("rider operations", () => {
  let admin: Awaited<ReturnType<typeof signedInStaff>> | undefined;
  let superadmin: Awaited<ReturnType<typeof signedInStaff>> | undefined;
  let rider: Awaited<ReturnType<typeof signedInRider>> | undefined;
  const staff = async () => {
    admin ??= await signedInStaff(app, "admin");
    superadmin ??= await signedInStaff(app, "superadmin");
    rider ??= await signedInRider(app, superadmin);
    return { admin, superadmin, rider };
  };

  it.each(RIDER_OPERATIONS)(
    "GraphQL %s: UNAUTHENTICATED for anonymous callers, FORBIDDEN for customers, admins and superadmins",
    async (_name, send) => {
      const { admin, superadmin } = await staff();
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
      expect(errorCode(await send(admin.agent))).toBe("FORBIDDEN");
      expect(errorCode(await send(superadmin.agent))).toBe("FORBIDDEN");
    },
  );

  it("lets a rider past the role check of every rider operation", async () => {
    const { rider } = await staff();
    const outcomes = Object.fromEntries(
      await Promise.all(RIDER_OPERATIONS.map(async ([name, send]) => [name, errorCode(await send(rider.agent)) ?? "answered"])),
    );
    expect(outcomes).toEqual({
      riderMe: "answered",
      riderOrders: "answered",
      riderDeliveredToday: "answered",
      setRiderOnShift: "answered",
      markPickedUp: "NOT_FOUND",
      markDelivered: "NOT_FOUND",
      markDeliveryFailed: "NOT_FOUND",
      shareRiderPosition: "DELIVERY_NOT_ACTIVE",
    });
  });

  it("refuses a rider every admin, superadmin and kitchen operation", async () => {
    const { rider } = await staff();
    const outcomes: Record<string, string | undefined> = {};
    for (const [name, send] of [...ADMIN_OPERATIONS, ...SUPERADMIN_OPERATIONS, ...KITCHEN_OPERATIONS])
      outcomes[name] = errorCode(await send(rider.agent));
    expect(outcomes).toEqual(
      Object.fromEntries([...ADMIN_OPERATIONS, ...SUPERADMIN_OPERATIONS, ...KITCHEN_OPERATIONS].map(([name]) => [name, "FORBIDDEN"])),
    );
  });

  it("riderCashSummary: admins for any rider, a rider for themself only, nobody else", async () => {
    const { admin, rider } = await staff();
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const own = operation(RIDER_CASH_SUMMARY, { riderId: rider.id, date: today });
    const someoneElse = operation(RIDER_CASH_SUMMARY, { riderId: ID, date: today });
    expect(errorCode(await own(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await own(customer.agent))).toBe("FORBIDDEN");
    expect(errorCode(await own(rider.agent))).toBeUndefined();
    expect(errorCode(await someoneElse(rider.agent))).toBe("FORBIDDEN");
    expect(errorCode(await own(admin.agent))).toBeUndefined();
    expect(errorCode(await someoneElse(admin.agent))).toBe("NOT_FOUND");
  });

  it("riderEarnings: admins for any rider, a rider for themself only, nobody else", async () => {
    const { admin, rider } = await staff();
    const own = operation(RIDER_EARNINGS, { riderId: rider.id, from: "2026-11-02", to: "2026-11-08" });
    const someoneElse = operation(RIDER_EARNINGS, { riderId: ID, from: "2026-11-02", to: "2026-11-08" });
    expect(errorCode(await own(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await own(customer.agent))).toBe("FORBIDDEN");
    expect(errorCode(await own(rider.agent))).toBeUndefined();
    expect(errorCode(await someoneElse(rider.agent))).toBe("FORBIDDEN");
    expect(errorCode(await own(admin.agent))).toBeUndefined();
    expect(errorCode(await someoneElse(admin.agent))).toBe("NOT_FOUND");
  });

  it("riderOrderChanged: refused to anonymous callers, customers and admins; a rider's starts", async () => {
    const { admin, rider } = await staff();
    const sockets = [openSocket(app.url), openSocket(app.url, { cookie: customer.cookie }), openSocket(app.url, { cookie: admin.cookie })];
    const refused = sockets.map((socket) => socket.subscribe(RIDER_ORDER_CHANGED));
    const riderSocket = openSocket(app.url, { cookie: rider.cookie });
    const riderFeed = riderSocket.subscribe(RIDER_ORDER_CHANGED);
    try {
      await eventually("all three refused", () =>
        refused.every((live) => live.error !== undefined || live.completed || live.results.length > 0),
      );
      expect(refused.map(errorCodes)).toEqual([["UNAUTHENTICATED"], ["FORBIDDEN"], ["FORBIDDEN"]]);
      await eventually("the rider's feed is live", () => app.running.events.liveSubscriptions() === 1);
      expect(errorCodes(riderFeed)).toEqual([]);
    } finally {
      for (const socket of [...sockets, riderSocket]) await socket.close();
    }
  });
});

describe("public operations", () => {
  it("mapSettings answers anyone, signed in or not (no tile server configured here: no map)", async () => {
    for (const agent of [app.agent(), customer.agent]) {
      const answer = await gql(agent, MAP_SETTINGS);
      expect([answer.errors, answer.data]).toEqual([undefined, { mapSettings: { tileUrl: null, attribution: null } }]);
    }
  });
});

describe("kitchen operations", () => {
  it.each(KITCHEN_OPERATIONS)(
    "GraphQL %s: UNAUTHENTICATED for anonymous callers, FORBIDDEN for customers on no restaurant's staff",
    async (_name, send) => {
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
    },
  );
});

describe("customer operations", () => {
  it.each(CUSTOMER_OPERATIONS)("GraphQL %s: UNAUTHENTICATED for anonymous callers", async (_name, send) => {
    expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
  });

  it("refuses customer B every path that names customer A", async () => {
    const a = await signedInCustomer(app);
    const b = await signedInCustomer(app);
    const restaurant = await insertRestaurant(app.db);
    const dish = await insertMenuItem(app.db, restaurant.id);
    const address = await a.agent
      .post("/api/shop/address/add")
      .send({ userId: a.id, address: "1 Main Road", city: "Bhimavaram", pincode: "534201", phone: "9876543210", notes: "" });
    expect(address.status).toBe(201);
    const addressId = address.body.data._id;
    await a.agent.post("/api/shop/cart/add").send({ userId: a.id, menuItemId: dish.id, quantity: 1 });
    const order = await a.agent.post("/api/shop/order/create").send({ userId: a.id, addressInfo: { addressId } });
    expect(order.status).toBe(201);
    const orderId = order.body.orderId;

    const forbidden: Array<[string, string, object?]> = [
      ["GET", `/api/shop/cart/get/${a.id}`],
      ["POST", "/api/shop/cart/add", { userId: a.id, menuItemId: dish.id, quantity: 1 }],
      ["PUT", "/api/shop/cart/update-cart", { userId: a.id, menuItemId: dish.id, quantity: 2 }],
      ["DELETE", `/api/shop/cart/${a.id}/${dish.id}`],
      ["GET", `/api/shop/address/get/${a.id}`],
      ["POST", "/api/shop/address/add", { userId: a.id, address: "x", city: "y", pincode: "534201", phone: "9876543210", notes: "" }],
      ["PUT", `/api/shop/address/update/${a.id}/${addressId}`, { city: "Hijacked" }],
      ["DELETE", `/api/shop/address/delete/${a.id}/${addressId}`],
      ["POST", "/api/shop/order/create", { userId: a.id, addressInfo: { addressId } }],
      ["GET", `/api/shop/order/list/${a.id}`],
      ["POST", "/api/fcm/save", { userId: a.id, token: { endpoint: "https://push.example/b", keys: { p256dh: "x", auth: "y" } } }],
    ];
    for (const [method, path, body] of forbidden) {
      const res = await send(b.agent, method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
    }
    const hidden: Array<[string, string, object?]> = [
      ["GET", `/api/shop/order/details/${orderId}`],
      ["POST", "/api/shop/order/success", { orderId }],
      ["PUT", `/api/shop/address/update/${b.id}/${addressId}`, { city: "Hijacked" }],
      ["DELETE", `/api/shop/address/delete/${b.id}/${addressId}`],
    ];
    for (const [method, path, body] of hidden) {
      const res = await send(b.agent, method, path, body);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
    expect(errorCode(await gql(b.agent, ORDER, { id: orderId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(b.agent, CANCEL_ORDER, { id: orderId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(b.agent, REPORT_ORDER_PROBLEM, { orderId, input: { kind: "LATE", text: "Late" } }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(b.agent, DELETE_ADDRESS, { id: addressId }))).toBe("NOT_FOUND");

    const untouched = await a.agent.get(`/api/shop/address/get/${a.id}`);
    expect(untouched.body.data[0].city).toBe("Bhimavaram");
    const orders = await a.agent.get(`/api/shop/order/list/${a.id}`);
    expect(orders.body.data.map((o: { orderStatus: string }) => o.orderStatus)).toEqual(["pending"]);
  });
});
