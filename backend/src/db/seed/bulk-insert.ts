import type { EntityManager } from "typeorm";

/** A row to insert: column name (the table's own, snake_case) → value; every row of a table has the same columns. */
export type SqlRow = Record<string, unknown>;

/** Postgres takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

/**
 * Multi-row INSERTs, as few as the parameter limit allows, never one statement per row
 * (the demo history writes thousands of rows on a first start). Values go as parameters:
 * Postgres reads each as its column's type (a JSON string as jsonb, an array as uuid[]).
 */
export async function insertSqlRows(manager: EntityManager, table: string, rows: readonly SqlRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const marks = columns.map((column) => {
        values.push(row[column] ?? null);
        return `$${values.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    const names = columns.map((column) => `"${column}"`).join(", ");
    await manager.query(`INSERT INTO "${table}" (${names}) VALUES ${tuples.join(", ")}`, values);
  }
}
