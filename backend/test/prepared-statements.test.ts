import { QueryFailedError } from "typeorm";
import { createDataSource } from "../src/db/data-source";
import { runSql } from "../src/db/sql-query";
import { nearbyRestaurantsSql } from "../src/modules/restaurants/restaurants-near-sql";
import { TEMPLATE_DATABASE, databaseUrl } from "./support/test-env";

/** One pooled connection, so every statement of the test meets the same prepared statements. */
const dataSource = createDataSource({ url: databaseUrl(TEMPLATE_DATABASE), poolSize: 1, onQuery: (sql) => seen.push(sql) });
const seen: string[] = [];
beforeAll(() => dataSource.initialize());
afterAll(() => dataSource.destroy());

interface PreparedRow {
  statement: string;
  plans: string;
}
const preparedNearMe = async () =>
  await runSql<PreparedRow>(dataSource, {
    text: `SELECT statement, (generic_plans + custom_plans)::text AS plans FROM pg_prepared_statements WHERE statement LIKE '%delivery_cell(%' AND statement NOT LIKE '%pg_prepared_statements%'`,
    values: [],
  });

describe("hand-written SELECTs", () => {
  it("run as prepared statements: one per text on each connection, whatever the parameters", async () => {
    for (const latitude of [16.5, 16.6, 16.7]) {
      for (const sort of ["distance", "rating"] as const) {
        await runSql(dataSource, nearbyRestaurantsSql("r.id", { latitude, longitude: 81.5, categories: [], sort, limit: 20, offset: 0 }));
      }
    }
    const prepared = await preparedNearMe();
    expect(prepared).toHaveLength(2);
    expect(prepared.map((row) => Number(row.plans))).toEqual([3, 3]);
  });

  it("are still seen by the statement counter and fail as the ORM's queries fail", async () => {
    seen.length = 0;
    await runSql(dataSource, { text: "SELECT 1 AS one", values: [] });
    expect(seen).toEqual(["SELECT 1 AS one"]);
    await expect(runSql(dataSource, { text: "SELECT * FROM no_such_table", values: [] })).rejects.toBeInstanceOf(QueryFailedError);
  });

  it("in a transaction, and anything but a SELECT, go through the ORM unprepared", async () => {
    await dataSource.transaction((tx) => runSql(tx, { text: "SELECT 2 AS two", values: [] }));
    await runSql(dataSource, { text: "WITH x AS (SELECT 3) SELECT * FROM x", values: [] });
    const names = await runSql<{ statement: string }>(dataSource, { text: "SELECT statement FROM pg_prepared_statements", values: [] });
    expect(names.map((row) => row.statement)).not.toContain("SELECT 2 AS two");
    expect(names.map((row) => row.statement)).not.toContain("WITH x AS (SELECT 3) SELECT * FROM x");
  });
});
