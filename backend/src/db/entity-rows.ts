import type { ObjectLiteral, Repository } from "typeorm";

/**
 * The hand-written SQL (the *-sql.ts files: near-me, search) selects an entity's columns as
 * "<prefix><propertyName>"; these two helpers write that select list from the entity's metadata and
 * turn such a row back into an entity instance, so the SQL never drifts from the entity's columns.
 * Every entity read by hand-written SQL goes through them.
 */
export function selectColumns(repository: Repository<ObjectLiteral>, alias: string, prefix = ""): string {
  return repository.metadata.columns
    .map((column) => `${alias}."${column.databaseName}" AS "${prefix}${column.propertyName}"`)
    .join(", ");
}

export function entityFromRow<T extends ObjectLiteral>(repository: Repository<T>, row: Record<string, unknown>, prefix = ""): T {
  const entity = repository.create();
  for (const column of repository.metadata.columns) {
    (entity as Record<string, unknown>)[column.propertyName] = row[`${prefix}${column.propertyName}`];
  }
  return entity;
}
