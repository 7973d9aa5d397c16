import { seedDemoHistory, demoHistoryInput } from "../src/db/seed/demo-history";
import { planDemoHistory } from "../src/db/seed/demo-history-plan";
import { ORDER_STATUSES } from "../src/modules/orders/order-status";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 32 item 7: the first start with the demo data also writes two weeks of a working town
 * (README "Quick start"): every status, pickups, orders for later, UPI and cash at the door, tips,
 * coupons, ratings, cash handovers and books that balance; the demo accounts stay empty.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { SEED_DEMO_DATA: "true" } });
}, 120_000);
afterAll(() => app.stop());

const count = async (sql: string): Promise<number> => Number((await app.db.query<{ n: string }>(sql)).rows[0]!.n);

it("writes orders in every status over the last 14 days, with pickups, orders for later, UPI, cash, tips and coupons", async () => {
  const statuses = await app.db.query<{ status: string }>(`SELECT DISTINCT status FROM orders`);
  expect(statuses.rows.map((row) => row.status).sort()).toEqual([...ORDER_STATUSES].sort());
  const days = await count(
    `SELECT count(DISTINCT (created_at AT TIME ZONE 'Asia/Kolkata')::date) AS n FROM orders WHERE created_at > now() - interval '15 days'`,
  );
  expect(days).toBeGreaterThanOrEqual(14);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE created_at < now() - interval '12 days'`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE created_at > now()`)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE fulfilment = 'pickup' AND status = 'delivered'`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE deliver_at IS NOT NULL AND status = 'delivered'`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE status = 'scheduled' AND deliver_at > now()`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE paid_by = 'UPI' AND upi_reference IS NOT NULL`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE paid_by = 'CASH' AND cash_collected_paise > 0`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE tip_paise > 0`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM coupon_redemptions`)).toBeGreaterThan(0);
  // Each bill adds up to its total (the table's own CHECK holds the columns; the kept lines too).
  expect(
    await count(`SELECT count(*) AS n FROM orders o
                  WHERE total_paise <> (SELECT sum((line->>'amountPaise')::int) FROM jsonb_array_elements(o.bill_lines) line)`),
  ).toBe(0);
  // Every order has its status history, ending in its status.
  expect(
    await count(`SELECT count(*) AS n FROM orders o
                  WHERE o.status <> (SELECT to_status FROM order_status_changes c WHERE c.order_id = o.id ORDER BY created_at DESC LIMIT 1)`),
  ).toBe(0);
});

it("leaves the office's work in the audit trail: the offers made and each night's cash handover, by the demo admin", async () => {
  const entries = await app.db.query<{ action: string; actor_name: string; n: string }>(
    `SELECT action, actor_name, count(*) AS n FROM audit_entries GROUP BY action, actor_name ORDER BY action`,
  );
  expect(entries.rows.map((row) => [row.action, row.actor_name])).toEqual([
    ["createCoupon", "Lakshmi (admin)"],
    ["recordCashHandover", "Lakshmi (admin)"],
    ["setMenuItemSoldOut", "Lakshmi (admin)"],
  ]);
  expect(Number(entries.rows[1]!.n)).toBe(await count(`SELECT count(*) AS n FROM cash_handovers`));
  expect(await count(`SELECT count(*) AS n FROM cash_handovers WHERE recorded_by_id IS NULL`)).toBe(0);
  const [handover] = (
    await app.db.query<{ entity_name: string; changes: { field: string }[] }>(
      `SELECT entity_name, changes FROM audit_entries WHERE action = 'recordCashHandover' LIMIT 1`,
    )
  ).rows;
  expect(handover!.entity_name).toMatch(/\S/);
  expect(handover!.changes.map((change) => change.field)).toEqual(expect.arrayContaining(["amountPaise", "expectedPaise"]));
});

it("gives riders deliveries and handovers, customers ratings, and books that balance", async () => {
  expect(await count(`SELECT count(*) AS n FROM order_ratings`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM cash_handovers`)).toBeGreaterThan(0);
  expect(await count(`SELECT count(*) AS n FROM orders WHERE cash_handover_id IS NOT NULL`)).toBeGreaterThan(0);
  // Today's cash is still in the riders' hands.
  expect(
    await count(`SELECT count(*) AS n FROM orders WHERE cash_collected_paise IS NOT NULL AND cash_handover_id IS NULL`),
  ).toBeGreaterThan(0);
  const delivered = await count(`SELECT count(*) AS n FROM orders WHERE status = 'delivered'`);
  expect(await count(`SELECT count(DISTINCT order_id) AS n FROM ledger_entries`)).toBe(delivered);
  expect(await count(`SELECT count(*) AS n FROM ledger_entries l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'delivered'`)).toBe(
    0,
  );
  const balance = await app.running.services.ledger.balance(new Date(Date.now() - 20 * 86_400_000), new Date(Date.now() + 60_000));
  expect(balance.collectedPaise).toBeGreaterThan(0);
  expect(balance.riderFeesPaise).toBeGreaterThan(0);
  expect(balance.balanced).toBe(true);
});

it("leaves the demo accounts without orders, and the demo rider without assignments", async () => {
  expect(
    await count(
      `SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id OR u.id = o.rider_id WHERE u.email LIKE '%@ruchi.test'`,
    ),
  ).toBe(0);
});

it("draws the same history from the same seed, and writes it only once", async () => {
  const now = new Date("2026-11-20T08:00:00Z");
  const input = await demoHistoryInput(app.running.dataSource.manager, { seed: "demo-test", now }, "hash");
  const first = planDemoHistory(input);
  expect(planDemoHistory(input)).toEqual(first);
  expect(planDemoHistory({ ...input, seed: "another" })).not.toEqual(first);

  const orders = await count(`SELECT count(*) AS n FROM orders`);
  expect(await seedDemoHistory(app.running.dataSource)).toEqual({});
  expect(await count(`SELECT count(*) AS n FROM orders`)).toBe(orders);
});
