import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { addStaff } from "./support/kitchen";
import { fillCart, insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { officeMoves, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACE_ORDER_BILL } from "./support/coupons";
import {
  MARK_STATEMENT_PAID as MARK_PAID,
  MONEY_SUMMARY,
  RECORD_LEDGER_CORRECTION as CORRECT,
  RESTAURANT_STATEMENTS as STATEMENTS,
  STATEMENT_CORRECTION_LINES,
} from "./support/statements";
import { kolkataDate, kolkataDayStart } from "../src/common/calendar-day";
import { mondayOf } from "../src/modules/ledger/statement-week";

/**
 * Issue 31 items 1, 2 and 5 (docs/money.md): corrections booked through the app, the dashboard's
 * money figures and the accountant's ledger file.
 */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let staff: Person;
let rider: Person;
let kitchen: RestaurantRow;
let other: RestaurantRow;
let dosa: MenuItemRow;

const today = () => kolkataDate(new Date());
const thisMonday = () => mondayOf(today());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** The Monday two weeks back: a closed week. */
const pastMonday = () => daysBefore(thisMonday(), 14);

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  kitchen = await insertRestaurant(app.db, { name: "Correction Tiffins", deliveryRadiusKm: 10 });
  other = await insertRestaurant(app.db, { name: "Correction Meals", deliveryRadiusKm: 10 });
  dosa = await insertMenuItem(app.db, kitchen.id, { name: "Correction Dosa", originalPricePaise: 10000, offerPricePaise: 10000 });
  staff = await signedInCustomer(app);
  await addStaff(admin.agent, kitchen.id, staff.email);
  rider = await signedInRider(app, superadmin, { onShift: false });
});
afterAll(() => app.stop());

async function deliveredOrder(quantity: number): Promise<string> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1));
  await fillCart(app.db, customer.id, kitchen.id, [{ menuItemId: dosa.id, quantity }]);
  const { id } = ok(await gql(customer.agent, PLACE_ORDER_BILL, { i: { addressId, idempotencyKey: randomUUID() } })).placeOrder;
  await officeMoves(admin.agent, id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");
  return id;
}

/** A ₹400 order delivered on a past Monday, its entries as a delivery writes them (15% commission, no GST). */
async function pastWeekOrder(monday: string) {
  const orderId = randomUUID();
  for (const [account, kind, paise] of [
    ["CUSTOMER", "COLLECTED", -43000],
    ["RESTAURANT", "FOOD", 40000],
    ["RESTAURANT", "COMMISSION", -6000],
    ["SERVICE", "COMMISSION", 6000],
    ["SERVICE", "DELIVERY_FEE", 3000],
  ] as const) {
    await app.db.query(
      `INSERT INTO ledger_entries (at, account, kind, amount_paise, order_id, restaurant_id, method) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [`${monday}T12:00:00+05:30`, account, kind, paise, orderId, kitchen.id, kind === "COLLECTED" ? "CASH" : null],
    );
  }
}

const weekStatements = async (from: string) =>
  ok(await gql(admin.agent, STATEMENTS, { restaurantId: kitchen.id, from, to: today() })).restaurantStatements.map((s) => ({
    weekStart: s.weekStart,
    corrections: s.corrections,
    payable: s.payable,
    paidReference: s.paidReference,
  }));

describe("corrections through the app", () => {
  it("book a late correction in this week's statement, as a line of its own; the paid week stays as paid, and the books balance", async () => {
    const monday = pastMonday();
    await pastWeekOrder(monday);
    const paid = ok(
      await gql(superadmin.agent, MARK_PAID, { statementId: `${kitchen.id}/${monday}`, reference: "UTR 998877", paidOn: today() }),
    ).markStatementPaid;
    expect(paid.payable).toBe(340);

    const correction = ok(
      await gql(superadmin.agent, CORRECT, {
        input: { restaurantId: kitchen.id, account: "RESTAURANT", amount: 25.5, reason: "  Packaging charged twice in that week  " },
      }),
    ).recordLedgerCorrection;
    expect(correction).toMatchObject({
      account: "RESTAURANT",
      amount: 25.5,
      reason: "Packaging charged twice in that week",
      orderId: null,
      restaurantId: kitchen.id,
      riderId: null,
      weekStart: thisMonday(),
    });
    expect(await weekStatements(monday)).toEqual([
      { weekStart: monday, corrections: 0, payable: 340, paidReference: "UTR 998877" },
      { weekStart: thisMonday(), corrections: 25.5, payable: 25.5, paidReference: null },
    ]);
    const entries = await app.db.query(
      `SELECT account, kind, amount_paise::int AS paise, note, created_by AS "createdBy" FROM ledger_entries WHERE kind = 'CORRECTION' ORDER BY account`,
    );
    expect(entries.rows).toEqual([
      { account: "RESTAURANT", kind: "CORRECTION", paise: 2550, note: "Packaging charged twice in that week", createdBy: superadmin.id },
      { account: "SERVICE", kind: "CORRECTION", paise: -2550, note: "Packaging charged twice in that week", createdBy: superadmin.id },
    ]);
    const balance = await app.running.services.ledger.balance(kolkataDayStart(monday), new Date(Date.now() + 60_000));
    expect(balance).toMatchObject({ balanced: true, differencePaise: 0, unbalancedOrderIds: [] });
    // The printed statement lists it with its reason; the paid week lists none.
    const lines = ok(await gql(staff.agent, STATEMENT_CORRECTION_LINES, { restaurantId: kitchen.id, from: monday, to: today() }));
    expect(lines.restaurantStatements.map((s) => [s.weekStart, s.corrections, s.correctionLines])).toEqual([
      [monday, 0, []],
      [thisMonday(), 25.5, [{ amount: 25.5, reason: "Packaging charged twice in that week" }]],
    ]);
  });

  it("of an order take its restaurant and rider; a rider's share is corrected on the RIDER account", async () => {
    const orderId = await deliveredOrder(1);
    const [before] = await weekStatements(thisMonday());
    const restaurant = ok(
      await gql(superadmin.agent, CORRECT, { input: { orderId, account: "RESTAURANT", amount: -10, reason: "A chutney not sent" } }),
    ).recordLedgerCorrection;
    expect(restaurant).toMatchObject({ orderId, restaurantId: kitchen.id, amount: -10 });
    const [after] = await weekStatements(thisMonday());
    expect(after.corrections).toBeCloseTo(before.corrections - 10, 2);
    expect(after.payable).toBeCloseTo(before.payable - 10, 2);

    // The office delivered it: no rider on the order, so a rider's correction of it names nobody.
    expect(errorCode(await gql(superadmin.agent, CORRECT, { input: { orderId, account: "RIDER", amount: 5, reason: "Fuel" } }))).toBe(
      "BAD_USER_INPUT",
    );
    const ofRider = ok(
      await gql(superadmin.agent, CORRECT, { input: { riderId: rider.id, account: "RIDER", amount: 30, reason: "Rain allowance" } }),
    ).recordLedgerCorrection;
    expect(ofRider).toMatchObject({ account: "RIDER", riderId: rider.id, restaurantId: null, weekStart: null });
    const balance = await app.running.services.ledger.balance(kolkataDayStart(pastMonday()), new Date(Date.now() + 60_000));
    expect(balance).toMatchObject({ balanced: true, unbalancedOrderIds: [] });
  });

  it("are a superadmin's, with a signed amount that is not 0 and a reason", async () => {
    const input: { restaurantId: string | null; orderId?: string; account: "RESTAURANT"; amount: number; reason: string } = {
      restaurantId: kitchen.id,
      account: "RESTAURANT",
      amount: 12,
      reason: "Late refund",
    };
    const key = await createApiKey(superadmin.agent, { name: "Correction key", scopes: ["ORDERS_READ"], restaurantIds: [kitchen.id] });
    const orderId = await deliveredOrder(1);
    const refusal = async (agent: Person["agent"], changes: Partial<typeof input>) =>
      errorCode(await gql(agent, CORRECT, { input: { ...input, ...changes } }));
    expect({
      admin: await refusal(admin.agent, {}),
      staff: await refusal(staff.agent, {}),
      rider: await refusal(rider.agent, {}),
      anonymous: await refusal(app.agent(), {}),
      key: errorCode(await gql(keyAgent(app.url, key.secret), CORRECT, { input })),
      zero: await refusal(superadmin.agent, { amount: 0 }),
      fraction: await refusal(superadmin.agent, { amount: 1.005 }),
      tooMuch: await refusal(superadmin.agent, { amount: -1_000_000.01 }),
      noReason: await refusal(superadmin.agent, { reason: "  " }),
      noRestaurant: await refusal(superadmin.agent, { restaurantId: null }),
      unknownRestaurant: await refusal(superadmin.agent, { restaurantId: randomUUID() }),
      notAnId: await refusal(superadmin.agent, { restaurantId: "kitchen" }),
      unknownOrder: await refusal(superadmin.agent, { orderId: randomUUID() }),
      notTheOrders: await refusal(superadmin.agent, { orderId, restaurantId: other.id }),
    }).toEqual({
      admin: "FORBIDDEN",
      staff: "FORBIDDEN",
      rider: "FORBIDDEN",
      anonymous: "UNAUTHENTICATED",
      key: "FORBIDDEN",
      zero: "BAD_USER_INPUT",
      fraction: "BAD_USER_INPUT",
      tooMuch: "BAD_USER_INPUT",
      noReason: "BAD_USER_INPUT",
      noRestaurant: "BAD_USER_INPUT",
      unknownRestaurant: "NOT_FOUND",
      notAnId: "BAD_USER_INPUT",
      unknownOrder: "NOT_FOUND",
      notTheOrders: "BAD_USER_INPUT",
    });
  });
});

describe("the dashboard's money", () => {
  it("sums the period's ledger: collections by method, commission, unpaid statements, riders' shares", async () => {
    const week = { from: thisMonday(), to: today() };
    const summary = ok(await gql(admin.agent, MONEY_SUMMARY, week)).moneySummary;
    const sums = await app.db.query(
      `SELECT coalesce(-sum(amount_paise) FILTER (WHERE kind = 'COLLECTED'), 0)::int AS collected,
              coalesce(sum(amount_paise) FILTER (WHERE account = 'SERVICE' AND kind = 'COMMISSION'), 0)::int AS commission,
              coalesce(sum(amount_paise) FILTER (WHERE account = 'RIDER'), 0)::int AS riders
         FROM ledger_entries WHERE at >= $1`,
      [kolkataDayStart(thisMonday())],
    );
    const [thisWeek] = ok(await gql(admin.agent, STATEMENTS, { restaurantId: kitchen.id, ...week })).restaurantStatements;
    expect(summary).toEqual({
      ...week,
      collectedCash: sums.rows[0].collected / 100,
      collectedUpi: 0,
      commissionEarned: sums.rows[0].commission / 100,
      // The past week is paid: only this week's statement is owed.
      payableToRestaurants: thisWeek.payable,
      payableToRiders: sums.rows[0].riders / 100,
      tips: 0,
    });
    // Two orders of a ₹100 dosa at 15% this week; the rider's ₹30 allowance.
    expect(summary.commissionEarned).toBe(30);
    expect(summary.payableToRiders).toBeGreaterThanOrEqual(30);
    // The period from the paid week on: its commission too, and still only the unpaid week owed.
    const longer = ok(await gql(admin.agent, MONEY_SUMMARY, { from: pastMonday(), to: today() })).moneySummary;
    expect([longer.commissionEarned, longer.payableToRestaurants]).toEqual([90, thisWeek.payable]);
  });

  it("is the office's only, over at most a year", async () => {
    const week = { from: thisMonday(), to: today() };
    expect({
      staff: errorCode(await gql(staff.agent, MONEY_SUMMARY, week)),
      rider: errorCode(await gql(rider.agent, MONEY_SUMMARY, week)),
      anonymous: errorCode(await gql(app.agent(), MONEY_SUMMARY, week)),
      tooLong: errorCode(await gql(admin.agent, MONEY_SUMMARY, { from: daysBefore(today(), 366), to: today() })),
      reversed: errorCode(await gql(admin.agent, MONEY_SUMMARY, { from: today(), to: daysBefore(today(), 1) })),
      badDay: errorCode(await gql(admin.agent, MONEY_SUMMARY, { from: "2026-02-30", to: today() })),
    }).toEqual({
      staff: "FORBIDDEN",
      rider: "FORBIDDEN",
      anonymous: "UNAUTHENTICATED",
      tooLong: "BAD_USER_INPUT",
      reversed: "BAD_USER_INPUT",
      badDay: "BAD_USER_INPUT",
    });
    expect(ok(await gql(admin.agent, MONEY_SUMMARY, { from: daysBefore(today(), 365), to: today() })).moneySummary.to).toBe(today());
  });
});

describe("the accountant's ledger file", () => {
  const path = (from: string, to: string) => `/api/admin/ledger.csv?from=${from}&to=${to}`;

  it("lists the period's entries as CSV for superadmins: columns, signed rupees, the corrections' reasons, formulas defused", async () => {
    await gql(superadmin.agent, CORRECT, {
      input: { restaurantId: kitchen.id, account: "RESTAURANT", amount: 1, reason: '=HYPERLINK("x"), said the "auditor"' },
    });
    const res = await superadmin.agent.get(path(pastMonday(), today()));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="ruchi-ledger-${pastMonday()}-to-${today()}.csv"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Entry","Time (India)","Account","Kind","Amount (₹)","Method","Order","Restaurant id","Restaurant","Rider id","Rider","Reason"',
    );
    const count = await app.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE at >= $1`, [kolkataDayStart(pastMonday())]);
    expect(lines).toHaveLength(count.rows[0].n + 2);
    expect(lines.at(-1)).toBe("");
    // The past week's collection first, in the order written.
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d+,"${pastMonday()} 12:00:00","CUSTOMER","COLLECTED",-430\\.00,"CASH","[0-9a-f-]{36}","${kitchen.id}","Correction Tiffins",,,$`,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /,"RESTAURANT","CORRECTION",25\.50,,,"[0-9a-f-]{36}","Correction Tiffins",,,"Packaging charged twice in that week"$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/,"RIDER","CORRECTION",30\.00,,,,,"[0-9a-f-]{36}","[^"]+","Rain allowance"$/));
    expect(lines).toContainEqual(expect.stringMatching(/,"SERVICE","CORRECTION",-1\.00,.*,"'=HYPERLINK\(""x""\), said the ""auditor"""$/));
    // A period before any entry: the header alone.
    const empty = await superadmin.agent.get(path("2025-01-01", "2025-01-31"));
    expect(empty.text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([lines[0], ""]);
  });

  it("is refused to API keys, admins, the restaurant's staff, customers and anonymous callers, and for more than a year", async () => {
    const customer = await signedInCustomer(app);
    const key = await createApiKey(superadmin.agent, { name: "Ledger file key", scopes: ["ORDERS_READ"], restaurantIds: [kitchen.id] });
    const week = path(thisMonday(), today());
    const answers = await Promise.all([
      keyAgent(app.url, key.secret).get(week),
      admin.agent.get(week),
      staff.agent.get(week),
      customer.agent.get(week),
      app.agent().get(week),
      superadmin.agent.get(path(daysBefore(today(), 366), today())),
      superadmin.agent.get("/api/admin/ledger.csv?from=yesterday"),
    ]);
    expect(answers.map((res) => [res.status, res.body.code])).toEqual([
      // The /api paths take sessions only: a key's request is anonymous there.
      [401, "UNAUTHENTICATED"],
      [403, "FORBIDDEN"],
      [403, "FORBIDDEN"],
      [403, "FORBIDDEN"],
      [401, "UNAUTHENTICATED"],
      [400, "BAD_USER_INPUT"],
      [400, "BAD_USER_INPUT"],
    ]);
    expect(answers.every((res) => !String(res.headers["content-type"]).startsWith("text/csv"))).toBe(true);
  });
});
