import type { DataSource, EntityManager } from "typeorm";

/**
 * A hand-written statement and its parameters ($1, $2 ...): only for what the ORM cannot say as
 * one statement the planner serves well (near-me, search, the dashboard, a cross-table check),
 * built in a file named *-sql.ts. Everything else goes through repositories and query builders.
 */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** Runs a hand-written statement on the data source or a transaction; entity rows are mapped with db/entity-rows.ts. */
export function runSql<Row>(db: DataSource | EntityManager, query: SqlQuery): Promise<Row[]> {
  return db.query(query.text, query.values);
}
