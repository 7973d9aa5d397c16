import { WEEKDAYS } from "../src/modules/restaurants/weekday";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import {
  APPLY_COUPON,
  AVAILABLE_COUPONS,
  CART_COUPON,
  COUPONS,
  CREATE_COUPON,
  REMOVE_COUPON,
  SET_COUPON_ACTIVE,
  UPDATE_COUPON,
  couponInput,
} from "./support/coupons";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { fillCart, insertOrder } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import type { CouponInput } from "./gql/graphql";

type Agent = ReturnType<TestApp["agent"]>;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
let annapurna: RestaurantRow;
let udupi: RestaurantRow;
let idli: MenuItemRow; // ₹120 offer on ₹150

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInStaff(app, "admin");
  superadmin = await signedInStaff(app, "superadmin");
  annapurna = await insertRestaurant(app.db, { name: "Annapurna Tiffins" });
  udupi = await insertRestaurant(app.db, { name: "Udupi Bhavan" });
  idli = await insertMenuItem(app.db, annapurna.id, { name: "Idli" });
});
afterAll(() => app.stop());

const ID = "00000000-0000-4000-8000-000000000000";
const HOUR = 60 * 60 * 1000;

async function createCoupon(overrides: Partial<CouponInput> = {}) {
  const created = await gql(admin.agent, CREATE_COUPON, { input: couponInput(overrides) });
  if (!created.data) throw new Error(`createCoupon failed: ${JSON.stringify(created.errors)}`);
  return created.data.createCoupon;
}

/** A customer with `quantity` idlis (₹120 each) in their cart. */
async function customerWithIdlis(quantity: number) {
  const customer = await signedInCustomer(app);
  await fillCart(app.db, customer.id, annapurna.id, [{ menuItemId: idli.id, quantity }]);
  return customer;
}

const apply = (agent: Agent, code: string) => gql(agent, APPLY_COUPON, { code });

describe("admins keep the coupons", () => {
  it("creates a coupon with its code upper case, money in rupees, nothing used yet", async () => {
    const form = {
      kind: "PERCENT" as const,
      value: 20,
      maxDiscount: 60,
      minOrder: 199.5,
      validFrom: "2026-11-29T00:00:00.000Z",
      validUntil: "2026-11-30T00:00:00.000Z",
      usageLimit: 100,
      perCustomerLimit: 1,
      restaurantIds: [annapurna.id, udupi.id],
    };
    const created = await createCoupon({ ...form, code: "sunday20" });
    expect(created).toMatchObject({ ...form, code: "SUNDAY20", firstOrderOnly: false, isActive: true, usedCount: 0 });
    const { rows } = await app.db.query(`SELECT percent, amount_paise, max_discount_paise, min_order_paise FROM coupons WHERE id = $1`, [
      created.id,
    ]);
    expect(rows[0]).toEqual({ percent: 20, amount_paise: null, max_discount_paise: 6000, min_order_paise: 19950 });
  });

  it("refuses a code another coupon has, whatever its case", async () => {
    await createCoupon({ code: "TAKEN50" });
    const again = await gql(admin.agent, CREATE_COUPON, { input: couponInput({ code: "taken50" }) });
    expect(errorCode(again)).toBe("COUPON_CODE_TAKEN");
    const other = await createCoupon({ code: "OTHER50" });
    const renamed = await gql(admin.agent, UPDATE_COUPON, { id: other.id, input: couponInput({ code: "Taken50" }) });
    expect(errorCode(renamed)).toBe("COUPON_CODE_TAKEN");
  });

  it.each([
    ["a code under 3 characters", { code: "AB" }],
    ["a code over 20 characters", { code: "A".repeat(21) }],
    ["a code with other characters", { code: "FIRST-50" }],
    ["a percent over 100", { kind: "PERCENT" as const, value: 101 }],
    ["a percent of 0", { kind: "PERCENT" as const, value: 0 }],
    ["a fractional percent", { kind: "PERCENT" as const, value: 12.5 }],
    ["a flat amount below a paisa's precision", { value: 10.005 }],
    ["a flat amount of 0", { value: 0 }],
    ["a cap on a flat coupon", { value: 50, maxDiscount: 20 }],
    ["a negative minimum order", { minOrder: -1 }],
    ["an end before the start", { validFrom: "2026-12-02T00:00:00.000Z", validUntil: "2026-12-01T00:00:00.000Z" }],
    ["a usage limit of 0", { usageLimit: 0 }],
    ["a per-customer limit of 0", { perCustomerLimit: 0 }],
    ["an unknown restaurant", { restaurantIds: [ID] }],
    [
      "more than 50 restaurants",
      { restaurantIds: Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`) },
    ],
  ])("refuses %s (BAD_USER_INPUT)", async (_what, overrides) => {
    const res = await gql(admin.agent, CREATE_COUPON, { input: couponInput(overrides) });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
  });

  it("updates every field, switches a coupon off and on, and lists them newest first (superadmins too)", async () => {
    const first = await createCoupon({ description: "First" });
    const second = await createCoupon({ description: "Second" });
    const updated = await gql(superadmin.agent, UPDATE_COUPON, {
      id: first.id,
      input: couponInput({ code: first.code, description: "Changed", kind: "PERCENT", value: 10, maxDiscount: null, firstOrderOnly: true }),
    });
    expect(updated.data?.updateCoupon).toMatchObject({
      id: first.id,
      description: "Changed",
      kind: "PERCENT",
      value: 10,
      firstOrderOnly: true,
    });
    const off = await gql(admin.agent, SET_COUPON_ACTIVE, { id: second.id, isActive: false });
    expect(off.data?.setCouponActive.isActive).toBe(false);
    const list = await gql(superadmin.agent, COUPONS, { limit: 2 });
    expect(list.data?.coupons.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(errorCode(await gql(admin.agent, COUPONS, { limit: 51 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await gql(admin.agent, SET_COUPON_ACTIVE, { id: ID, isActive: true }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(admin.agent, UPDATE_COUPON, { id: "not-an-id", input: couponInput() }))).toBe("NOT_FOUND");
  });
});

describe("who may call what", () => {
  const adminOperations: Array<[string, Operation]> = [
    ["coupons", operation(COUPONS)],
    ["createCoupon", operation(CREATE_COUPON, { input: couponInput() })],
    ["updateCoupon", operation(UPDATE_COUPON, { id: ID, input: couponInput() })],
    ["setCouponActive", operation(SET_COUPON_ACTIVE, { id: ID, isActive: false })],
  ];
  const customerOperations: Array<[string, Operation]> = [
    ["availableCoupons", operation(AVAILABLE_COUPONS)],
    ["applyCoupon", operation(APPLY_COUPON, { code: "FIRST50" })],
    ["removeCoupon", operation(REMOVE_COUPON)],
  ];

  it.each(adminOperations)("%s: FORBIDDEN to customers", async (_name, send) => {
    const customer = await signedInCustomer(app);
    expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
  });

  it.each([...adminOperations, ...customerOperations])("%s: UNAUTHENTICATED to anonymous callers, with no data", async (_name, send) => {
    const res = await send(app.agent());
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
    expect(res.data).toBeNull();
  });

  it("every coupon operation is FORBIDDEN to an API key, whatever its scopes", async () => {
    const { secret } = await createApiKey(superadmin.agent, {
      name: "All scopes",
      scopes: ["CATALOGUE_READ", "ORDERS_READ", "ORDERS_WRITE", "MENU_WRITE"],
      restaurantIds: [annapurna.id],
    });
    const key = keyAgent(app.url, secret);
    for (const [name, send] of [...adminOperations, ...customerOperations]) {
      expect([name, errorCode(await send(key))]).toEqual([name, "FORBIDDEN"]);
    }
  });
});

describe("applying a coupon", () => {
  it("applies a coupon typed in any case to the cart, shows it, and takes it off", async () => {
    const coupon = await createCoupon({ code: "IDLI30", value: 30 });
    const customer = await customerWithIdlis(2);
    const applied = await apply(customer.agent, " idli30 ");
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.applyCoupon).toMatchObject({ itemsTotal: 240, couponCode: coupon.code, couponProblem: null });
    const removed = await gql(customer.agent, REMOVE_COUPON);
    expect(removed.data?.removeCoupon).toMatchObject({ couponCode: null, couponProblem: null });
    expect(Number((await app.db.query(`SELECT count(*) FROM cart_coupons WHERE coupon_id = $1`, [coupon.id])).rows[0].count)).toBe(0);
  });

  it("replaces the cart's coupon with the one applied last", async () => {
    const first = await createCoupon();
    const second = await createCoupon();
    const customer = await customerWithIdlis(1);
    await apply(customer.agent, first.code);
    const res = await apply(customer.agent, second.code);
    expect(res.data?.applyCoupon.couponCode).toBe(second.code);
  });

  it("refuses an empty cart (CART_EMPTY)", async () => {
    const coupon = await createCoupon();
    const customer = await signedInCustomer(app);
    expect(errorCode(await apply(customer.agent, coupon.code))).toBe("CART_EMPTY");
  });

  it("COUPON_INVALID: an unknown code, a malformed one, a switched-off coupon", async () => {
    const off = await createCoupon({ isActive: false });
    const customer = await customerWithIdlis(1);
    expect(errorCode(await apply(customer.agent, "NOSUCHCODE"))).toBe("COUPON_INVALID");
    expect(errorCode(await apply(customer.agent, "' OR 1=1 --"))).toBe("COUPON_INVALID");
    const refused = await apply(customer.agent, off.code);
    expect(errorCode(refused)).toBe("COUPON_INVALID");
    expect(refused.errors?.[0]?.message).toBe("This coupon code is not valid.");
  });

  it("COUPON_EXPIRED: past its end, or before its start (with validFrom)", async () => {
    const now = Date.now();
    const ended = await createCoupon({ validUntil: new Date(now - HOUR).toISOString() });
    const later = await createCoupon({ validFrom: new Date(now + 24 * HOUR).toISOString() });
    const customer = await customerWithIdlis(1);
    expect(errorCode(await apply(customer.agent, ended.code))).toBe("COUPON_EXPIRED");
    const early = await apply(customer.agent, later.code);
    expect(errorCode(early)).toBe("COUPON_EXPIRED");
    expect(early.errors?.[0]?.extensions?.validFrom).toBe(later.validFrom);
  });

  it("COUPON_NOT_TODAY on a day of the week it does not apply on (India's), naming its days", async () => {
    // Today and tomorrow in India, so a run across midnight still judges the same way.
    const indiaDay = (offsetDays: number) => WEEKDAYS[(Math.floor((Date.now() + 5.5 * HOUR) / (24 * HOUR)) + 3 + offsetDays) % 7]!;
    const soon = [indiaDay(0), indiaDay(1)];
    const otherDays = await createCoupon({ weekdays: WEEKDAYS.filter((day) => !soon.includes(day)).reverse() });
    const theseDays = await createCoupon({ weekdays: soon });
    expect(otherDays.weekdays).toEqual(WEEKDAYS.filter((day) => !soon.includes(day)));
    const customer = await customerWithIdlis(1);
    const refused = await apply(customer.agent, otherDays.code);
    expect(errorCode(refused)).toBe("COUPON_NOT_TODAY");
    expect(refused.errors?.[0]?.extensions?.weekdays).toEqual(otherDays.weekdays);
    expect(refused.errors?.[0]?.message).toMatch(/^This coupon can be used on [A-Za-z, ]+ only\.$/);
    expect((await apply(customer.agent, theseDays.code)).errors).toBeUndefined();
  });

  it("COUPON_MIN_ORDER with the missing amount in rupees", async () => {
    const coupon = await createCoupon({ minOrder: 300 });
    const customer = await customerWithIdlis(2);
    const res = await apply(customer.agent, coupon.code);
    expect(errorCode(res)).toBe("COUPON_MIN_ORDER");
    expect(res.errors?.[0]?.extensions?.missing).toBe(60);
    expect(res.errors?.[0]?.message).toBe("Add items worth ₹60.00 more to use this coupon (minimum order ₹300.00).");
  });

  it("COUPON_NOT_FOR_RESTAURANT for another restaurant's offer", async () => {
    const coupon = await createCoupon({ restaurantIds: [udupi.id] });
    const customer = await customerWithIdlis(1);
    expect(errorCode(await apply(customer.agent, coupon.code))).toBe("COUPON_NOT_FOR_RESTAURANT");
  });

  it("COUPON_FIRST_ORDER_ONLY once the customer has an order that was not rejected or cancelled", async () => {
    const coupon = await createCoupon({ firstOrderOnly: true });
    const customer = await customerWithIdlis(1);
    const past = { userId: customer.id, restaurantId: annapurna.id, restaurantName: annapurna.name, createdAt: "2026-11-01T10:00:00Z" };
    const lines = [{ menuItemId: idli.id, name: "Idli", unitPricePaise: 12000, quantity: 1 }];
    await insertOrder(app.db, { ...past, status: "cancelled", lines });
    await insertOrder(app.db, { ...past, status: "rejected", lines });
    expect((await apply(customer.agent, coupon.code)).errors).toBeUndefined();
    await insertOrder(app.db, { ...past, status: "delivered", lines });
    expect(errorCode(await apply(customer.agent, coupon.code))).toBe("COUPON_FIRST_ORDER_ONLY");
  });

  it("COUPON_USED_UP when its usage limit or the customer's own limit is reached", async () => {
    const once = await createCoupon({ usageLimit: 1 });
    const oncePerCustomer = await createCoupon({ perCustomerLimit: 1 });
    const someone = await customerWithIdlis(1);
    const customer = await customerWithIdlis(1);
    const lines = [{ menuItemId: idli.id, name: "Idli", unitPricePaise: 12000, quantity: 1 }];
    const orderOf = (userId: string) =>
      insertOrder(app.db, { userId, restaurantId: annapurna.id, restaurantName: annapurna.name, createdAt: "2026-11-01T10:00:00Z", lines });
    const redeem = async (couponId: string, userId: string) =>
      app.db.query(`INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) VALUES ($1, $2, $3)`, [
        couponId,
        userId,
        await orderOf(userId),
      ]);

    await redeem(once.id, someone.id);
    expect(errorCode(await apply(customer.agent, once.code))).toBe("COUPON_USED_UP");
    await redeem(oncePerCustomer.id, someone.id);
    expect((await apply(customer.agent, oncePerCustomer.code)).errors).toBeUndefined();
    await redeem(oncePerCustomer.id, customer.id);
    const mine = await apply(customer.agent, oncePerCustomer.code);
    expect(errorCode(mine)).toBe("COUPON_USED_UP");
    expect(mine.errors?.[0]?.message).toBe("You have already used this coupon as many times as it allows.");
    // A released use (the order was cancelled) no longer counts.
    await app.db.query(`UPDATE coupon_redemptions SET released_at = now() WHERE coupon_id = $1`, [once.id]);
    expect((await apply(customer.agent, once.code)).errors).toBeUndefined();
    const listed = await gql(admin.agent, COUPONS, { limit: 50 });
    expect(listed.data?.coupons.find((c) => c.id === oncePerCustomer.id)?.usedCount).toBe(2);
    expect(listed.data?.coupons.find((c) => c.id === once.id)?.usedCount).toBe(0);
  });

  it("answers in Telugu to a Telugu request", async () => {
    const customer = await customerWithIdlis(1);
    const res = await customer.agent
      .post("/graphql")
      .set("Accept-Language", "te")
      .send({ query: `mutation { applyCoupon(code: "NOSUCHCODE") { id } }` });
    expect(res.body.errors[0].message).toBe("ఈ కూపన్ కోడ్ చెల్లదు.");
  });

  it("stops a customer guessing codes after 20 tries in 10 minutes (RATE_LIMITED)", async () => {
    const customer = await customerWithIdlis(1);
    for (let i = 0; i < 20; i += 1) expect(errorCode(await apply(customer.agent, `GUESS${i}`))).toBe("COUPON_INVALID");
    expect(errorCode(await apply(customer.agent, "GUESS20"))).toBe("RATE_LIMITED");
  });
});

describe("a coupon that stopped applying, and the coupons offered", () => {
  it("shows the applied coupon's problem in the cart once it no longer applies, and none when it applies again", async () => {
    const coupon = await createCoupon({ minOrder: 200 });
    const customer = await customerWithIdlis(2);
    expect((await apply(customer.agent, coupon.code)).data?.applyCoupon.couponProblem).toBeNull();
    await fillCart(app.db, customer.id, annapurna.id, [{ menuItemId: idli.id, quantity: 1 }]);
    expect((await gql(customer.agent, CART_COUPON)).data?.cart).toMatchObject({
      couponCode: coupon.code,
      couponProblem: "COUPON_MIN_ORDER",
    });
    await gql(admin.agent, SET_COUPON_ACTIVE, { id: coupon.id, isActive: false });
    await fillCart(app.db, customer.id, annapurna.id, [{ menuItemId: idli.id, quantity: 3 }]);
    expect((await gql(customer.agent, CART_COUPON)).data?.cart.couponProblem).toBe("COUPON_INVALID");
    await gql(admin.agent, SET_COUPON_ACTIVE, { id: coupon.id, isActive: true });
    expect((await gql(customer.agent, CART_COUPON)).data?.cart.couponProblem).toBeNull();
  });

  it("offers only the coupons that would apply to the cart now", async () => {
    await app.db.query(`UPDATE coupons SET is_active = false`);
    const fits = await createCoupon({ minOrder: 100 });
    const here = await createCoupon({ restaurantIds: [annapurna.id] });
    await createCoupon({ minOrder: 1000 });
    await createCoupon({ restaurantIds: [udupi.id] });
    await createCoupon({ isActive: false });
    await createCoupon({ validUntil: new Date(Date.now() - HOUR).toISOString() });
    await createCoupon({ firstOrderOnly: true, usageLimit: 1 });
    await app.db.query(
      `INSERT INTO coupon_redemptions (coupon_id, user_id, order_id)
       SELECT c.id, $1, $2 FROM coupons c WHERE c.usage_limit = 1 AND c.first_order_only AND c.is_active`,
      [
        admin.id,
        await insertOrder(app.db, {
          userId: admin.id,
          restaurantId: annapurna.id,
          restaurantName: annapurna.name,
          createdAt: "2026-11-01T10:00:00Z",
          lines: [{ menuItemId: idli.id, name: "Idli", unitPricePaise: 12000, quantity: 1 }],
        }),
      ],
    );
    const customer = await customerWithIdlis(1);
    const offered = await gql(customer.agent, AVAILABLE_COUPONS);
    expect(offered.data?.availableCoupons.map((c) => c.id)).toEqual([here.id, fits.id]);
    const empty = await signedInCustomer(app);
    expect((await gql(empty.agent, AVAILABLE_COUPONS)).data?.availableCoupons).toEqual([]);
  });
});
