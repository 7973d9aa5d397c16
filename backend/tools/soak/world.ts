import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { DEMO_TOWN } from "@ruchi/backend/dist/db/seed/demo-town";
import { sameHoursEveryDay } from "@ruchi/backend/dist/modules/restaurants/opening-hours";
import { hashPassword } from "@ruchi/backend/dist/modules/users/password";
import type { Credentials } from "./soak-client";

export interface SoakCustomer extends Credentials {
  addressId: string;
}

/** Who takes part in the soak and where they are. */
export interface SoakWorld {
  customers: SoakCustomer[];
  /** Admins whose pages listen to every order (role admin). */
  admins: Credentials[];
  /** Where the customers are: the demo town's centre. */
  point: { lat: number; lng: number };
  /** Words the customers search for (from the menus, longer than 3 characters). */
  keywords: string[];
}

/** The soak's accounts: made straight in the database as verified accounts (no sign-up mail). */
async function insertAccounts(
  db: Client,
  role: "customer" | "admin",
  count: number,
  passwordHash: string,
  run: string,
): Promise<Array<{ id: string; email: string }>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (user_name, email, phone, password_hash, role, is_verified)
     SELECT initcap($2) || ' ' || i, $2 || i || '.' || $4 || '@soak.ruchi.test', '9000000000', $1, $2, true FROM generate_series(1, $3) AS i
     RETURNING id, email`,
    [passwordHash, role, count, run],
  );
  return rows;
}

/**
 * Prepares the soak's database after the first node migrated and seeded it: every demo
 * restaurant open around the clock (the soak may run at night in India), customers with a saved
 * address at the town centre, and admins.
 */
export async function prepareWorld(databaseUrl: string, counts: { customers: number; admins: number }): Promise<SoakWorld> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`UPDATE restaurants SET is_open = true, closed_until = NULL, opening_hours = $1::jsonb`, [
      JSON.stringify(sameHoursEveryDay("00:00", "00:00")),
    ]);
    const password = randomBytes(12).toString("hex");
    const passwordHash = await hashPassword(password);
    const run = randomBytes(3).toString("hex");
    const customers: SoakCustomer[] = [];
    for (const account of await insertAccounts(db, "customer", counts.customers, passwordHash, run)) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO addresses (user_id, address, city, pincode, phone, notes, latitude, longitude)
         VALUES ($1, '1-1 Main Road', $2, '534201', '9000000000', '', $3, $4) RETURNING id`,
        [account.id, DEMO_TOWN.name, DEMO_TOWN.latitude, DEMO_TOWN.longitude],
      );
      customers.push({ email: account.email, password, addressId: rows[0]!.id });
    }
    const admins = (await insertAccounts(db, "admin", counts.admins, passwordHash, run)).map(({ email }) => ({ email, password }));
    const { rows: words } = await db.query<{ word: string }>(
      `SELECT DISTINCT lower(split_part(name, ' ', 1)) AS word FROM menu_items WHERE length(split_part(name, ' ', 1)) > 3 ORDER BY 1 LIMIT 20`,
    );
    return { customers, admins, point: { lat: DEMO_TOWN.latitude, lng: DEMO_TOWN.longitude }, keywords: words.map((row) => row.word) };
  } finally {
    await db.end();
  }
}
