import { DefaultNamingStrategy, Table, type NamingStrategyInterface } from "typeorm";

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
const tableName = (tableOrName: Table | string) => (typeof tableOrName === "string" ? tableOrName : tableOrName.name).split(".").pop()!;

/**
 * snake_case columns and Postgres-style constraint names (users_pkey, orders_user_id_fkey), so
 * that migrations, EXPLAIN output and hand-written SQL read naturally.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, prefixes: string[]): string {
    return snake([...prefixes, customName ?? propertyName].join("_"));
  }

  override relationName(propertyName: string): string {
    return snake(propertyName);
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snake(`${relationName}_${referencedColumnName}`);
  }

  override primaryKeyName(tableOrName: Table | string): string {
    return `${tableName(tableOrName)}_pkey`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `${tableName(tableOrName)}_${columnNames.join("_")}_fkey`;
  }

  override indexName(tableOrName: Table | string, columnNames: string[]): string {
    return `${tableName(tableOrName)}_${columnNames.join("_")}_idx`;
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `${tableName(tableOrName)}_${columnNames.join("_")}_key`;
  }
}
