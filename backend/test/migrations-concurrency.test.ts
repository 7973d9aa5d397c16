import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { createDataSource } from "../src/db/data-source";
import { runMigrationsOnce } from "../src/db/migrate";
import { migrations } from "../src/db/migrations";
import { TEST_ADMIN_DATABASE_URL, databaseUrl } from "./support/test-env";

const DATABASE = `ruchi_test_migrate_${randomBytes(4).toString("hex")}`;

async function admin(sql: string) {
  const client = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`CREATE DATABASE ${DATABASE}`));
afterAll(() => admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));

describe("nodes starting together on an empty database", () => {
  it("migrate it once between them: every migration applied by exactly one node, none failing", async () => {
    const nodes = [1, 2, 3].map(() => createDataSource({ url: databaseUrl(DATABASE), poolSize: 3 }));
    await Promise.all(nodes.map((node) => node.initialize()));
    try {
      const applied = await Promise.all(nodes.map((node) => runMigrationsOnce(node)));
      expect(applied.map((list) => list.length).sort()).toEqual([0, 0, migrations.length]);
      const [row] = await nodes[0]!.query(`SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM migrations`);
      expect(row).toEqual({ n: migrations.length, names: migrations.length });
    } finally {
      await Promise.all(nodes.map((node) => node.destroy()));
    }
  });
});
