import type { DataSource } from "typeorm";
import type { JobQueue } from "../db/job-queue";
import type { Clock } from "./clock";
import type { EventBus } from "./event-bus";
import type { Logger } from "./logger";
import type { Mailer } from "./mailer";
import type { RateLimitStore } from "./rate-limiter";
import type { RequestContext } from "./request-context";
import type { SecretBox } from "./secret-box";

/**
 * What every module's services may take, built once per process from the Config (server.ts). A
 * module that reads a setting of its own adds it here by declaration merging, in its module file:
 *
 *   declare module "../../common/app-module" { interface ServiceDeps { geocoderUrl?: string | null } }
 *
 * so the settings a module reads are listed beside the module (docs/architecture.md#modules).
 */
export interface ServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  secret: string;
  /** The database (DATABASE_URL or the embedded one): the job queue's home. */
  databaseUrl: string;
  /** The time the order rules read (clock.ts); absent: the system's. */
  clock?: Clock;
  /** Seals the secrets kept in the database that the app reads back (SECRETS_KEY or the key file). */
  secrets: SecretBox;
}

/**
 * Every service, built once per process; resolvers and REST routes call these. Each module adds
 * the services it builds by declaration merging (`interface AppServices { orders: OrderService }`).
 */
export interface AppServices {
  /** Durable jobs (webhook attempts, order effects left over), shared by the modules; started by the server. */
  jobs: JobQueue;
}

/**
 * Request-scoped DataLoaders: every relation a list can ask for is fetched in one statement per
 * request, never one per item. Each module adds its own by declaration merging, as AppServices
 * (empty here: common/ knows no module's rows).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppLoaders {}

/** What a module may do once the server runs: start its workers, listen to the live events. */
export interface ModuleRuntime {
  /** Live events between the nodes. */
  events: EventBus;
  /** Runs when the server stops, last registered first, before the database closes. */
  onStop(cleanup: () => Promise<unknown>): void;
}

/**
 * An @Authorized("NAME") role a module checks itself (graphql/auth-checker.ts), beside the staff
 * roles of common/access.ts: throws to refuse. `args` are the operation's arguments.
 */
export type RoleCheck = (context: RequestContext, args: Record<string, unknown>) => void | Promise<void>;

/** A type-graphql resolver class (or a TypeORM entity class): built by our code, never by the library. */
export type AppClass = abstract new (...args: never[]) => object;

/** A resolver class and how it is built from the services it calls. */
export interface ResolverEntry {
  resolverClass: AppClass;
  build(services: AppServices): object;
}

/** Pairs a resolver class with its builder, checking the builder makes an instance of that class. */
export function resolver<T extends object>(
  resolverClass: abstract new (...args: never[]) => T,
  build: (services: AppServices) => T,
): ResolverEntry {
  return { resolverClass, build };
}

/**
 * One module: everything the app needs from it, assembled by src/app-modules.ts. Adding a module
 * is one folder with one such definition and one line in that list; the migrations stay one
 * ordered list (db/migrations/index.ts).
 */
export interface AppModule {
  /** The module's folder name. */
  name: string;
  /** Its TypeORM entities (the schema test checks the migrations create them). */
  entities?: readonly AppClass[];
  /**
   * Builds its services. `services` holds those of the modules before it in the list (reading
   * another one fails at start, app-modules.ts), so a module's order-process extensions and
   * listeners are registered here too.
   */
  services?(deps: ServiceDeps, services: AppServices): Partial<AppServices>;
  /** Its GraphQL resolvers. */
  resolvers?: readonly ResolverEntry[];
  /** Its business error codes with their HTTP statuses (its `<name>.errors.ts`, common/errors.ts). */
  errorCodes?: Readonly<Record<string, number>>;
  /** The @Authorized roles it checks (graphql/auth-checker.ts). */
  roles?: Readonly<Record<string, RoleCheck>>;
  /** Its request-scoped DataLoaders. */
  loaders?(dataSource: DataSource): Partial<AppLoaders>;
  /** Once the server runs: workers started, live events published (stopped through runtime.onStop). */
  start?(services: AppServices, runtime: ModuleRuntime): void | Promise<void>;
}
