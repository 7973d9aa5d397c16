import type { ObjectLiteral, Repository } from "typeorm";

/**
 * The hand-written SQL (the *-sql.ts files: near-me, search) selects an entity's columns as
 * "<prefix><propertyName>"; these two helpers write that select list from the entity's metadata and
 * turn such a row back into an entity instance, so the SQL never drifts from the entity's columns.
 * Every entity read by hand-written SQL goes through them. Columns the entity never reads
 * (`select: false`, such as a restaurant's location for the geographic SQL) are left out.
 */
const readColumns = (repository: Repository<ObjectLiteral>) => repository.metadata.columns.filter((column) => column.isSelect);

export function selectColumns(repository: Repository<ObjectLiteral>, alias: string, prefix = ""): string {
  return readColumns(repository)
    .map((column) => `${alias}."${column.databaseName}" AS "${prefix}${column.propertyName}"`)
    .join(", ");
}

export function entityFromRow<T extends ObjectLiteral>(repository: Repository<T>, row: Record<string, unknown>, prefix = ""): T {
  const entity = repository.create();
  for (const column of readColumns(repository)) {
    (entity as Record<string, unknown>)[column.propertyName] = row[`${prefix}${column.propertyName}`];
  }
  return entity;
}
