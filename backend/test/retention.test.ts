import { randomUUID } from "node:crypto";
import { signedInCustomer } from "./support/accounts";
import { insertRestaurant } from "./support/fixtures";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Retention (docs/architecture.md#retention): the nightly job deletes the rows that have served
 * their purpose and nothing else: webhook history older than 30 days (unless still being retried),
 * sign-ups a week past their code, spent reset links, expired staff invitations.
 */

let app: TestApp;
const NOW = new Date("2026-11-20T22:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const count = async (sql: string, parameters: unknown[] = []) => Number((await app.db.query(sql, parameters)).rows[0].count);

async function webhookEvent(webhookId: string, ageDays: number, status: string): Promise<string> {
  const eventId = `evt_${randomUUID()}`;
  await app.db.query(`INSERT INTO webhook_events (id, type, body, created_at) VALUES ($1, 'ORDER_PLACED', '{}', $2)`, [
    eventId,
    daysBefore(ageDays),
  ]);
  const delivery = await app.db.query(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, status, created_at) VALUES ($1, $2, 'ORDER_PLACED', $3, $4) RETURNING id`,
    [webhookId, eventId, status, daysBefore(ageDays)],
  );
  await app.db.query(`INSERT INTO webhook_delivery_attempts (delivery_id, attempted_at, succeeded) VALUES ($1, $2, $3)`, [
    delivery.rows[0].id,
    daysBefore(ageDays),
    status === "SUCCEEDED",
  ]);
  return eventId;
}

it("puts the nightly sweep on the job queue's schedule, in India time", async () => {
  const { rows } = await app.db.query(`SELECT key, cron, timezone FROM pgboss.schedule WHERE name = 'retention'`);
  expect(rows).toEqual([{ key: "nightly", cron: "30 3 * * *", timezone: "Asia/Kolkata" }]);
});

it("deletes what has served its purpose and keeps the rest", async () => {
  const customer = await signedInCustomer(app);
  const restaurant = await insertRestaurant(app.db, { name: "Retention Kitchen" });
  const webhook = await app.db.query(
    `INSERT INTO webhooks (url, events, restaurant_ids, signing_secret) VALUES ('https://hooks.example.com/r', '{ORDER_PLACED}', '{}', 'whsec_x') RETURNING id`,
  );
  const webhookId: string = webhook.rows[0].id;
  const oldDelivered = await webhookEvent(webhookId, 31, "SUCCEEDED");
  const oldFailed = await webhookEvent(webhookId, 45, "FAILED");
  const oldRetrying = await webhookEvent(webhookId, 31, "RETRYING");
  const recent = await webhookEvent(webhookId, 29, "SUCCEEDED");

  const signUp = (email: string, codeExpiredDaysAgo: number) =>
    app.db.query(
      `INSERT INTO pending_registrations (email, user_name, phone, password_hash, code_expires_at) VALUES ($1, 'Someone', '9876543210', 'x', $2)`,
      [email, daysBefore(codeExpiredDaysAgo)],
    );
  await signUp("gone@retention.test", 8);
  await signUp("resendable@retention.test", 6);

  const token = (hash: string, expiresInDays: number, used: boolean) =>
    app.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) VALUES ($1, $2, $3, $4)`, [
      customer.id,
      hash,
      daysBefore(-expiresInDays),
      used ? daysBefore(1) : null,
    ]);
  await token("a".repeat(64), -1, false);
  await token("b".repeat(64), 1, true);
  await token("c".repeat(64), 1, false);

  const invitation = (email: string, expiresInDays: number) =>
    app.db.query(`INSERT INTO restaurant_invitations (restaurant_id, email, expires_at) VALUES ($1, $2, $3)`, [
      restaurant.id,
      email,
      daysBefore(-expiresInDays),
    ]);
  await invitation("late@retention.test", -1);
  await invitation("soon@retention.test", 3);

  const deleted = await app.running.services.retention.sweep(NOW);
  expect(deleted).toEqual({
    "expired staff invitations": 1,
    "expired sign-ups": 1,
    "spent password-reset tokens": 2,
    "webhook events, deliveries and attempts": 2,
  });

  const events = await app.db.query(`SELECT id FROM webhook_events ORDER BY id`);
  expect(events.rows.map((row: { id: string }) => row.id).sort()).toEqual([oldRetrying, recent].sort());
  expect(await count(`SELECT count(*) FROM webhook_deliveries WHERE event_id = ANY($1)`, [[oldDelivered, oldFailed]])).toBe(0);
  expect(await count(`SELECT count(*) FROM webhook_delivery_attempts`)).toBe(2);
  expect((await app.db.query(`SELECT email FROM pending_registrations`)).rows).toEqual([{ email: "resendable@retention.test" }]);
  expect((await app.db.query(`SELECT token_hash FROM password_reset_tokens`)).rows).toEqual([{ token_hash: "c".repeat(64) }]);
  expect((await app.db.query(`SELECT email FROM restaurant_invitations`)).rows).toEqual([{ email: "soon@retention.test" }]);
  expect(await count(`SELECT count(*) FROM webhooks`)).toBe(1);

  // A second night finds nothing more.
  expect(Object.values(await app.running.services.retention.sweep(NOW))).toEqual([0, 0, 0, 0]);
});
