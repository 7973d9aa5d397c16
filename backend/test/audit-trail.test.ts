import { buildSchema } from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { scenarios as businessScenarios } from "./audit/business";
import { scenarios as catalogueScenarios } from "./audit/catalogue";
import { scenarios as deliveryScenarios } from "./audit/delivery";
import { signedInStaff } from "./support/accounts";
import { AUDIT_LOG, auditRows, type AuditRow, type AuditScenario, type AuditWorld } from "./support/audit";
import { CREATE_COUPON } from "./support/coupons";
import { errorCode, gql, ok } from "./support/graphql";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Every mutation of the schema either records an audit entry (a scenario in test/audit/) or is
 * exempt here, with why (docs/architecture.md#audit-trail).
 */
const ORDER_HISTORY = "an order's move: its own history (order_status_changes: who, when, why) is written in the move's transaction";
const OWN = "the caller's own account, cart, address, order or device: a customer's doing, not staff's";
const SIGN_IN = "signing up, in or out: no staff change";
const EXEMPT: Readonly<Record<string, string>> = {
  acceptOrder: ORDER_HISTORY,
  rejectOrder: ORDER_HISTORY,
  startPreparingOrder: ORDER_HISTORY,
  markOrderReady: ORDER_HISTORY,
  markCollected: ORDER_HISTORY,
  updateOrderStatus: ORDER_HISTORY,
  markPickedUp: ORDER_HISTORY,
  markDelivered: ORDER_HISTORY,
  markDeliveryFailed: ORDER_HISTORY,
  cancelOrder: ORDER_HISTORY,
  shareRiderPosition: "a rider's position every few seconds: where a person is, kept apart and for the live map only",
  uploadImage: "stores a file and changes nothing; the restaurant, item or banner that takes it is recorded with its new image",
  addAddress: OWN,
  updateAddress: OWN,
  deleteAddress: OWN,
  addToCart: OWN,
  updateCartItem: OWN,
  updateCartLine: OWN,
  removeFromCart: OWN,
  removeCartLine: OWN,
  clearCart: OWN,
  applyCoupon: OWN,
  removeCoupon: OWN,
  setCartTip: OWN,
  reorder: OWN,
  placeOrder: OWN,
  rateOrder: OWN,
  reportOrderProblem: OWN,
  setFavouriteRestaurant: OWN,
  setMealReminders: OWN,
  setPreferredLanguage: OWN,
  savePushSubscription: OWN,
  deletePushSubscription: OWN,
  register: SIGN_IN,
  verifyOtp: SIGN_IN,
  resendOtp: SIGN_IN,
  login: SIGN_IN,
  logout: SIGN_IN,
  forgotPassword: SIGN_IN,
  resetPassword: SIGN_IN,
};

const SCENARIOS: readonly AuditScenario[] = [...catalogueScenarios, ...businessScenarios, ...deliveryScenarios];

const schemaMutations = () => {
  const schema = buildSchema(readFileSync(path.join(__dirname, "..", "schema.graphql"), "utf8"));
  return Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
};

/** What never enters the trail: names of secrets and of a customer's personal data. */
const FORBIDDEN_FIELD = /password|secret|token|hash|otp|email|phone|^address|latitude|longitude/i;

describe("every mutation is recorded or exempt", () => {
  const mutations = schemaMutations();

  it("names each mutation once, in a scenario or as exempt with a reason", () => {
    const covered = SCENARIOS.map((scenario) => scenario.mutation);
    expect(covered.filter((name, index) => covered.indexOf(name) !== index)).toEqual([]);
    expect(covered.filter((name) => name in EXEMPT)).toEqual([]);
    expect(mutations.filter((name) => !covered.includes(name) && !(name in EXEMPT))).toEqual([]);
    expect([...covered, ...Object.keys(EXEMPT)].filter((name) => !mutations.includes(name))).toEqual([]);
    for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(10);
  });
});

describe("the audit trail", () => {
  let app: TestApp;
  let world: AuditWorld;

  beforeAll(async () => {
    const vapid = webpush.generateVAPIDKeys();
    // Web Push on: sendBroadcast is refused without its keys.
    app = await startTestApp({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
    world = { app, superadmin: await signedInStaff(app, "superadmin") };
  });
  afterAll(() => app.stop());

  describe.each(SCENARIOS.map((scenario) => [scenario.mutation, scenario] as const))("%s", (_mutation, scenario) => {
    it("records who, what and the changed fields in an entry", async () => {
      const before = (await auditRows(app, scenario.mutation)).length;
      const actor = await scenario.run(world);
      const rows = await auditRows(app, scenario.mutation);
      expect(rows.length).toBeGreaterThan(before);
      const entry = rows[0]!;
      expect(entry).toMatchObject({ entity_type: scenario.entityType, actor_name: actor.actorName, actor_kind: actor.actorKind });
      if (actor.entityId !== undefined) expect(entry.entity_id).toBe(actor.entityId);
      expect(entry.entity_name).toBe(actor.entityName);
      expect(entry.changes.map((change) => change.field).filter((field) => FORBIDDEN_FIELD.test(field))).toEqual([]);
      scenario.check?.(entry);
    });
  });

  it("keeps nothing that looks like a secret in any entry", async () => {
    const { rows } = await app.db.query<{ changes: AuditRow["changes"] }>(`SELECT changes FROM audit_entries`);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/whsec_|rk_live|argon2|\$argon/);
  });
});

describe("auditLog", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const couponInput = (code: string) => ({
    code,
    description: "Audit test",
    kind: "FLAT" as const,
    value: 50,
    minOrder: 199,
    restaurantIds: [],
    weekdays: [],
    firstOrderOnly: false,
    isActive: true,
  });

  it("answers superadmins only", async () => {
    const admin = await signedInStaff(app, "admin");
    expect(errorCode(await gql(admin.agent, AUDIT_LOG, {}))).toBe("FORBIDDEN");
    expect(errorCode(await gql(app.agent(), AUDIT_LOG, {}))).toBe("UNAUTHENTICATED");
  });

  it("lists newest first, narrowed by person, kind, action and day, one page at a time", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const admin = await signedInStaff(app, "admin");
    ok(await gql(admin.agent, CREATE_COUPON, { input: couponInput("AUDITONE") }));
    ok(await gql(superadmin.agent, CREATE_COUPON, { input: couponInput("AUDITTWO") }));

    const all = ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { entityType: "COUPON" } })).auditLog;
    expect(all.total).toBe(2);
    expect(all.items.map((entry) => entry.actorName)).toEqual([superadmin.userName, admin.userName]);
    const created = all.items[1]!;
    expect(created).toMatchObject({ action: "createCoupon", actorKind: "PERSON", actorId: admin.id, entityName: "AUDITONE" });
    expect(created.changes).toEqual(expect.arrayContaining([{ field: "code", before: null, after: JSON.stringify("AUDITONE") }]));

    const byPerson = ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { actor: admin.userName.slice(5).toUpperCase() } })).auditLog;
    expect(byPerson.items.map((entry) => entry.actorId)).toEqual([admin.id]);
    const byId = ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { actorId: superadmin.id } })).auditLog;
    expect(byId.total).toBe(1);
    expect(ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { entityType: "RESTAURANT" } })).auditLog.total).toBe(0);
    expect(
      ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { action: "createCoupon", from: "2000-01-01", to: "2000-01-02" } })).auditLog
        .total,
    ).toBe(0);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { from: today, to: today } })).auditLog.total).toBe(2);

    const second = ok(await gql(superadmin.agent, AUDIT_LOG, { filter: { entityType: "COUPON" }, limit: 1, offset: 1 })).auditLog;
    expect(second.items.map((entry) => entry.id)).toEqual([created.id]);
    expect(errorCode(await gql(superadmin.agent, AUDIT_LOG, { filter: { from: "2026-02-30" } }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(superadmin.agent, AUDIT_LOG, { filter: { from: "2026-03-02", to: "2026-03-01" } }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(superadmin.agent, AUDIT_LOG, { limit: 51 }))).toBe("BAD_USER_INPUT");
  });

  it("records nothing for a change that fails: the entry is written in the change's transaction", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const before = (await auditRows(app, "createCoupon")).length;
    expect(errorCode(await gql(superadmin.agent, CREATE_COUPON, { input: couponInput("AUDITONE") }))).toBe("COUPON_CODE_TAKEN");
    expect((await auditRows(app, "createCoupon")).length).toBe(before);
  });
});
