import { randomUUID } from "node:crypto";
import { hashPassword } from "../src/modules/users/password";
import { signedInCustomer } from "./support/accounts";
import { insertMenuItem, insertRestaurant, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql } from "./support/graphql";
import { CANCEL_ORDER, PLACE_ORDER } from "./support/operations";
import { fillCart, insertAddress, insertVerifiedCustomers, logIn } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";

type Agent = ReturnType<TestApp["agent"]>;

let app: TestApp;
let restaurant: RestaurantRow;
let idli: MenuItemRow; // ₹120 offer on ₹150

// TRUST_PROXY lets each simulated customer log in from its own address (X-Forwarded-For), so the
// per-IP login limit sees 100 people rather than one machine.
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: "1" } });
  restaurant = await insertRestaurant(app.db, { name: "Annapurna Tiffins" });
  idli = await insertMenuItem(app.db, restaurant.id, { name: "Idli" });
});
afterAll(() => app.stop());

const count = async (sql: string, params: unknown[] = []) => Number((await app.db.query(sql, params)).rows[0].count);

describe("one customer submitting many times at once", () => {
  it("gives exactly one order for the same idempotency key sent 10 times at once", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: idli.id, quantity: 4 }]);
    const key = randomUUID();

    const results = await Promise.all(
      Array.from({ length: 10 }, () => gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: key } })),
    );
    expect(results.map((r) => r.errors)).toEqual(Array(10).fill(undefined));
    const orderIds = new Set(results.map((r) => r.data!.placeOrder.id));
    expect(orderIds.size).toBe(1);
    expect(await count(`SELECT count(*) FROM orders WHERE user_id = $1`, [customer.id])).toBe(1);
    expect(await count(`SELECT count(*) FROM idempotency_keys WHERE user_id = $1`, [customer.id])).toBe(1);
    expect(await count(`SELECT count(*) FROM order_status_changes WHERE order_id = $1`, [[...orderIds][0]])).toBe(1);
    expect(results[0]!.data!.placeOrder.total).toBe(510);

    // The next mail to this customer proves no second "placed" mail is on its way.
    const shortId = results[0]!.data!.placeOrder.shortId;
    await app.mail.latest(customer.email, new RegExp(`#${shortId} is placed`));
    await gql(customer.agent, CANCEL_ORDER, { id: [...orderIds][0]! });
    await app.mail.latest(customer.email, /Cancelled/);
    expect(app.mail.messages.filter((m) => m.to === customer.email && /is placed/.test(m.subject))).toHaveLength(1);
  });

  it("gives exactly one order for 10 simultaneous legacy submits with one Idempotency-Key, or with none", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    const body = { userId: customer.id, addressInfo: { addressId } };
    const submit = (key?: string) => {
      const request = customer.agent.post("/api/shop/order/create");
      return (key ? request.set("Idempotency-Key", key) : request).send(body);
    };

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    const key = randomUUID();
    const keyed = await Promise.all(Array.from({ length: 10 }, () => submit(key)));
    expect(keyed.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(keyed.map((r) => r.body._id)).size).toBe(1);

    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: idli.id, quantity: 2 }]);
    const keyless = await Promise.all(Array.from({ length: 10 }, () => submit()));
    expect(keyless.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(keyless.map((r) => r.body._id)).size).toBe(1);
    expect(keyless.filter((r) => r.headers["idempotent-replayed"] === "false")).toHaveLength(1);
    expect(await count(`SELECT count(*) FROM orders WHERE user_id = $1`, [customer.id])).toBe(2);
  });

  it("makes one order when two checkouts with different keys submit the same cart at once", async () => {
    const customer = await signedInCustomer(app);
    const addressId = await insertAddress(app.db, customer.id);
    await fillCart(app.db, customer.id, restaurant.id, [{ menuItemId: idli.id, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gql(customer.agent, PLACE_ORDER, { i: { addressId, idempotencyKey: randomUUID() } })),
    );
    expect(results.filter((r) => r.data?.placeOrder)).toHaveLength(1);
    expect(results.map(errorCode).filter(Boolean)).toEqual(Array(4).fill("CART_EMPTY"));
    expect(await count(`SELECT count(*) FROM orders WHERE user_id = $1`, [customer.id])).toBe(1);
  });
});

describe("100 customers ordering at once", () => {
  const CUSTOMERS = 100;
  const PASSWORD = "correct horse 1";

  /** Customers made in the database (verified), each logged in from its own address. */
  async function manyCustomers(n: number): Promise<Array<{ id: string; agent: Agent; addressId: string; quantity: number }>> {
    const rows = await insertVerifiedCustomers(app.db, n, await hashPassword(PASSWORD));
    const customers = [];
    for (const [index, row] of rows.entries()) {
      const quantity = (index % 5) + 1;
      const addressId = await insertAddress(app.db, row.id);
      await fillCart(app.db, row.id, restaurant.id, [{ menuItemId: idli.id, quantity }]);
      customers.push({ ...row, addressId, quantity, agent: app.agent() });
    }
    for (let start = 0; start < customers.length; start += 10) {
      const group = customers.slice(start, start + 10);
      await Promise.all(
        group.map((c, i) => logIn(c.agent, c.email, PASSWORD, `10.0.${Math.floor((start + i) / 250)}.${((start + i) % 250) + 1}`)),
      );
    }
    return customers;
  }

  it("stores every order exactly once, with the right customer and total, and empties every cart", async () => {
    const customers = await manyCustomers(CUSTOMERS);
    const before = await count(`SELECT count(*) FROM orders`);

    const results = await Promise.all(
      customers.map((c) => gql(c.agent, PLACE_ORDER, { i: { addressId: c.addressId, idempotencyKey: randomUUID() } })),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const placed = results.map((r) => r.data!.placeOrder);
    expect(new Set(placed.map((o) => o.id)).size).toBe(CUSTOMERS);
    expect(placed.map((o) => o.total)).toEqual(customers.map((c) => c.quantity * 120 + 30));

    expect(await count(`SELECT count(*) FROM orders`)).toBe(before + CUSTOMERS);
    const { rows } = await app.db.query(
      `SELECT o.user_id, count(*)::int AS orders, sum(o.total_paise)::int AS total
         FROM orders o WHERE o.user_id = ANY($1) GROUP BY o.user_id`,
      [customers.map((c) => c.id)],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    for (const customer of customers) {
      expect(byUser.get(customer.id)).toEqual({ user_id: customer.id, orders: 1, total: (customer.quantity * 120 + 30) * 100 });
    }
    expect(
      await count(`SELECT count(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ANY($1)`, [
        customers.map((c) => c.id),
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*) FROM order_status_changes WHERE order_id = ANY($1)`, [placed.map((o) => o.id)])).toBe(CUSTOMERS);
  });
});
