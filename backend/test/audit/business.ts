import { randomUUID } from "node:crypto";
import { kolkataDate } from "../../src/common/calendar-day";
import { mondayOf } from "../../src/modules/ledger/statement-week";
import { createApiKey, REVOKE_API_KEY } from "../support/api-keys";
import { changeOf, type AuditScenario, type AuditWorld } from "../support/audit";
import { FLAT, NO_TAX, UPDATE_DELIVERY_SETTINGS, UPDATE_TAX_SETTINGS } from "../support/charges";
import { SET_RESTAURANT_COMMISSION, UPDATE_PAYOUT_SETTINGS } from "../support/commission";
import { CREATE_COUPON, SET_COUPON_ACTIVE, UPDATE_COUPON } from "../support/coupons";
import { insertRestaurant } from "../support/fixtures";
import { gql, ok } from "../support/graphql";
import { MARK_RIDER_PAID, UPDATE_RIDER_PAY_SETTINGS } from "../support/rider-pay";
import { signedInRider } from "../support/riders";
import { MARK_STATEMENT_PAID, RECORD_LEDGER_CORRECTION } from "../support/statements";
import { createWebhook, DELETE_WEBHOOK, REDELIVER_WEBHOOK } from "../support/webhooks";

/** The audit test's scenarios for coupons, the service's settings and money, keys, webhooks (test/audit-trail.test.ts). */

let codes = 0;
const couponInput = () => {
  codes += 1;
  return {
    code: `AUDIT${codes}`,
    description: "Audited",
    kind: "FLAT" as const,
    value: 40,
    minOrder: 199,
    restaurantIds: [],
    weekdays: [],
    firstOrderOnly: false,
    isActive: true,
  };
};
const newCoupon = async ({ superadmin }: AuditWorld) =>
  ok(await gql(superadmin.agent, CREATE_COUPON, { input: couponInput() })).createCoupon;

const person = (world: AuditWorld) => ({ actorName: world.superadmin.userName, actorKind: "PERSON" as const });

let restaurants = 0;
/** A restaurant of its own for a scenario: the webhooks below hear only its events, and none happen. */
const newRestaurant = ({ app }: AuditWorld) => {
  restaurants += 1;
  return insertRestaurant(app.db, { name: `Audit Business Kitchen ${restaurants}` });
};

const today = () => kolkataDate(new Date());
/** The Monday three weeks back: a closed week, which may be paid. */
const pastMonday = () => mondayOf(new Date(Date.parse(`${mondayOf(today())}T00:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10));

/** One of a past week's ledger entries, written as a delivery writes them (no mutation books in the past). */
const insertPastEntry = (
  world: AuditWorld,
  entry: { account: string; kind: string; paise: number; restaurantId?: string; riderId?: string },
) =>
  world.app.db.query(
    `INSERT INTO ledger_entries (at, account, kind, amount_paise, order_id, restaurant_id, rider_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      `${pastMonday()}T12:00:00+05:30`,
      entry.account,
      entry.kind,
      entry.paise,
      randomUUID(),
      entry.restaurantId ?? null,
      entry.riderId ?? null,
    ],
  );

/** A webhook at a public address, told only of its own restaurant's placed orders (of which there are none). */
const newWebhook = async (world: AuditWorld) => {
  const restaurant = await newRestaurant(world);
  return (
    await createWebhook(world.superadmin.agent, {
      url: "https://8.8.8.8/audit-hooks",
      events: ["ORDER_PLACED"],
      restaurantIds: [restaurant.id],
    })
  ).webhook;
};

/**
 * A webhook and a delivery of an event that failed, as stored. The webhook has no signing secret,
 * so the redelivery's attempt sends nothing off this machine.
 */
async function failedDelivery({ app }: AuditWorld): Promise<{ webhookId: string; deliveryId: string }> {
  const { rows: hooks } = await app.db.query<{ id: string }>(
    `INSERT INTO webhooks (url, events, restaurant_ids, signing_secret) VALUES ('https://hooks.example.com/audit', '{ORDER_PLACED}', '{}', NULL) RETURNING id`,
  );
  const eventId = `evt_${randomUUID()}`;
  await app.db.query(`INSERT INTO webhook_events (id, type, body) VALUES ($1, 'ORDER_PLACED', '{}')`, [eventId]);
  const { rows: deliveries } = await app.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, status) VALUES ($1, $2, 'ORDER_PLACED', 'FAILED') RETURNING id`,
    [hooks[0]!.id, eventId],
  );
  return { webhookId: hooks[0]!.id, deliveryId: deliveries[0]!.id };
}

export const scenarios: AuditScenario[] = [
  {
    mutation: "createCoupon",
    entityType: "COUPON",
    run: async (world) => {
      const coupon = await newCoupon(world);
      return { actorName: world.superadmin.userName, actorKind: "PERSON", entityId: coupon.id, entityName: coupon.code };
    },
    check: (entry) => expect(changeOf(entry, "amountPaise")).toEqual({ field: "amountPaise", before: null, after: 4000 }),
  },
  {
    mutation: "updateCoupon",
    entityType: "COUPON",
    run: async (world) => {
      const coupon = await newCoupon(world);
      ok(await gql(world.superadmin.agent, UPDATE_COUPON, { id: coupon.id, input: { ...couponInput(), code: coupon.code, value: 60 } }));
      return { actorName: world.superadmin.userName, actorKind: "PERSON", entityId: coupon.id, entityName: coupon.code };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "amountPaise", before: 4000, after: 6000 }]),
  },
  {
    mutation: "setCouponActive",
    entityType: "COUPON",
    run: async (world) => {
      const coupon = await newCoupon(world);
      ok(await gql(world.superadmin.agent, SET_COUPON_ACTIVE, { id: coupon.id, isActive: false }));
      return { actorName: world.superadmin.userName, actorKind: "PERSON", entityId: coupon.id, entityName: coupon.code };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "isActive", before: true, after: false }]),
  },
  // The settings: each change leaves the bills of the other scenarios' orders as they were.
  {
    mutation: "updateDeliverySettings",
    entityType: "SETTINGS",
    run: async (world) => {
      ok(await gql(world.superadmin.agent, UPDATE_DELIVERY_SETTINGS, { input: { ...FLAT, freeAbove: 5000 } }));
      return { ...person(world), entityId: "DELIVERY", entityName: null };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "freeAbovePaise", before: null, after: 500000 }]),
  },
  {
    mutation: "updateTaxSettings",
    entityType: "SETTINGS",
    run: async (world) => {
      ok(await gql(world.superadmin.agent, UPDATE_TAX_SETTINGS, { input: { ...NO_TAX, foodTaxPercent: 12 } }));
      return { ...person(world), entityId: "TAX", entityName: null };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "foodTaxPercent", before: 5, after: 12 }]),
  },
  {
    mutation: "setRestaurantCommission",
    entityType: "RESTAURANT",
    run: async (world) => {
      const restaurant = await newRestaurant(world);
      ok(await gql(world.superadmin.agent, SET_RESTAURANT_COMMISSION, { restaurantId: restaurant.id, percent: 12.5 }));
      return { ...person(world), entityId: restaurant.id, entityName: restaurant.name };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "commissionPercent", before: null, after: 12.5 }]),
  },
  {
    mutation: "updatePayoutSettings",
    entityType: "SETTINGS",
    run: async (world) => {
      ok(await gql(world.superadmin.agent, UPDATE_PAYOUT_SETTINGS, { input: { defaultCommissionPercent: 17.5 } }));
      return { ...person(world), entityId: "PAYOUT", entityName: null };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "defaultCommissionPercent", before: 15, after: 17.5 }]),
  },
  {
    mutation: "updateRiderPaySettings",
    entityType: "SETTINGS",
    run: async (world) => {
      const input = { riderBaseFee: 30, riderBaseDistanceKm: 3, riderPerKmFee: 9 };
      ok(await gql(world.superadmin.agent, UPDATE_RIDER_PAY_SETTINGS, { input }));
      return { ...person(world), entityId: "RIDER_PAY", entityName: null };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "riderPerKmFeePaise", before: 800, after: 900 }]),
  },
  // Money paid and booked.
  {
    mutation: "markStatementPaid",
    entityType: "PAYOUT",
    run: async (world) => {
      const restaurant = await newRestaurant(world);
      await insertPastEntry(world, { account: "RESTAURANT", kind: "FOOD", paise: 50000, restaurantId: restaurant.id });
      await insertPastEntry(world, { account: "RESTAURANT", kind: "COMMISSION", paise: -7500, restaurantId: restaurant.id });
      const statementId = `${restaurant.id}/${pastMonday()}`;
      ok(await gql(world.superadmin.agent, MARK_STATEMENT_PAID, { statementId, reference: "UTR 712345678901", paidOn: today() }));
      return { ...person(world), entityId: statementId, entityName: restaurant.name };
    },
    check: (entry) => {
      expect(changeOf(entry, "paidPaise")).toEqual({ field: "paidPaise", before: null, after: 42500 });
      expect(changeOf(entry, "reference")).toEqual({ field: "reference", before: null, after: "UTR 712345678901" });
    },
  },
  {
    mutation: "markRiderPaid",
    entityType: "PAYOUT",
    run: async (world) => {
      const rider = await signedInRider(world.app, world.superadmin, { userName: "Audit Paid Rider", onShift: false });
      await insertPastEntry(world, { account: "RIDER", kind: "DELIVERY_FEE", paise: 3800, riderId: rider.id });
      await insertPastEntry(world, { account: "RIDER", kind: "TIP", paise: 1000, riderId: rider.id });
      const payment = { riderId: rider.id, weekStart: pastMonday(), reference: "UTR 812345678901", paidOn: today() };
      ok(await gql(world.superadmin.agent, MARK_RIDER_PAID, payment));
      return { ...person(world), entityId: `${rider.id}/${pastMonday()}`, entityName: "Audit Paid Rider" };
    },
    check: (entry) => expect(changeOf(entry, "paidPaise")).toEqual({ field: "paidPaise", before: null, after: 4800 }),
  },
  {
    mutation: "recordLedgerCorrection",
    entityType: "LEDGER_CORRECTION",
    run: async (world) => {
      const restaurant = await newRestaurant(world);
      const input = {
        account: "RESTAURANT" as const,
        restaurantId: restaurant.id,
        amount: -25.5,
        reason: "Audit: a refund the kitchen owes",
      };
      const correction = ok(await gql(world.superadmin.agent, RECORD_LEDGER_CORRECTION, { input })).recordLedgerCorrection;
      return { ...person(world), entityId: correction.id, entityName: restaurant.name };
    },
    check: (entry) => {
      expect(changeOf(entry, "amountPaise")).toEqual({ field: "amountPaise", before: null, after: -2550 });
      expect(changeOf(entry, "account")).toEqual({ field: "account", before: null, after: "RESTAURANT" });
    },
  },
  // Keys and webhooks: what they may do, never their secrets.
  {
    mutation: "createApiKey",
    entityType: "API_KEY",
    run: async (world) => {
      const { apiKey } = await createApiKey(world.superadmin.agent, { name: "Audit partner", scopes: ["CATALOGUE_READ"] });
      return { ...person(world), entityId: apiKey.id, entityName: "Audit partner" };
    },
    check: (entry) => {
      expect(entry.changes.map((change) => change.field)).toEqual(["name", "scopes", "restaurantIds", "requestsPerMinute", "revoked"]);
      expect(changeOf(entry, "scopes")).toEqual({ field: "scopes", before: null, after: ["CATALOGUE_READ"] });
    },
  },
  {
    mutation: "revokeApiKey",
    entityType: "API_KEY",
    run: async (world) => {
      const { apiKey } = await createApiKey(world.superadmin.agent, { name: "Audit revoked partner", scopes: ["CATALOGUE_READ"] });
      ok(await gql(world.superadmin.agent, REVOKE_API_KEY, { id: apiKey.id }));
      return { ...person(world), entityId: apiKey.id, entityName: "Audit revoked partner" };
    },
    check: (entry) => expect(entry.changes).toEqual([{ field: "revoked", before: false, after: true }]),
  },
  {
    mutation: "createWebhook",
    entityType: "WEBHOOK",
    run: async (world) => {
      const webhook = await newWebhook(world);
      // Its URL's host: the path may carry a partner's token.
      return { ...person(world), entityId: webhook.id, entityName: "8.8.8.8" };
    },
    check: (entry) => {
      expect(entry.changes.map((change) => change.field)).toEqual(["url", "events", "restaurantIds", "active", "deleted"]);
      expect(changeOf(entry, "url")).toEqual({ field: "url", before: null, after: "https://8.8.8.8/audit-hooks" });
    },
  },
  {
    mutation: "deleteWebhook",
    entityType: "WEBHOOK",
    run: async (world) => {
      const webhook = await newWebhook(world);
      ok(await gql(world.superadmin.agent, DELETE_WEBHOOK, { id: webhook.id }));
      return { ...person(world), entityId: webhook.id, entityName: "8.8.8.8" };
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        { field: "active", before: true, after: false },
        { field: "deleted", before: false, after: true },
      ]),
  },
  {
    mutation: "redeliverWebhook",
    entityType: "WEBHOOK",
    run: async (world) => {
      const { webhookId, deliveryId } = await failedDelivery(world);
      ok(await gql(world.superadmin.agent, REDELIVER_WEBHOOK, { deliveryId }));
      return { ...person(world), entityId: webhookId, entityName: "hooks.example.com" };
    },
    check: (entry) =>
      expect(entry.changes).toEqual([
        { field: "deliveryId", before: null, after: expect.any(String) },
        { field: "eventType", before: null, after: "ORDER_PLACED" },
      ]),
  },
];
