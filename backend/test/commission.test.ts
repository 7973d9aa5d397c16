import { randomUUID } from "node:crypto";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { insertAddress, kmNorthOfTown } from "./support/order-fixtures";
import { officeMoves, placeOrderOf, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import {
  OWN_COMMISSION,
  PAYOUT_SETTINGS,
  RESTAURANT_COMMISSION,
  SET_RESTAURANT_COMMISSION,
  UPDATE_PAYOUT_SETTINGS,
} from "./support/commission";

/** Commissions (issue 31 item 2; docs/money.md): the payout settings' default and a restaurant's own rate, as its orders are booked. */

let app: TestApp;
let superadmin: Person;
let admin: Person;
let own: RestaurantRow;
let usual: RestaurantRow;
let ownDish: MenuItemRow;
let usualDish: MenuItemRow;

beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_IP_LIMIT_FACTOR: "20" } });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  own = await insertRestaurant(app.db, { name: "Commission Own Rate", deliveryRadiusKm: 10 });
  usual = await insertRestaurant(app.db, { name: "Commission Default Rate", deliveryRadiusKm: 10 });
  ownDish = await insertMenuItem(app.db, own.id, { name: "Own Rate Pulao", originalPricePaise: 20000, offerPricePaise: 20000 });
  usualDish = await insertMenuItem(app.db, usual.id, { name: "Default Rate Pulao", originalPricePaise: 20000, offerPricePaise: 20000 });
});
afterAll(() => app.stop());

async function commissionBooked(restaurant: RestaurantRow, dish: MenuItemRow): Promise<number> {
  const customer = await signedInCustomer(app);
  const addressId = await insertAddress(app.db, customer.id, kmNorthOfTown(1));
  const { id } = await placeOrderOf(app, customer, addressId, restaurant.id, [{ menuItemId: dish.id, quantity: 1 }]);
  await officeMoves(admin.agent, id, "CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED");
  const { rows } = await app.db.query(
    `SELECT amount_paise::int AS paise FROM ledger_entries WHERE order_id = $1 AND account = 'SERVICE' AND kind = 'COMMISSION'`,
    [id],
  );
  return rows[0].paise;
}

describe("commissions", () => {
  it("default to 15%, which a superadmin changes in the payout settings", async () => {
    expect(ok(await gql(admin.agent, PAYOUT_SETTINGS)).payoutSettings).toEqual({ defaultCommissionPercent: 15 });
    expect(await commissionBooked(usual, usualDish)).toBe(3000);
    expect(errorCode(await gql(admin.agent, UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: 10 } }))).toBe("FORBIDDEN");
    for (const percent of [100.5, -1, 12.345]) {
      expect(errorCode(await gql(superadmin.agent, UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: percent } }))).toBe(
        "BAD_USER_INPUT",
      );
    }
    ok(await gql(superadmin.agent, UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: 10 } }));
    expect(await commissionBooked(usual, usualDish)).toBe(2000);
  });

  it("may be a restaurant's own, set by a superadmin, read by staff only; null goes back to the default", async () => {
    expect(errorCode(await gql(admin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: own.id, percent: 20 }))).toBe("FORBIDDEN");
    expect(errorCode(await gql(superadmin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: randomUUID(), percent: 20 }))).toBe(
      "NOT_FOUND",
    );
    expect(errorCode(await gql(superadmin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: own.id, percent: 120 }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      ok(await gql(superadmin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: own.id, percent: 22.5 })).setRestaurantCommission,
    ).toEqual({
      id: own.id,
      commissionPercent: 22.5,
    });
    expect(ok(await gql(admin.agent, RESTAURANT_COMMISSION, { id: usual.id })).restaurant?.commissionPercent).toBe(10);
    // The admin form's box: the own rate, or empty (null) for the default.
    expect([
      ok(await gql(admin.agent, OWN_COMMISSION, { id: own.id })).restaurant,
      ok(await gql(admin.agent, OWN_COMMISSION, { id: usual.id })).restaurant,
    ]).toEqual([
      { id: own.id, commissionPercent: 22.5, ownCommissionPercent: 22.5 },
      { id: usual.id, commissionPercent: 10, ownCommissionPercent: null },
    ]);
    expect(await commissionBooked(own, ownDish)).toBe(4500);

    const customer = await signedInCustomer(app);
    const key = await createApiKey(superadmin.agent, { name: "Commission reader", scopes: ["CATALOGUE_READ"], restaurantIds: [own.id] });
    for (const agent of [customer.agent, app.agent(), keyAgent(app.url, key.secret)]) {
      const answer = await gql(agent, RESTAURANT_COMMISSION, { id: own.id });
      expect(answer.data?.restaurant).toEqual({ id: own.id, commissionPercent: null });
      expect(errorCode(answer)).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
      expect(errorCode(await gql(agent, OWN_COMMISSION, { id: own.id }))).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    }

    ok(await gql(superadmin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: own.id, percent: null }));
    expect(await commissionBooked(own, ownDish)).toBe(2000);
  });
});
