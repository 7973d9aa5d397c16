import { randomUUID } from "node:crypto";
import { hashPassword } from "../src/modules/users/password";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { APPLY_COUPON, CART_BILL, COUPONS, CREATE_COUPON, PLACE_ORDER_BILL, couponInput } from "./support/coupons";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { CANCEL_ORDER, UPDATE_ORDER_STATUS } from "./support/operations";
import { fillCart, insertAddress, insertVerifiedCustomers, logIn } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import type { CouponInput } from "./gql/graphql";

type Agent = ReturnType<TestApp["agent"]>;

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let restaurant: RestaurantRow;
let idli: MenuItemRow; // ₹120 offer on ₹150

// TRUST_PROXY lets each simulated customer log in from its own address, so the per-IP login limit sees many people.
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: "1" } });
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Annapurna Tiffins" });
  idli = await insertMenuItem(app.db, restaurant.id, { name: "Idli" });
});
afterAll(() => app.stop());

async function createCoupon(overrides: Partial<CouponInput> = {}) {
  const created = await gql(admin.agent, CREATE_COUPON, { input: couponInput(overrides) });
  if (!created.data) throw new Error(`createCoupon failed: ${JSON.stringify(created.errors)}`);
  return created.data.createCoupon;
}

const usedCount = async (couponId: string) =>
  (await gql(admin.agent, COUPONS, { limit: 50 })).data!.coupons.find((coupon) => coupon.id === couponId)!.usedCount;

interface Shopper {
  id: string;
  agent: Agent;
  addressId: string;
}

/** A signed-in customer with an address and `quantity` idlis (₹120 each) in the cart, the coupon applied. */
async function shopperWith(code: string, quantity = 2, customer?: { id: string; agent: Agent }): Promise<Shopper> {
  const who = customer ?? (await signedInCustomer(app));
  const addressId = await insertAddress(app.db, who.id);
  await fillCart(app.db, who.id, restaurant.id, [{ menuItemId: idli.id, quantity }]);
  const applied = await gql(who.agent, APPLY_COUPON, { code });
  if (applied.errors) throw new Error(`applyCoupon failed: ${JSON.stringify(applied.errors)}`);
  return { id: who.id, agent: who.agent, addressId };
}

const place = (shopper: Shopper) =>
  gql(shopper.agent, PLACE_ORDER_BILL, { i: { addressId: shopper.addressId, idempotencyKey: randomUUID() } });

const discountLine = (bill: { lines: Array<{ kind: string; label: string; amount: number }> }) =>
  bill.lines.find((line) => line.kind === "DISCOUNT");

describe("a coupon on the bill and the order", () => {
  it("shows a DISCOUNT line on the cart's bill, and the order is placed with it, counting one use", async () => {
    const coupon = await createCoupon({ kind: "PERCENT", value: 20, maxDiscount: 40 });
    const shopper = await shopperWith(coupon.code, 3); // 20% of ₹360 is ₹72, capped at ₹40

    const cart = (await gql(shopper.agent, CART_BILL)).data!.cart;
    expect(discountLine(cart.bill)).toEqual({ kind: "DISCOUNT", label: `Offer ${coupon.code}`, amount: -40 });
    expect(cart.bill.total).toBe(cart.total);

    const placed = await place(shopper);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(discountLine(order.bill)?.amount).toBe(-40);
    expect(order.bill.total).toBe(cart.bill.total);
    expect(order.total).toBe(cart.bill.total);

    const { rows } = await app.db.query(`SELECT user_id, released_at FROM coupon_redemptions WHERE order_id = $1`, [order.id]);
    expect(rows).toEqual([{ user_id: shopper.id, released_at: null }]);
    expect(
      (await app.db.query(`SELECT count(*) FROM cart_coupons cc JOIN carts c ON c.id = cc.cart_id WHERE c.user_id = $1`, [shopper.id]))
        .rows[0].count,
    ).toBe("0");
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it("a FLAT coupon never takes off more than the items", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 500 });
    const shopper = await shopperWith(coupon.code, 1);
    const cart = (await gql(shopper.agent, CART_BILL)).data!.cart;
    expect(discountLine(cart.bill)?.amount).toBe(-120);
  });
});

describe("counting uses when orders are placed", () => {
  it("20 checkouts at once with a usageLimit 5 coupon: exactly 5 orders with it, the others refused COUPON_USED_UP", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 50, usageLimit: 5 });
    const password = "correct horse 1";
    const customers = await insertVerifiedCustomers(app.db, 20, await hashPassword(password));
    const shoppers = await Promise.all(
      customers.map(async (customer, i) => {
        const agent = app.agent();
        await logIn(agent, customer.email, password, `10.29.0.${i + 1}`);
        return shopperWith(coupon.code, 2, { id: customer.id, agent });
      }),
    );

    const results = await Promise.all(shoppers.map(place));
    const placed = results.filter((result) => !result.errors);
    expect(placed).toHaveLength(5);
    expect(placed.map((result) => discountLine(result.data!.placeOrder.bill)?.amount)).toEqual(Array(5).fill(-50));
    expect(results.filter((result) => result.errors).map(errorCode)).toEqual(Array(15).fill("COUPON_USED_UP"));
    expect(await usedCount(coupon.id)).toBe(5);

    // The refused carts lost the coupon before the refusal was answered (so the next read shows
    // the full bill) and place without it.
    const refused = shoppers.filter((_, i) => results[i]!.errors);
    const carts = await Promise.all(refused.map((shopper) => gql(shopper.agent, CART_BILL)));
    expect(carts.map((cart) => cart.data!.cart.couponCode)).toEqual(Array(15).fill(null));
    const again = await place(refused[0]!);
    expect(again.errors).toBeUndefined();
    expect(discountLine(again.data!.placeOrder.bill)).toBeUndefined();
  });

  it("a per-customer limit holds when one customer checks out from two devices at once", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 30, perCustomerLimit: 1 });
    const phone = await signedInCustomer(app);
    const laptop = app.agent();
    await logIn(laptop, phone.email, phone.password, "10.29.1.1");
    const onPhone = await shopperWith(coupon.code, 2, phone);
    const onLaptop = { ...onPhone, agent: laptop };

    const results = await Promise.all([place(onPhone), place(onLaptop)]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect((await app.db.query(`SELECT count(*) FROM coupon_redemptions WHERE coupon_id = $1`, [coupon.id])).rows[0].count).toBe("1");

    // The next cart of the same customer is refused the coupon.
    await fillCart(app.db, phone.id, restaurant.id, [{ menuItemId: idli.id, quantity: 2 }]);
    expect(errorCode(await gql(laptop, APPLY_COUPON, { code: coupon.code }))).toBe("COUPON_USED_UP");
  });
});

describe("a coupon that stopped applying is dropped at checkout, never charged silently", () => {
  it("refuses the order with the reason when the cart fell below the minimum, takes the coupon off, and the next try places without it", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 50, minOrder: 200 });
    const shopper = await shopperWith(coupon.code, 2);
    await fillCart(app.db, shopper.id, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    expect((await gql(shopper.agent, CART_BILL)).data!.cart).toMatchObject({ couponCode: coupon.code, couponProblem: "COUPON_MIN_ORDER" });

    const refused = await place(shopper);
    expect(errorCode(refused)).toBe("COUPON_MIN_ORDER");
    expect(refused.errors?.[0]?.message).toBe(
      `The coupon ${coupon.code} no longer applies and was removed from your cart. Add items worth ₹80.00 more to use this coupon (minimum order ₹200.00). Please check the new total and place the order again.`,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ missing: 80, couponCode: coupon.code, couponRemoved: true });
    expect((await gql(shopper.agent, CART_BILL)).data!.cart.couponCode).toBeNull();
    const placed = await place(shopper);
    expect(placed.errors).toBeUndefined();
    expect(discountLine(placed.data!.placeOrder.bill)).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(0);
  });

  it("refuses the order COUPON_EXPIRED when the coupon ended after it was applied", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 50 });
    const shopper = await shopperWith(coupon.code, 2);
    await app.db.query(`UPDATE coupons SET valid_until = now() - interval '1 minute' WHERE id = $1`, [coupon.id]);
    expect(errorCode(await place(shopper))).toBe("COUPON_EXPIRED");
    expect(await usedCount(coupon.id)).toBe(0);
  });
});

describe("an order that did not reach the customer gives its use back", () => {
  it("a cancelled order frees the use for someone else", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 50, usageLimit: 1 });
    const first = await shopperWith(coupon.code);
    const order = (await place(first)).data!.placeOrder;
    expect(await usedCount(coupon.id)).toBe(1);

    const second = await signedInCustomer(app);
    await fillCart(app.db, second.id, restaurant.id, [{ menuItemId: idli.id, quantity: 2 }]);
    expect(errorCode(await gql(second.agent, APPLY_COUPON, { code: coupon.code }))).toBe("COUPON_USED_UP");

    expect((await gql(first.agent, CANCEL_ORDER, { id: order.id })).errors).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(0);
    const secondShopper = await shopperWith(coupon.code, 2, second);
    expect(discountLine((await place(secondShopper)).data!.placeOrder.bill)?.amount).toBe(-50);
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it("a rejected order gives the use back; a failed delivery too, taken again when the office sends it out again", async () => {
    const coupon = await createCoupon({ kind: "FLAT", value: 50 });
    const rejected = (await place(await shopperWith(coupon.code))).data!.placeOrder;
    const move = (id: string, status: "REJECTED" | "CONFIRMED" | "PREPARING" | "OUT_FOR_DELIVERY" | "DELIVERY_FAILED", reason?: string) =>
      gql(admin.agent, UPDATE_ORDER_STATUS, { id, status, reason });
    expect((await move(rejected.id, "REJECTED", "Out of batter")).errors).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(0);

    const failed = (await place(await shopperWith(coupon.code))).data!.placeOrder;
    for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY"] as const)
      expect((await move(failed.id, status)).errors).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(1);
    expect((await move(failed.id, "DELIVERY_FAILED", "Nobody at home")).errors).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(0);
    expect((await move(failed.id, "OUT_FOR_DELIVERY")).errors).toBeUndefined();
    expect(await usedCount(coupon.id)).toBe(1);
  });
});
