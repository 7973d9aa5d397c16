import { PAYOUT_SETTINGS, SET_RESTAURANT_COMMISSION, UPDATE_PAYOUT_SETTINGS } from "./support/commission";
import {
  MARK_STATEMENT_PAID,
  MONEY_SUMMARY,
  PAYOUT_STATEMENTS,
  RECORD_LEDGER_CORRECTION,
  RESTAURANT_STATEMENTS,
} from "./support/statements";
import { MARK_RIDER_PAID, RIDER_EARNINGS, RIDER_PAY_SETTINGS, RIDER_PAYOUTS, UPDATE_RIDER_PAY_SETTINGS } from "./support/rider-pay";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema } from "graphql";
import { graphql } from "./gql";
import type { ApiScope } from "./gql/graphql";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { CONFIRM_UPI_PAYMENT, UPI_AT_DOOR, UPI_COLLECTIONS } from "./support/upi";
import { API_KEYS, createApiKey, CREATE_API_KEY, keyAgent, RESTAURANT_ORDERS, REVOKE_API_KEY } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, TOWN } from "./support/fixtures";
import { documentText, errorCode, operation, type GraphQLResult, type Operation } from "./support/graphql";
import {
  ADD_ADDRESS,
  ADD_BANNER,
  ADD_TO_CART,
  ADDRESSES,
  ADMIN_ORDER,
  ADMIN_ORDERS,
  ADMIN_RESTAURANTS,
  BANNERS,
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
  FORGOT_PASSWORD,
  LOGIN,
  LOGOUT,
  ME,
  MY_ORDERS,
  ORDER,
  PLACE_ORDER,
  REGISTER,
  REORDER_BANNERS,
  RESEND_OTP,
  RESET_PASSWORD,
  RESTAURANTS_NEAR,
  REVERSE_GEOCODE,
  SAVE_PUSH_SUBSCRIPTION,
  SEARCH_MENU_ITEMS,
  SEND_BROADCAST,
  SET_PREFERRED_LANGUAGE,
  SET_USER_ROLE,
  UPDATE_ADDRESS,
  UPDATE_MENU_ITEM,
  UPDATE_ORDER_STATUS,
  UPDATE_RESTAURANT,
  VERIFY_OTP,
} from "./support/operations";
import {
  ACCEPT_ORDER,
  ADD_RESTAURANT_STAFF,
  KITCHEN_RESTAURANTS,
  MARK_ORDER_READY,
  REJECT_ORDER,
  REMOVE_RESTAURANT_STAFF,
  RESTAURANT_STAFF,
  SET_MENU_ITEM_SOLD_OUT,
  SET_RESTAURANT_CLOSED_FOR_TODAY,
  START_PREPARING_ORDER,
} from "./support/kitchen";
import { insertOrder } from "./support/order-fixtures";
import { insertPickupOrder, MARK_COLLECTED } from "./support/pickup";
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
  RIDER_ORDERS,
  RIDERS,
  SET_RIDER_ON_SHIFT,
  SHARE_RIDER_POSITION,
  UNASSIGN_RIDER,
} from "./support/riders";
import { CREATE_WEBHOOK, DELETE_WEBHOOK, REDELIVER_WEBHOOK, WEBHOOK_DELIVERIES, WEBHOOKS } from "./support/webhooks";
import {
  APPLY_COUPON,
  AVAILABLE_COUPONS,
  COUPONS,
  CREATE_COUPON,
  REMOVE_COUPON,
  SET_COUPON_ACTIVE,
  UPDATE_COUPON,
  couponInput,
} from "./support/coupons";
import {
  DELIVERY_SETTINGS,
  FLAT,
  NO_TAX,
  SET_CART_TIP,
  TAX_SETTINGS,
  UPDATE_DELIVERY_SETTINGS,
  UPDATE_TAX_SETTINGS,
} from "./support/charges";
import { SET_MEAL_REMINDERS } from "./support/meal-reminders";
import { ANSWER_ORDER_PROBLEM, ORDER_PROBLEMS, REPORT_ORDER_PROBLEM } from "./support/order-problems";
import { HIDE_REVIEW, RATE_ORDER, REPLY_TO_REVIEW, REVIEWS, STAFF_REVIEWS } from "./support/reviews";
import { startTestApp, type TestApp } from "./support/test-app";
import { AUDIT_LOG } from "./support/audit";

/**
 * Every query and mutation of the schema, sent with a key of each scope: the operations a scope
 * opens answer (for the key's own restaurant), every other one FORBIDDEN; another restaurant's id
 * (its orders, its order, its menu item) is FORBIDDEN too. A new operation fails the first test until it is classified here.
 */

const RESTAURANT = graphql(`query KeyRestaurant($id: ID!) { restaurant(id: $id) { id name } }`);
const MENU_CATEGORIES = graphql(`query KeyMenuCategories { menuCategories { id label } }`);
const DELIVERY_SLOTS = graphql(`query KeyDeliverySlots($restaurantId: ID!) { deliverySlots(restaurantId: $restaurantId) }`);
const RESTAURANT_CATEGORIES = graphql(`query KeyRestaurantCategories { restaurantCategories { id label } }`);
const TOWNS = graphql(`query KeyTowns { towns { name } }`);
const ORDER_INVOICE = graphql(`query KeyOrderInvoice($id: ID!) { orderInvoice(orderId: $id) { number } }`);
const LOCATE_PINCODE = graphql(`query KeyLocatePincode($pincode: String!) { locatePincode(pincode: $pincode) { exact } }`);
const PUSH_CONFIG = graphql(`query KeyPushConfig { pushConfig { vapidPublicKey } }`);
const ADMIN_USERS = graphql(`query KeyAdminUsers { adminUsers { total } }`);
const CLEAR_CART = graphql(`mutation KeyClearCart { clearCart { id } }`);
const REMOVE_FROM_CART = graphql(`mutation KeyRemoveFromCart($id: ID!) { removeFromCart(menuItemId: $id) { id } }`);
const UPDATE_CART_ITEM = graphql(`mutation KeyUpdateCartItem($id: ID!) { updateCartItem(menuItemId: $id, quantity: 2) { id } }`);
const UPDATE_CART_LINE = graphql(`mutation KeyUpdateCartLine($id: ID!) { updateCartLine(lineId: $id, quantity: 2) { id } }`);
const REMOVE_CART_LINE = graphql(`mutation KeyRemoveCartLine($id: ID!) { removeCartLine(lineId: $id) { id } }`);
const REORDER = graphql(`mutation KeyReorder($id: ID!) { reorder(orderId: $id) { leftOut } }`);
const SET_MENU_ITEM_OPTIONS = graphql(
  `mutation KeySetMenuItemOptions($id: ID!) { setMenuItemOptions(menuItemId: $id, groups: []) { id } }`,
);
const SET_MENU_OPTION_AVAILABLE = graphql(
  `mutation KeySetMenuOptionAvailable($id: ID!) { setMenuOptionAvailable(optionId: $id, isAvailable: false) { id } }`,
);
const SET_OPENING_HOURS = graphql(`mutation KeySetOpeningHours($id: ID!) { setOpeningHours(restaurantId: $id, periods: []) { id } }`);
const SET_FAVOURITE_RESTAURANT = graphql(
  `mutation KeySetFavouriteRestaurant($id: ID!) { setFavouriteRestaurant(restaurantId: $id, favourite: true) { id } }`,
);
const FAVOURITE_RESTAURANTS = graphql(`query KeyFavouriteRestaurants { favouriteRestaurants { id } }`);
const DELETE_PUSH_SUBSCRIPTION = graphql(`mutation KeyDeletePushSubscription($e: String!) { deletePushSubscription(endpoint: $e) }`);
const UPLOAD_IMAGE = graphql(`mutation KeyUploadImage($file: Upload!) { uploadImage(file: $file, purpose: BANNER) { url } }`);

const ID = "00000000-0000-4000-8000-000000000000";
const near = { lat: TOWN.latitude, lng: TOWN.longitude };
const restaurantInput = {
  name: "X",
  address: "Main Road",
  category: "veg" as const,
  openingTime: "09:00",
  closingTime: "21:00",
  latitude: 16.54,
  longitude: 81.52,
  deliveryRadiusKm: 5,
  deliveryTime: 30,
  priceForTwo: 300,
};
const account = { userName: "Key Test", email: "key@example.com", phone: "9876543210", password: "a long password" };

/** uploadImage takes a file: sent as a multipart request, as a client would. */
const uploadImage: Operation = async (agent) => {
  const res = await agent
    .post("/graphql")
    .set("Apollo-Require-Preflight", "true")
    .field("operations", JSON.stringify({ query: documentText(UPLOAD_IMAGE), variables: { file: null } }))
    .field("map", JSON.stringify({ 0: ["variables.file"] }))
    .attach("0", Buffer.from("not an image"), { filename: "a.png", contentType: "image/png" });
  return { status: res.status, data: res.body.data ?? null, errors: res.body.errors, setCookie: [] } satisfies GraphQLResult<unknown>;
};

let app: TestApp;

/** An "Egg" extra on the item, written as the admin's sheet would; its id. */
async function insertEggOption(menuItemId: string): Promise<string> {
  const group = await app.db.query(
    `INSERT INTO menu_option_groups (menu_item_id, name, min_choices, max_choices, position) VALUES ($1, 'Extras', 0, 1, 0) RETURNING id`,
    [menuItemId],
  );
  const option = await app.db.query(
    `INSERT INTO menu_options (group_id, name, extra_price_paise, position) VALUES ($1, 'Egg', 1500, 0) RETURNING id`,
    [group.rows[0].id],
  );
  return option.rows[0].id;
}

let restaurantA: string;
let restaurantB: string;
/** A pending order and a menu item of each restaurant, for the write scopes. */
let orderA: string;
let orderB: string;
let itemA: string;
let itemB: string;
/** The operation of each root field, and the scope that opens it to a key (null: none). */
let OPERATIONS: Record<string, { send: Operation; opens: ApiScope | null }>;
const keys = new Map<ApiScope, string>();

beforeAll(async () => {
  app = await startTestApp();
  const superadmin = await signedInStaff(app, "superadmin");
  restaurantA = (await insertRestaurant(app.db, { name: "Kitchen A" })).id;
  restaurantB = (await insertRestaurant(app.db, { name: "Kitchen B" })).id;
  const customer = await signedInCustomer(app);
  const line = { menuItemId: null, name: "Idli", unitPricePaise: 4000, quantity: 1 };
  const order = (restaurantId: string, restaurantName: string, status = "pending") =>
    insertOrder(app.db, { userId: customer.id, restaurantId, restaurantName, createdAt: new Date().toISOString(), status, lines: [line] });
  orderA = await order(restaurantA, "Kitchen A");
  orderB = await order(restaurantB, "Kitchen B");
  // The kitchen's moves, each on an order of A in the status it moves from.
  const toAccept = await order(restaurantA, "Kitchen A");
  const toReject = await order(restaurantA, "Kitchen A");
  const toPrepare = await order(restaurantA, "Kitchen A", "confirmed");
  const toMarkReady = await order(restaurantA, "Kitchen A", "preparing");
  const toCollect = await insertPickupOrder(app.db, {
    userId: customer.id,
    restaurantId: restaurantA,
    restaurantName: "Kitchen A",
    status: "ready_for_pickup",
    lines: [line],
  });
  itemA = (await insertMenuItem(app.db, restaurantA)).id;
  itemB = (await insertMenuItem(app.db, restaurantB)).id;
  const optionOfA = await insertEggOption(itemA);
  for (const scope of ["CATALOGUE_READ", "ORDERS_READ", "ORDERS_WRITE", "MENU_WRITE"] as const) {
    const restaurantIds = scope === "CATALOGUE_READ" ? [] : [restaurantA];
    keys.set(scope, (await createApiKey(superadmin.agent, { name: `Only ${scope}`, scopes: [scope], restaurantIds })).secret);
  }
  const A = restaurantA;
  OPERATIONS = {
    // The catalogue
    restaurantsNear: { send: operation(RESTAURANTS_NEAR, near), opens: "CATALOGUE_READ" },
    restaurant: { send: operation(RESTAURANT, { id: A }), opens: "CATALOGUE_READ" },
    searchMenuItems: { send: operation(SEARCH_MENU_ITEMS, { keyword: "dosa", ...near }), opens: "CATALOGUE_READ" },
    menuCategories: { send: operation(MENU_CATEGORIES), opens: "CATALOGUE_READ" },
    restaurantCategories: { send: operation(RESTAURANT_CATEGORIES), opens: "CATALOGUE_READ" },
    banners: { send: operation(BANNERS), opens: "CATALOGUE_READ" },
    towns: { send: operation(TOWNS), opens: "CATALOGUE_READ" },
    reviews: { send: operation(REVIEWS, { restaurantId: A }), opens: "CATALOGUE_READ" },
    deliverySlots: { send: operation(DELIVERY_SLOTS, { restaurantId: A }), opens: "CATALOGUE_READ" },
    // A restaurant's orders
    restaurantOrders: { send: operation(RESTAURANT_ORDERS, { restaurantId: A }), opens: "ORDERS_READ" },
    // Moving the restaurant's orders and changing its items' availability and prices
    updateOrderStatus: { send: operation(UPDATE_ORDER_STATUS, { id: orderA, status: "CONFIRMED" }), opens: "ORDERS_WRITE" },
    updateMenuItem: { send: operation(UPDATE_MENU_ITEM, { r: A, id: itemA, i: { isAvailable: false } }), opens: "MENU_WRITE" },
    acceptOrder: { send: operation(ACCEPT_ORDER, { id: toAccept, minutes: 15 }), opens: "ORDERS_WRITE" },
    rejectOrder: { send: operation(REJECT_ORDER, { id: toReject, reason: "Out of rice" }), opens: "ORDERS_WRITE" },
    startPreparingOrder: { send: operation(START_PREPARING_ORDER, { id: toPrepare }), opens: "ORDERS_WRITE" },
    markOrderReady: { send: operation(MARK_ORDER_READY, { id: toMarkReady }), opens: "ORDERS_WRITE" },
    markCollected: { send: operation(MARK_COLLECTED, { orderId: toCollect }), opens: "ORDERS_WRITE" },
    setMenuItemSoldOut: { send: operation(SET_MENU_ITEM_SOLD_OUT, { id: itemA, soldOut: true }), opens: "MENU_WRITE" },
    setMenuOptionAvailable: { send: operation(SET_MENU_OPTION_AVAILABLE, { id: optionOfA }), opens: "MENU_WRITE" },
    // The kitchen board's people-only parts
    kitchenRestaurants: { send: operation(KITCHEN_RESTAURANTS), opens: null },
    setRestaurantClosedForToday: { send: operation(SET_RESTAURANT_CLOSED_FOR_TODAY, { restaurantId: A, closed: true }), opens: null },
    restaurantStaff: { send: operation(RESTAURANT_STAFF, { restaurantId: A }), opens: null },
    addRestaurantStaff: { send: operation(ADD_RESTAURANT_STAFF, { restaurantId: A, email: "cook@example.com" }), opens: null },
    removeRestaurantStaff: { send: operation(REMOVE_RESTAURANT_STAFF, { restaurantId: A, email: "cook@example.com" }), opens: null },
    // Address helpers for a person's checkout, and the push set-up of a browser
    locatePincode: { send: operation(LOCATE_PINCODE, { pincode: "534201" }), opens: null },
    reverseGeocode: { send: operation(REVERSE_GEOCODE, near), opens: null },
    pushConfig: { send: operation(PUSH_CONFIG), opens: null },
    savePushSubscription: {
      send: operation(SAVE_PUSH_SUBSCRIPTION, { input: { endpoint: "https://push.example/x", keys: { p256dh: "a", auth: "b" } } }),
      opens: null,
    },
    deletePushSubscription: { send: operation(DELETE_PUSH_SUBSCRIPTION, { e: "https://push.example/x" }), opens: null },
    // A person's account
    me: { send: operation(ME), opens: null },
    register: { send: operation(REGISTER, { i: account }), opens: null },
    verifyOtp: { send: operation(VERIFY_OTP, { i: { email: account.email, otp: "123456" } }), opens: null },
    resendOtp: { send: operation(RESEND_OTP, { i: { email: account.email } }), opens: null },
    login: { send: operation(LOGIN, { i: { email: account.email, password: account.password } }), opens: null },
    logout: { send: operation(LOGOUT), opens: null },
    forgotPassword: { send: operation(FORGOT_PASSWORD, { i: { email: account.email } }), opens: null },
    resetPassword: { send: operation(RESET_PASSWORD, { i: { token: "t", password: account.password } }), opens: null },
    setPreferredLanguage: { send: operation(SET_PREFERRED_LANGUAGE, { language: "te" }), opens: null },
    // The customer's cart, addresses and orders
    cart: { send: operation(CART), opens: null },
    addToCart: { send: operation(ADD_TO_CART, { id: ID }), opens: null },
    updateCartItem: { send: operation(UPDATE_CART_ITEM, { id: ID }), opens: null },
    removeFromCart: { send: operation(REMOVE_FROM_CART, { id: ID }), opens: null },
    clearCart: { send: operation(CLEAR_CART), opens: null },
    updateCartLine: { send: operation(UPDATE_CART_LINE, { id: ID }), opens: null },
    removeCartLine: { send: operation(REMOVE_CART_LINE, { id: ID }), opens: null },
    reorder: { send: operation(REORDER, { id: ID }), opens: null },
    addresses: { send: operation(ADDRESSES), opens: null },
    addAddress: {
      send: operation(ADD_ADDRESS, { i: { address: "a", city: "b", pincode: "534201", phone: "9876543210", notes: "" } }),
      opens: null,
    },
    updateAddress: { send: operation(UPDATE_ADDRESS, { id: ID, i: { notes: "gate" } }), opens: null },
    deleteAddress: { send: operation(DELETE_ADDRESS, { id: ID }), opens: null },
    placeOrder: { send: operation(PLACE_ORDER, { i: { addressId: ID, idempotencyKey: ID } }), opens: null },
    myOrders: { send: operation(MY_ORDERS), opens: null },
    order: { send: operation(ORDER, { id: ID }), opens: null },
    cancelOrder: { send: operation(CANCEL_ORDER, { id: ID }), opens: null },
    // Help with an order: the customer's and the office's, never a key's (on the key's own restaurant's order too)
    reportOrderProblem: { send: operation(REPORT_ORDER_PROBLEM, { orderId: orderA, input: { kind: "LATE", text: "Late" } }), opens: null },
    orderProblems: { send: operation(ORDER_PROBLEMS), opens: null },
    answerOrderProblem: { send: operation(ANSWER_ORDER_PROBLEM, { id: ID, text: "Sorry", resolve: true }), opens: null },
    // Meal-time reminders: a customer's own, never a key's
    setMealReminders: { send: operation(SET_MEAL_REMINDERS, { input: { breakfast: false, lunch: true, dinner: false } }), opens: null },
    // An invoice is its customer's and the office's document, never a key's
    orderInvoice: { send: operation(ORDER_INVOICE, { id: ID }), opens: null },
    favouriteRestaurants: { send: operation(FAVOURITE_RESTAURANTS), opens: null },
    setFavouriteRestaurant: { send: operation(SET_FAVOURITE_RESTAURANT, { id: A }), opens: null },
    // The bill's settings (read by anyone or by staff, set by superadmins) and the customer's tip: never a key's
    deliverySettings: { send: operation(DELIVERY_SETTINGS), opens: null },
    taxSettings: { send: operation(TAX_SETTINGS), opens: null },
    updateDeliverySettings: { send: operation(UPDATE_DELIVERY_SETTINGS, { input: FLAT }), opens: null },
    updateTaxSettings: { send: operation(UPDATE_TAX_SETTINGS, { input: NO_TAX }), opens: null },
    setCartTip: { send: operation(SET_CART_TIP, { amount: 10 }), opens: null },
    // Coupons: a customer's or an admin's, never a key's
    availableCoupons: { send: operation(AVAILABLE_COUPONS), opens: null },
    applyCoupon: { send: operation(APPLY_COUPON, { code: "FIRST50" }), opens: null },
    removeCoupon: { send: operation(REMOVE_COUPON), opens: null },
    coupons: { send: operation(COUPONS), opens: null },
    createCoupon: { send: operation(CREATE_COUPON, { input: couponInput() }), opens: null },
    updateCoupon: { send: operation(UPDATE_COUPON, { id: ID, input: couponInput() }), opens: null },
    setCouponActive: { send: operation(SET_COUPON_ACTIVE, { id: ID, isActive: false }), opens: null },
    // The admin panel
    adminRestaurants: { send: operation(ADMIN_RESTAURANTS), opens: null },
    createRestaurant: { send: operation(CREATE_RESTAURANT, { i: restaurantInput }), opens: null },
    updateRestaurant: { send: operation(UPDATE_RESTAURANT, { id: A, i: { name: "Y" } }), opens: null },
    setOpeningHours: { send: operation(SET_OPENING_HOURS, { id: A }), opens: null },
    deleteRestaurant: { send: operation(DELETE_RESTAURANT, { id: A }), opens: null },
    createMenuItem: {
      send: operation(CREATE_MENU_ITEM, { r: A, i: { name: "D", category: "meal", isVeg: true, originalPrice: 100 } }),
      opens: null,
    },
    deleteMenuItem: { send: operation(DELETE_MENU_ITEM, { r: A, id: ID }), opens: null },
    setMenuItemOptions: { send: operation(SET_MENU_ITEM_OPTIONS, { id: itemA }), opens: null },
    uploadImage: { send: uploadImage, opens: null },
    adminOrders: { send: operation(ADMIN_ORDERS), opens: null },
    adminOrder: { send: operation(ADMIN_ORDER, { id: ID }), opens: null },
    dashboard: { send: operation(DASHBOARD), opens: null },
    addBanner: { send: operation(ADD_BANNER, { image: "https://example.com/a.webp" }), opens: null },
    deleteBanner: { send: operation(DELETE_BANNER, { id: ID }), opens: null },
    reorderBanners: { send: operation(REORDER_BANNERS, { ids: [] }), opens: null },
    broadcasts: { send: operation(BROADCASTS), opens: null },
    sendBroadcast: { send: operation(SEND_BROADCAST, { input: { title: "T", body: "B", audience: "CUSTOMERS" } }), opens: null },
    adminUsers: { send: operation(ADMIN_USERS), opens: null },
    setUserRole: { send: operation(SET_USER_ROLE, { id: ID, role: "ADMIN" }), opens: null },
    // API keys themselves: superadmins only
    apiKeys: { send: operation(API_KEYS), opens: null },
    createApiKey: { send: operation(CREATE_API_KEY, { input: { name: "More", scopes: ["CATALOGUE_READ"] } }), opens: null },
    revokeApiKey: { send: operation(REVOKE_API_KEY, { id: ID }), opens: null },
    // The audit trail: superadmins only
    auditLog: { send: operation(AUDIT_LOG, {}), opens: null },
    // Webhooks: superadmins only
    createWebhook: {
      send: operation(CREATE_WEBHOOK, { input: { url: "https://partner.example/hooks", events: ["ORDER_PLACED"] } }),
      opens: null,
    },
    webhooks: { send: operation(WEBHOOKS), opens: null },
    deleteWebhook: { send: operation(DELETE_WEBHOOK, { id: ID }), opens: null },
    webhookDeliveries: { send: operation(WEBHOOK_DELIVERIES, { webhookId: ID }), opens: null },
    redeliverWebhook: { send: operation(REDELIVER_WEBHOOK, { deliveryId: ID }), opens: null },
    // Riders and their cash: people only (the office's side and the rider's), on the key's own restaurant's order too
    riders: { send: operation(RIDERS), opens: null },
    riderMe: { send: operation(RIDER_ME), opens: null },
    riderOrders: { send: operation(RIDER_ORDERS), opens: null },
    riderDeliveredToday: { send: operation(RIDER_DELIVERED_TODAY), opens: null },
    riderCashSummary: { send: operation(RIDER_CASH_SUMMARY, { riderId: ID, date: "2026-11-26" }), opens: null },
    riderCashSummaries: { send: operation(RIDER_CASH_SUMMARIES, { date: "2026-11-26" }), opens: null },
    setRiderOnShift: { send: operation(SET_RIDER_ON_SHIFT, { onShift: true }), opens: null },
    assignRider: { send: operation(ASSIGN_RIDER, { orderId: orderA, riderId: ID }), opens: null },
    unassignRider: { send: operation(UNASSIGN_RIDER, { orderId: orderA }), opens: null },
    markPickedUp: { send: operation(MARK_PICKED_UP, { orderId: orderA }), opens: null },
    markDelivered: { send: operation(MARK_DELIVERED, { orderId: orderA, cash: 70 }), opens: null },
    markDeliveryFailed: { send: operation(MARK_DELIVERY_FAILED, { orderId: orderA, reason: "Not home" }), opens: null },
    shareRiderPosition: { send: operation(SHARE_RIDER_POSITION, near), opens: null },
    recordCashHandover: { send: operation(RECORD_CASH_HANDOVER, { riderId: ID, amount: 70 }), opens: null },
    // UPI at the door: the office's list and confirmation, and the payee the apps' QR and checkout read; people only
    upiCollections: { send: operation(UPI_COLLECTIONS, { date: "2026-11-26" }), opens: null },
    confirmUpiPayment: { send: operation(CONFIRM_UPI_PAYMENT, { orderId: orderA }), opens: null },
    upiAtDoor: { send: operation(UPI_AT_DOOR), opens: null },
    // Ratings: a customer's, the restaurant's staff's and admins', never a key's
    rateOrder: { send: operation(RATE_ORDER, { orderId: orderA, input: { foodRating: 5 } }), opens: null },
    restaurantReviews: { send: operation(STAFF_REVIEWS, { restaurantId: A }), opens: null },
    replyToReview: { send: operation(REPLY_TO_REVIEW, { reviewId: ID, text: "Thanks" }), opens: null },
    hideReview: { send: operation(HIDE_REVIEW, { reviewId: ID, reason: "Abuse" }), opens: null },
    // The books: the restaurant's statements are its staff's and the office's, never a key's (its own restaurant's too)
    restaurantStatements: {
      send: operation(RESTAURANT_STATEMENTS, { restaurantId: A, from: "2026-11-02", to: "2026-11-08" }),
      opens: null,
    },
    markStatementPaid: {
      send: operation(MARK_STATEMENT_PAID, { statementId: `${A}/2026-11-02`, reference: "UTR 1", paidOn: "2026-11-10" }),
      opens: null,
    },
    payoutSettings: { send: operation(PAYOUT_SETTINGS), opens: null },
    payoutStatements: { send: operation(PAYOUT_STATEMENTS, { from: "2026-11-02", to: "2026-11-08" }), opens: null },
    updatePayoutSettings: { send: operation(UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: 12 } }), opens: null },
    // Riders' pay: the riders' own earnings and the office's, never a key's
    riderPaySettings: { send: operation(RIDER_PAY_SETTINGS), opens: null },
    updateRiderPaySettings: {
      send: operation(UPDATE_RIDER_PAY_SETTINGS, { input: { riderBaseFee: 30, riderBaseDistanceKm: 3, riderPerKmFee: 8 } }),
      opens: null,
    },
    riderEarnings: { send: operation(RIDER_EARNINGS, { riderId: ID, from: "2026-11-02", to: "2026-11-08" }), opens: null },
    riderPayouts: { send: operation(RIDER_PAYOUTS, { from: "2026-11-02", to: "2026-11-08" }), opens: null },
    markRiderPaid: {
      send: operation(MARK_RIDER_PAID, { riderId: ID, weekStart: "2026-11-02", reference: "UTR 1", paidOn: "2026-11-10" }),
      opens: null,
    },
    setRestaurantCommission: { send: operation(SET_RESTAURANT_COMMISSION, { restaurantId: A, percent: 12 }), opens: null },
    moneySummary: { send: operation(MONEY_SUMMARY, { from: "2026-11-02", to: "2026-11-08" }), opens: null },
    recordLedgerCorrection: {
      send: operation(RECORD_LEDGER_CORRECTION, { input: { restaurantId: A, account: "RESTAURANT", amount: 10, reason: "Packaging" } }),
      opens: null,
    },
    // The map's tiles: for the apps' pages, no scope opens it
    mapSettings: { send: operation(MAP_SETTINGS), opens: null },
  };
});
afterAll(() => app.stop());

const SCOPES = ["CATALOGUE_READ", "ORDERS_READ", "ORDERS_WRITE", "MENU_WRITE"] as const;

describe("API key scopes × operations", () => {
  it("classifies every query and mutation of the schema", () => {
    const schema = buildSchema(readFileSync(path.join(__dirname, "..", "schema.graphql"), "utf8"));
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    expect(Object.keys(OPERATIONS).sort()).toEqual(rootFields.sort());
  });

  it.each(SCOPES)("a %s key reaches exactly the operations its scope opens", async (scope) => {
    const partner = keyAgent(app.url, keys.get(scope)!);
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [name, { send, opens }] of Object.entries(OPERATIONS)) {
      const res = await send(partner);
      outcomes[name] =
        errorCode(res) === "FORBIDDEN"
          ? "FORBIDDEN"
          : res.status === 200 && !res.errors
            ? "answered"
            : `other ${res.status} ${errorCode(res)}`;
      expected[name] = opens === scope ? "answered" : "FORBIDDEN";
    }
    expect(outcomes).toEqual(expected);
  });

  it("refuses another restaurant's orders to an ORDERS_READ key", async () => {
    const partner = keyAgent(app.url, keys.get("ORDERS_READ")!);
    expect(errorCode(await operation(RESTAURANT_ORDERS, { restaurantId: restaurantB })(partner))).toBe("FORBIDDEN");
    expect(errorCode(await operation(RESTAURANT_ORDERS, { restaurantId: ID })(partner))).toBe("FORBIDDEN");
  });

  it("refuses another restaurant's order to an ORDERS_WRITE key, and leaves it as it was", async () => {
    const partner = keyAgent(app.url, keys.get("ORDERS_WRITE")!);
    expect(errorCode(await operation(UPDATE_ORDER_STATUS, { id: orderB, status: "CONFIRMED" })(partner))).toBe("FORBIDDEN");
    expect(errorCode(await operation(ACCEPT_ORDER, { id: orderB, minutes: 10 })(partner))).toBe("FORBIDDEN");
    expect(errorCode(await operation(REJECT_ORDER, { id: orderB, reason: "No" })(partner))).toBe("FORBIDDEN");
    const { rows } = await app.db.query(`SELECT status FROM orders WHERE id = $1`, [orderB]);
    expect(rows[0].status).toBe("pending");
  });

  it("refuses another restaurant's menu item to a MENU_WRITE key, however it is addressed", async () => {
    const partner = keyAgent(app.url, keys.get("MENU_WRITE")!);
    expect(errorCode(await operation(UPDATE_MENU_ITEM, { r: restaurantB, id: itemB, i: { isAvailable: false } })(partner))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await operation(UPDATE_MENU_ITEM, { r: restaurantB, id: itemA, i: { isAvailable: false } })(partner))).toBe(
      "FORBIDDEN",
    );
    expect(errorCode(await operation(UPDATE_MENU_ITEM, { r: restaurantA, id: itemB, i: { isAvailable: false } })(partner))).toBe(
      "NOT_FOUND",
    );
    expect(errorCode(await operation(SET_MENU_ITEM_SOLD_OUT, { id: itemB, soldOut: true })(partner))).toBe("FORBIDDEN");
    const optionOfB = await insertEggOption(itemB);
    expect(errorCode(await operation(SET_MENU_OPTION_AVAILABLE, { id: optionOfB })(partner))).toBe("FORBIDDEN");
    const { rows } = await app.db.query(`SELECT is_available FROM menu_items WHERE id = $1`, [itemB]);
    expect(rows[0].is_available).toBe(true);
    const option = await app.db.query(`SELECT is_available FROM menu_options WHERE id = $1`, [optionOfB]);
    expect(option.rows[0].is_available).toBe(true);
  });

  it("refuses restaurantOrders to a key without ORDERS_READ, even for its own restaurant", async () => {
    const partner = keyAgent(app.url, keys.get("MENU_WRITE")!);
    expect(errorCode(await operation(RESTAURANT_ORDERS, { restaurantId: restaurantA })(partner))).toBe("FORBIDDEN");
  });
});
