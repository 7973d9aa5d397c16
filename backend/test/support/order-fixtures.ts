import type { Client } from "pg";
import type request from "supertest";
import { TOWN } from "./fixtures";
import { documentText } from "./graphql";
import { LOGIN } from "./operations";
import type { LoginMutationVariables } from "../gql/graphql";

/** Inserts a saved address; no coordinates unless given (then the delivery radius is checked). */
export async function insertAddress(
  db: Client,
  userId: string,
  overrides: Partial<{
    address: string;
    city: string;
    pincode: string;
    phone: string;
    notes: string;
    latitude: number | null;
    longitude: number | null;
  }> = {},
): Promise<string> {
  const a = {
    address: "12-3 Gandhi Nagar",
    city: "Bhimavaram",
    pincode: "534201",
    phone: "9123456780",
    notes: "Less spicy",
    latitude: null,
    longitude: null,
    ...overrides,
  };
  const { rows } = await db.query(
    `INSERT INTO addresses (user_id, address, city, pincode, phone, notes, latitude, longitude)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
    [userId, a.address, a.city, a.pincode, a.phone, a.notes, a.latitude, a.longitude],
  );
  return rows[0].id;
}

/** A point about `km` kilometres north of the town centre. */
export const kmNorthOfTown = (km: number) => ({ latitude: TOWN.latitude + km / 111.2, longitude: TOWN.longitude });

/** Puts exactly these lines in the customer's cart (creating the cart row on first use). */
export async function fillCart(
  db: Client,
  userId: string,
  restaurantId: string,
  lines: Array<{ menuItemId: string; quantity: number }>,
): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO carts (user_id, restaurant_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id RETURNING id`,
    [userId, restaurantId],
  );
  const cartId: string = rows[0].id;
  await db.query(`DELETE FROM cart_items WHERE cart_id = $1`, [cartId]);
  for (const line of lines) {
    await db.query(`INSERT INTO cart_items (cart_id, menu_item_id, quantity) VALUES ($1, $2, $3)`, [
      cartId,
      line.menuItemId,
      line.quantity,
    ]);
  }
  return cartId;
}

export interface InsertedOrderLine {
  menuItemId: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
}

/** An order written straight into the tables, e.g. on a past day, with its first history row. */
export async function insertOrder(
  db: Client,
  order: { userId: string; restaurantId: string; restaurantName: string; createdAt: string; status?: string; lines: InsertedOrderLine[] },
): Promise<string> {
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const { rows } = await db.query(
    `INSERT INTO orders (user_id, restaurant_id, restaurant_name, status, items_total_paise, delivery_charge_paise, total_paise,
       address_line, address_city, address_pincode, address_phone, created_at, updated_at)
     VALUES ($1,$2,$3,$4,$5,3000,$6,'1 Main Road','Bhimavaram','534201','9000000000',$7,$7) RETURNING id`,
    [order.userId, order.restaurantId, order.restaurantName, order.status ?? "pending", itemsTotal, itemsTotal + 3000, order.createdAt],
  );
  const orderId: string = rows[0].id;
  for (const [position, line] of order.lines.entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, menu_item_id, name, unit_price_paise, original_price_paise, quantity, position)
       VALUES ($1,$2,$3,$4,$4,$5,$6)`,
      [orderId, line.menuItemId, line.name, line.unitPricePaise, line.quantity, position],
    );
  }
  await db.query(
    `INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by_id, created_at) VALUES ($1, NULL, 'pending', $2, $3)`,
    [orderId, order.userId, order.createdAt],
  );
  return orderId;
}

let batch = 0;

/** Verified customers written straight into the database (no sign-up mail needed), all with one password hash. */
export async function insertVerifiedCustomers(
  db: Client,
  count: number,
  passwordHash: string,
): Promise<Array<{ id: string; email: string }>> {
  batch += 1;
  const { rows } = await db.query(
    `INSERT INTO users (user_name, email, phone, password_hash, role, is_verified)
     SELECT 'Customer ' || i, 'direct' || i || '.' || $2 || '@example.com', '9000000000', $1, 'customer', true
       FROM generate_series(1, $3) AS i
     RETURNING id, email`,
    [passwordHash, `${Date.now()}-${batch}`, count],
  );
  return rows;
}

/** Logs the agent in over GraphQL, optionally as if from another IP (needs TRUST_PROXY). */
export async function logIn(agent: request.Agent, email: string, password: string, forwardedFor?: string): Promise<void> {
  const post = agent.post("/graphql");
  if (forwardedFor) post.set("X-Forwarded-For", forwardedFor);
  const variables: LoginMutationVariables = { i: { email, password } };
  const res = await post.send({ query: documentText(LOGIN), variables });
  if (res.body.errors) throw new Error(`login failed: ${JSON.stringify(res.body.errors)}`);
}
