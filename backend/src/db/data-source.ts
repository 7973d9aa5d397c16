import { DataSource } from "typeorm";
import { entities } from "./entities";
import { migrations } from "./migrations";
import { SnakeNamingStrategy } from "./snake-naming.strategy";

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Called with every SQL statement; tests count statements per operation with it. */
  onQuery?: (sql: string) => void;
}

export function createDataSource({ url, poolSize = 10, onQuery }: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    migrationsTableName: "migrations",
    migrationsTransactionMode: "each",
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000, application_name: "ruchi" },
    logging: onQuery ? ["query"] : false,
    logger: onQuery
      ? {
          logQuery: (sql) => onQuery(sql),
          logQueryError: () => undefined,
          logQuerySlow: () => undefined,
          logSchemaBuild: () => undefined,
          logMigration: () => undefined,
          log: () => undefined,
        }
      : undefined,
  });
}
