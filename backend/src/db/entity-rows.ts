import type { ObjectLiteral, Repository } from "typeorm";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata";

/**
 * The hand-written SQL (the *-sql.ts files: near-me, search) selects an entity's columns as
 * "<prefix><propertyName>"; these two helpers write that select list from the entity's metadata and
 * turn such a row back into an entity instance, so the SQL never drifts from the entity's columns.
 * Every entity read by hand-written SQL goes through them. Columns the entity never reads
 * (`select: false`, such as a restaurant's location for the geographic SQL) are left out.
 */
const columnsRead = new WeakMap<object, ColumnMetadata[]>();
/** Per entity, worked out once: every row of every list is mapped with it. */
function readColumns(repository: Repository<ObjectLiteral>): ColumnMetadata[] {
  let columns = columnsRead.get(repository.metadata);
  if (!columns) {
    columns = repository.metadata.columns.filter((column) => column.isSelect);
    columnsRead.set(repository.metadata, columns);
  }
  return columns;
}

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
