import { readFileSync } from "node:fs";
import path from "node:path";
import { createDataSource } from "../src/db/data-source";
import { printAppSchema } from "../src/graphql/schema";
import { TEMPLATE_DATABASE, databaseUrl } from "./support/test-env";

describe("contracts kept in step with the code", () => {
  it("backend/schema.graphql is the schema the code builds (run `npm run schema` after changing the API)", async () => {
    const committed = readFileSync(path.join(__dirname, "..", "schema.graphql"), "utf8");
    expect(committed).toBe(await printAppSchema());
  });

  it("the migrations build exactly what the entities describe", async () => {
    const dataSource = createDataSource({ url: databaseUrl(TEMPLATE_DATABASE) });
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
