import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { fillCart, insertAddress } from "./support/order-fixtures";
import {
  assign,
  fieldsOf,
  kolkataToday,
  MARK_PICKED_UP,
  officeMoves,
  RIDER_CASH_SUMMARY,
  RIDER_ME,
  signedInRider,
  type Person,
} from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import {
  CONFIRM_UPI_PAYMENT,
  MARK_DELIVERED_PAID,
  ORDER_PAYMENT,
  PLACE_ORDER_PAYING,
  RIDER_ORDERS_PAYING,
  SET_UPI_SETTINGS,
  UPI_AT_DOOR,
  UPI_COLLECTIONS,
  UPI_PAYOUT_SETTINGS,
} from "./support/upi";

/** UPI at the door (docs/money.md#upi-at-the-door), over HTTP against a scratch database. */
let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
let dish: string;
let customer: Person & { addressId: string };
let rider: Person;

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Godavari Tiffins" });
  // ₹90.45 + ₹30 delivery: ₹120.45 an order.
  dish = (await insertMenuItem(app.db, restaurant.id, { offerPricePaise: 9045 })).id;
  const signedIn = await signedInCustomer(app);
  customer = { ...signedIn, addressId: await insertAddress(app.db, signedIn.id) };
  rider = await signedInRider(app, superadmin, { userName: "Ravi Teja", phone: "9876543219" });
});
afterAll(() => app.stop());

async function place(payAtDoorBy: "CASH" | "UPI" | null, idempotencyKey = randomUUID()) {
  await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: dish, quantity: 1 }]);
  return gql(customer.agent, PLACE_ORDER_PAYING, { i: { addressId: customer.addressId, idempotencyKey, payAtDoorBy } });
}

/** An order placed (paying as said), taken by the office as far as the rider's pick-up, picked up. */
async function outForDelivery(payAtDoorBy: "CASH" | "UPI" = "CASH", by: Person = rider): Promise<string> {
  const placed = await place(payAtDoorBy);
  if (!placed.data) throw new Error(JSON.stringify(placed.errors));
  const orderId = placed.data.placeOrder.id;
  await officeMoves(admin.agent, orderId, "CONFIRMED", "PREPARING");
  await assign(admin.agent, orderId, by.id);
  const picked = await gql(by.agent, MARK_PICKED_UP, { orderId });
  if (!picked.data) throw new Error(JSON.stringify(picked.errors));
  return orderId;
}

const byUpi = (orderId: string, ref: string, cash = 0, by: Person = rider) =>
  gql(by.agent, MARK_DELIVERED_PAID, { orderId, cash, paidBy: "UPI", ref });

async function ledgerCollected(orderId: string) {
  const { rows } = await app.db.query<{ paise: number; method: string }>(
    `SELECT amount_paise::int AS paise, method FROM ledger_entries WHERE order_id = $1 AND account = 'CUSTOMER' AND kind = 'COLLECTED'`,
    [orderId],
  );
  return rows;
}

describe("UPI at the door while the service has no UPI id", () => {
  it("is off: no payee, the checkout's and the rider's UPI refused with UPI_OFF", async () => {
    expect((await gql(customer.agent, UPI_AT_DOOR)).data).toEqual({ upiAtDoor: null });
    expect(errorCode(await gql(app.agent(), UPI_AT_DOOR))).toBe("UNAUTHENTICATED");
    expect(errorCode(await place("UPI"))).toBe("UPI_OFF");
    const another = await signedInRider(app, superadmin);
    const orderId = await outForDelivery("CASH", another);
    expect(errorCode(await byUpi(orderId, "123456789012", 0, another))).toBe("UPI_OFF");
    expect((await gql(another.agent, MARK_DELIVERED_PAID, { orderId, cash: 120.45 })).data?.markDelivered.paidBy).toBe("CASH");
  });
});

describe("the service's UPI id", () => {
  it("is validated as a VPA, needs its payee name, and stays when only the commission is saved", async () => {
    const save = (input: object) => gql(superadmin.agent, SET_UPI_SETTINGS, { input: { defaultCommissionPercent: 15, ...input } });
    const bad = await save({ upiId: "ruchi-at-ybl", upiPayeeName: "Ruchi" });
    expect([errorCode(bad), fieldsOf(bad)]).toEqual(["BAD_USER_INPUT", ["upiId"]]);
    const nameless = await save({ upiId: "ruchi@ybl", upiPayeeName: " " });
    expect([errorCode(nameless), fieldsOf(nameless)]).toEqual(["BAD_USER_INPUT", ["upiPayeeName"]]);
    expect(errorCode(await gql(admin.agent, SET_UPI_SETTINGS, { input: { defaultCommissionPercent: 15, upiId: "x@ybl" } }))).toBe(
      "FORBIDDEN",
    );

    expect((await save({ upiId: " ruchi.foods@okaxis ", upiPayeeName: " Ruchi Foods " })).data?.updatePayoutSettings).toEqual({
      defaultCommissionPercent: 15,
      upiId: "ruchi.foods@okaxis",
      upiPayeeName: "Ruchi Foods",
    });
    expect((await save({})).data?.updatePayoutSettings.upiId).toBe("ruchi.foods@okaxis");
    expect((await gql(admin.agent, UPI_PAYOUT_SETTINGS)).data?.payoutSettings.upiPayeeName).toBe("Ruchi Foods");
    expect((await gql(rider.agent, UPI_AT_DOOR)).data).toEqual({ upiAtDoor: { upiId: "ruchi.foods@okaxis", payeeName: "Ruchi Foods" } });
  });
});

describe("a rider delivers one order by cash and one by UPI", () => {
  let cashOrder: string;
  let upiOrder: string;
  const reference = "412345678901";

  it("shows the rider the customer's choice, refuses a reference that is not 12 digits and cash with UPI", async () => {
    // Another way to pay is another request: the same key cannot replay it.
    const key = randomUUID();
    const first = await place("UPI", key);
    expect(first.data?.placeOrder.payAtDoorBy).toBe("UPI");
    expect(errorCode(await place("CASH", key))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await place("UPI", key)).data?.placeOrder.id).toBe(first.data?.placeOrder.id);
    // Not delivered yet: nothing was paid by UPI to confirm.
    expect(errorCode(await gql(admin.agent, CONFIRM_UPI_PAYMENT, { orderId: first.data!.placeOrder.id }))).toBe("NOT_PAID_BY_UPI");
    await officeMoves(admin.agent, first.data!.placeOrder.id, "REJECTED");

    cashOrder = await outForDelivery("CASH");
    upiOrder = await outForDelivery("UPI");
    const mine = (await gql(rider.agent, RIDER_ORDERS_PAYING)).data?.riderOrders ?? [];
    expect(Object.fromEntries(mine.map((order) => [order.id, order.payAtDoorBy]))).toEqual({ [cashOrder]: "CASH", [upiOrder]: "UPI" });

    for (const ref of ["41234567890", "4123456789012", "41234567890a", "४१२३४५६७८९०१", ""]) {
      const refused = await byUpi(upiOrder, ref);
      expect([ref, errorCode(refused), fieldsOf(refused)]).toEqual([ref, "INVALID_UPI_REFERENCE", ["upiReference"]]);
    }
    const withCash = await byUpi(upiOrder, reference, 120.45);
    expect([errorCode(withCash), fieldsOf(withCash)]).toEqual(["BAD_USER_INPUT", ["cashCollected"]]);
    const cashWithReference = await gql(rider.agent, MARK_DELIVERED_PAID, { orderId: cashOrder, cash: 120.45, ref: reference });
    expect([errorCode(cashWithReference), fieldsOf(cashWithReference)]).toEqual(["BAD_USER_INPUT", ["upiReference"]]);
  });

  it("records both, books the ledger's collection by method, and counts only the cash as the rider's", async () => {
    const cash = await gql(rider.agent, MARK_DELIVERED_PAID, { orderId: cashOrder, cash: 120.45 });
    expect(cash.data?.markDelivered).toMatchObject({ status: "DELIVERED", paidBy: "CASH", upiReference: null, cashCollected: 120.45 });
    const upi = await byUpi(upiOrder, reference);
    expect(upi.data?.markDelivered).toMatchObject({ status: "DELIVERED", paidBy: "UPI", upiReference: reference, cashCollected: null });

    expect(await ledgerCollected(cashOrder)).toEqual([{ paise: -12045, method: "CASH" }]);
    expect(await ledgerCollected(upiOrder)).toEqual([{ paise: -12045, method: "UPI" }]);
    expect((await gql(rider.agent, RIDER_ME)).data?.riderMe.cashInHand).toBe(120.45);
    const day = (await gql(admin.agent, RIDER_CASH_SUMMARY, { riderId: rider.id, date: kolkataToday() })).data?.riderCashSummary;
    expect(day).toMatchObject({ deliveries: 2, expectedCash: 120.45, collected: 120.45 });
  });

  it("shows how it was paid to the order's customer and staff, and to no other customer", async () => {
    expect((await gql(customer.agent, ORDER_PAYMENT, { id: upiOrder })).data?.order).toMatchObject({
      paidBy: "UPI",
      upiReference: reference,
    });
    const other = await signedInCustomer(app);
    const refused = await gql(other.agent, ORDER_PAYMENT, { id: upiOrder });
    expect([errorCode(refused), refused.data?.order]).toEqual(["NOT_FOUND", undefined]);
    const listed = (await gql(admin.agent, UPI_COLLECTIONS, { date: kolkataToday() })).data?.upiCollections;
    expect(listed?.items.map((item) => item.upiReference)).toEqual([reference]);
  });

  it("lists the day's UPI payments apart, flags a reference used twice, and confirms each once", async () => {
    const again = await outForDelivery("UPI");
    expect((await byUpi(again, reference)).data?.markDelivered.paidBy).toBe("UPI");
    const other = await outForDelivery("CASH");
    expect((await byUpi(other, "998877665544")).data?.markDelivered.paidBy).toBe("UPI");

    const page = (await gql(admin.agent, UPI_COLLECTIONS, { date: kolkataToday(), limit: 50 })).data!.upiCollections;
    expect([page.total, page.amount]).toEqual([3, 361.35]);
    expect(page.items.map((item) => [item.id, item.riderName, item.amount, item.duplicateReference])).toEqual([
      [upiOrder, "Ravi Teja", 120.45, true],
      [again, "Ravi Teja", 120.45, true],
      [other, "Ravi Teja", 120.45, false],
    ]);
    const second = (await gql(admin.agent, UPI_COLLECTIONS, { date: kolkataToday(), limit: 1, offset: 1 })).data!.upiCollections;
    expect([second.total, second.items.map((item) => item.id)]).toEqual([3, [again]]);
    expect(errorCode(await gql(admin.agent, UPI_COLLECTIONS, { date: kolkataToday(), limit: 500 }))).toBe("BAD_USER_INPUT");

    const confirmed = await gql(admin.agent, CONFIRM_UPI_PAYMENT, { orderId: upiOrder });
    expect(confirmed.data?.confirmUpiPayment.upiConfirmedAt).toEqual(expect.any(String));
    expect(errorCode(await gql(superadmin.agent, CONFIRM_UPI_PAYMENT, { orderId: upiOrder }))).toBe("UPI_ALREADY_CONFIRMED");
    expect(errorCode(await gql(admin.agent, CONFIRM_UPI_PAYMENT, { orderId: cashOrder }))).toBe("NOT_PAID_BY_UPI");
    expect(errorCode(await gql(admin.agent, CONFIRM_UPI_PAYMENT, { orderId: randomUUID() }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(rider.agent, CONFIRM_UPI_PAYMENT, { orderId: again }))).toBe("FORBIDDEN");
    const after = (await gql(admin.agent, UPI_COLLECTIONS, { date: kolkataToday() })).data!.upiCollections.items[0]!;
    expect([after.confirmedAt !== null, after.confirmedByName]).toEqual([true, admin.userName]);
    // The customer sees no office bookkeeping on their order.
    expect((await gql(customer.agent, ORDER_PAYMENT, { id: upiOrder })).data?.order.upiConfirmedAt).toBeNull();
  });
});
