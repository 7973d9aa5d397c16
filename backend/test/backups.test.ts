import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { PgBoss } from "pg-boss";
import { createDataSource } from "../src/db/data-source";
import { listBackups } from "../src/modules/backups/prune-backups";
import { restoreBackup } from "../src/modules/backups/restore-backup";
import { takeBackup } from "../src/modules/backups/take-backup";
import { signedInCustomer } from "./support/accounts";
import { insertRestaurant } from "./support/fixtures";
import { insertOrder } from "./support/order-fixtures";
import { startTestApp, type TestApp } from "./support/test-app";
import { TEST_ADMIN_DATABASE_URL, databaseUrl } from "./support/test-env";

/**
 * Backups (docs/architecture.md#backups): one file holds the database and the uploads; restored
 * into an empty database (a second one here, as on a new machine) every order, picture and account
 * is back; a non-empty database is refused without --force; the nightly job is on the durable
 * queue's schedule once, and two nodes take one backup per occurrence.
 */

let app: TestApp;
const restoredName = `ruchi_test_restore_${randomBytes(5).toString("hex")}`;
const restoredUrl = databaseUrl(restoredName);
let restored: Client;

async function admin(sql: string) {
  const client = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  app = await startTestApp();
  await admin(`CREATE DATABASE ${restoredName}`);
  restored = new Client({ connectionString: restoredUrl });
  await restored.connect();
});
afterAll(async () => {
  await restored.end();
  await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  await app.stop();
});

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id).sort();

it("puts the nightly backup on the job queue's schedule, in India time", async () => {
  const { rows } = await app.db.query(`SELECT key, cron, timezone FROM pgboss.schedule WHERE name = 'backups'`);
  expect(rows).toEqual([{ key: "nightly", cron: "0 3 * * *", timezone: "Asia/Kolkata" }]);
});

let backup: string;
let image: { name: string; bytes: Buffer };

it("backs up and restores into an empty database every order, picture and account", async () => {
  const customer = await signedInCustomer(app);
  const restaurant = await insertRestaurant(app.db, { name: "Backup Kitchen" });
  image = { name: `backup-${randomBytes(4).toString("hex")}.webp`, bytes: randomBytes(2048) };
  await writeFile(path.join(app.config.uploadDir, image.name), image.bytes);
  await app.db.query(`UPDATE restaurants SET image = $1 WHERE id = $2`, [`/uploads/${image.name}`, restaurant.id]);
  for (const createdAt of ["2026-11-26T12:00:00Z", "2026-11-27T13:30:00Z"]) {
    await insertOrder(app.db, {
      userId: customer.id,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      createdAt,
      lines: [{ menuItemId: null, name: "Pesarattu", unitPricePaise: 6000, quantity: 2 }],
    });
  }
  const orders = (await app.db.query(`SELECT id, total_paise FROM orders ORDER BY id`)).rows;
  const users = (await app.db.query(`SELECT id, email, password_hash FROM users ORDER BY id`)).rows;
  expect(orders).toHaveLength(2);

  backup = await app.running.services.backups.backUp();
  expect(path.basename(backup)).toMatch(/^ruchi-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar$/);
  expect(path.dirname(backup)).toBe(app.config.backupDir);

  const uploadDir = mkdtempSync(path.join(tmpdir(), "ruchi-restored-uploads-"));
  const result = await restoreBackup(backup, { databaseUrl: restoredUrl, uploadDir }, { force: false });
  expect(result).toEqual({ uploads: 1, migrations: [] });

  expect((await restored.query(`SELECT id, total_paise FROM orders ORDER BY id`)).rows).toEqual(orders);
  expect((await restored.query(`SELECT count(*)::int AS n FROM order_lines`)).rows[0].n).toBe(2);
  expect((await restored.query(`SELECT id, email, password_hash FROM users ORDER BY id`)).rows).toEqual(users);
  const { rows } = await restored.query(`SELECT image FROM restaurants WHERE id = $1`, [restaurant.id]);
  expect(rows).toEqual([{ image: `/uploads/${image.name}` }]);
  expect(await readFile(path.join(uploadDir, image.name))).toEqual(image.bytes);
  // The job queue comes back too: its schedule, so a restored node backs up every night again.
  expect((await restored.query(`SELECT key FROM pgboss.schedule WHERE name = 'backups'`)).rows).toEqual([{ key: "nightly" }]);
});

it("refuses a database that is not empty, and with --force replaces it", async () => {
  const uploadDir = mkdtempSync(path.join(tmpdir(), "ruchi-restored-uploads-"));
  await expect(restoreBackup(backup, { databaseUrl: restoredUrl, uploadDir }, { force: false })).rejects.toThrow(
    /not empty \(schema pgboss, table public\..*--force/,
  );
  const before = ids((await restored.query(`SELECT id FROM orders`)).rows);
  await restored.query(`DELETE FROM order_status_changes; DELETE FROM order_lines; DELETE FROM orders`);

  const result = await restoreBackup(backup, { databaseUrl: restoredUrl, uploadDir }, { force: true });
  expect(result).toEqual({ uploads: 1, migrations: [] });
  expect(ids((await restored.query(`SELECT id FROM orders`)).rows)).toEqual(before);
});

it("migrates a backup from an older version when it restores it, and says which migrations ran", async () => {
  const older = createDataSource({ url: restoredUrl });
  await older.initialize();
  const [newest] = (await older.query(`SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1`)) as Array<{ name: string }>;
  await older.undoLastMigration();
  await older.destroy();
  const backupDir = mkdtempSync(path.join(tmpdir(), "ruchi-older-backup-"));
  const uploadDir = mkdtempSync(path.join(tmpdir(), "ruchi-restored-uploads-"));
  const { file } = await takeBackup({ databaseUrl: restoredUrl, uploadDir, backupDir });

  const result = await restoreBackup(file, { databaseUrl: restoredUrl, uploadDir }, { force: true });
  expect(result).toEqual({ uploads: 0, migrations: [newest.name] });
  expect((await restored.query(`SELECT name FROM migrations WHERE name = $1`, [newest.name])).rows).toHaveLength(1);
});

it("takes a nightly backup once with two nodes", async () => {
  await app.startPeer();
  expect((await app.db.query(`SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = 'backups'`)).rows[0].n).toBe(1);
  // The queue's timekeeper sends an occurrence under the schedule's singleton key; a second pass
  // (the other node's) for the same occurrence is dropped, and one node works the job.
  const boss = new PgBoss({
    connectionString: databaseUrl(app.db.database!),
    schema: "pgboss",
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    const occurrence = { singletonKey: "backups__nightly", singletonSeconds: 60 };
    const first = await boss.send("backups", {}, occurrence);
    const second = await boss.send("backups", {}, occurrence);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const deadline = Date.now() + 40_000;
    let state = "";
    while (Date.now() < deadline && state !== "completed" && state !== "failed") {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = (await app.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [first])).rows[0]?.state ?? "";
    }
    expect(state).toBe("completed");
  } finally {
    await boss.stop({ graceful: false });
  }
  expect((await app.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'backups'`)).rows[0].n).toBe(1);
  // The policy keeps the newest of the day: the night's backup, the earlier one of today pruned.
  const names = (await listBackups(app.config.backupDir)).map((file) => file.name);
  expect(names).toHaveLength(1);
  expect(names[0] > path.basename(backup)).toBe(true);
  expect((await readdir(app.config.backupDir)).filter((name) => name.startsWith("."))).toEqual([]);
}, 60_000);
