import { createHash } from "node:crypto";
import type { Pool } from "pg";
import { DataSource, QueryFailedError, type EntityManager } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver";

/**
 * A hand-written statement and its parameters ($1, $2 ...): only for what the ORM cannot say as
 * one statement the planner serves well (near-me, search, the dashboard, a cross-table check),
 * built in a file named *-sql.ts. Everything else goes through repositories and query builders.
 */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * Runs a hand-written statement on the data source or a transaction; entity rows are mapped with
 * db/entity-rows.ts. A SELECT on the data source runs as a prepared statement: each pooled
 * connection plans it once and then reuses the plan. Planning the geographic statements
 * (earthdistance's functions inlined, several sort keys) takes longer than running them, and
 * near-me and search are what every shopper asks first.
 */
export function runSql<Row>(db: DataSource | EntityManager, query: SqlQuery): Promise<Row[]> {
  if (db instanceof DataSource && /^\s*SELECT\b/i.test(query.text)) return runPrepared<Row>(db, query);
  return db.query(query.text, query.values);
}

/** Statement names by text: one per distinct statement text (sorts and filters make a few each). */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 1000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `ruchi_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    // A bound on a process-wide map; texts come from the *-sql.ts builders, so it is never reached.
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

async function runPrepared<Row>(dataSource: DataSource, query: SqlQuery): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  dataSource.logger.logQuery(query.text, query.values);
  try {
    const result = await pool.query({ name: statementName(query.text), text: query.text, values: query.values });
    return result.rows as Row[];
  } catch (error) {
    throw new QueryFailedError(query.text, query.values, error as Error);
  }
}
