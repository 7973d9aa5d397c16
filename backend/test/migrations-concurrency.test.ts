import { createDataSource } from "../src/db/data-source";
import { runMigrationsOnce } from "../src/db/migrate";
import { migrations } from "../src/db/migrations";
import { createScratchDatabase } from "./support/scratch-database";

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  database = await createScratchDatabase("ruchi_test_migrate");
});
afterAll(() => database.drop());

describe("nodes starting together on an empty database", () => {
  it("migrate it once between them: every migration applied by exactly one node, none failing", async () => {
    const nodes = [1, 2, 3].map(() => createDataSource({ url: database.url, poolSize: 3 }));
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
