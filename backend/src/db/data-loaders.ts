import DataLoader from "dataloader";
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from "typeorm";

/** A loader of one row per key; null for a key without a row. */
export type KeyedLoader<T> = DataLoader<string, T | null>;

/** A loader of every row per key, in the order asked for. */
export type GroupedLoader<T> = DataLoader<string, T[]>;

/** One statement per batch (`load`), its rows answered in the order of the keys; null for a key without a row. */
export function keyedBy<T>(load: (keys: string[]) => Promise<T[]>, keyOf: (row: T) => string): KeyedLoader<T> {
  return new DataLoader<string, T | null>(async (keys) => {
    const byKey = new Map((await load([...keys])).map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}

/** One SELECT ... WHERE id IN (...) per batch, answers in the order of the keys. */
export function byId<T extends ObjectLiteral & { id: string }>(dataSource: DataSource, entity: EntityTarget<T>): KeyedLoader<T> {
  return keyedBy(
    (ids) => dataSource.getRepository(entity).findBy({ id: In(ids) } as never),
    (row: T) => row.id,
  );
}

/** One SELECT ... WHERE <column> IN (...) per batch, grouped by that column. */
export function groupedBy<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  column: keyof T & string,
  order?: Record<string, "ASC" | "DESC">,
): GroupedLoader<T> {
  return new DataLoader<string, T[]>(async (keys) => {
    const rows = await dataSource.getRepository(entity).find({ where: { [column]: In([...keys]) } as never, order: order as never });
    const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
    for (const row of rows) groups.get(row[column] as string)?.push(row);
    return keys.map((key) => groups.get(key)!);
  });
}
