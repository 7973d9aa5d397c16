import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { readCharges } from "../../modules/charges/charges.service";
import { hashPassword } from "../../modules/users/password";
import { DEMO_ACCOUNTS } from "../demo-accounts";
import { insertSqlRows } from "./bulk-insert";
import type { HistoryOffice } from "./demo-history-audit";
import type { HistoryItem } from "./demo-history-order";
import { planDemoHistory, type DemoHistoryInput, type HistoryRestaurant } from "./demo-history-plan";
import { hashString } from "./seed-random";

export interface SeedDemoHistoryOptions {
  /** Same seed (and the same demo restaurants and moment): the same history. */
  seed?: string;
  now?: Date;
  log?: (msg: string) => void;
}

export const DEMO_HISTORY_SEED = "ruchi:demo-history";

/** The demo admin: the office of the history's cash handovers and offers, in the audit trail. */
const DEMO_OFFICE_EMAIL = DEMO_ACCOUNTS.find((account) => account.role === "admin")!.email;

/** Serialises the history across API nodes that start at the same moment. */
const HISTORY_LOCK_KEY = hashString("ruchi:seed-demo-history");

/** The plan's input from the database: the demo restaurants and dishes in a stable order, and the charges in force. */
export async function demoHistoryInput(
  manager: EntityManager,
  options: SeedDemoHistoryOptions,
  passwordHash: string,
): Promise<DemoHistoryInput> {
  const restaurants = (await manager.query(
    `SELECT id, name, latitude::float8 AS latitude, longitude::float8 AS longitude FROM restaurants ORDER BY name, id`,
  )) as HistoryRestaurant[];
  const items = (await manager.query(
    `SELECT i.id, i.restaurant_id AS "restaurantId", i.name, i.image, i.offer_price_paise AS "offerPricePaise",
            i.original_price_paise AS "originalPricePaise"
       FROM menu_items i JOIN restaurants r ON r.id = i.restaurant_id
      ORDER BY r.name, i.name, i.id`,
  )) as HistoryItem[];
  const [office] = (await manager.query(`SELECT id, user_name AS "userName" FROM users WHERE email = $1`, [
    DEMO_OFFICE_EMAIL,
  ])) as HistoryOffice[];
  return {
    office: office ?? null,
    seed: options.seed ?? DEMO_HISTORY_SEED,
    now: options.now ?? new Date(),
    restaurants,
    items,
    charges: await readCharges(manager),
    passwordHash,
  };
}

/**
 * Writes two weeks of orders, deliveries, cash handovers, ratings and their books into a demo
 * database (demo-history-plan.ts), so the dashboard, Cash, Payouts and reviews show a working
 * business. Only into a database without orders, under an advisory lock, in one transaction,
 * in multi-row INSERTs. The caller runs it only outside production, with the demo data (server.ts).
 * Answers the rows written by table (none when there were orders already).
 */
export async function seedDemoHistory(dataSource: DataSource, options: SeedDemoHistoryOptions = {}): Promise<Record<string, number>> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  // Hashed once for every generated account: nobody knows it, and argon2 per account would be slow.
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const written = await dataSource.transaction(async (manager) => {
    await manager.query("SELECT pg_advisory_xact_lock($1)", [HISTORY_LOCK_KEY]);
    const [{ any }] = (await manager.query(`SELECT EXISTS (SELECT 1 FROM orders) AS any`)) as [{ any: boolean }];
    if (any) return {};
    const plan = planDemoHistory(await demoHistoryInput(manager, options, passwordHash));
    const counts: Record<string, number> = {};
    for (const [table, rows] of plan) {
      await insertSqlRows(manager, table, rows);
      counts[table] = rows.length;
    }
    return counts;
  });
  if (Object.keys(written).length > 0) log(`Demo history: ${JSON.stringify(written)} in ${Date.now() - started} ms`);
  return written;
}
