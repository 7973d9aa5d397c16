import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { getMetadataStorage } from "type-graphql";
import type { DataSource } from "typeorm";
import { appModules } from "./app-modules";
import type { ServiceDeps } from "./common/app-module";
import { GENERIC_ERROR_CODES } from "./common/errors";
import { entities } from "./db/entities";
import { createLoaders } from "./db/loaders";
import { assembleErrorStatuses, ERROR_STATUSES } from "./error-statuses";
import { resolverClasses } from "./graphql/schema";
import { createServices } from "./services";

const duplicates = <T>(list: readonly T[]) => list.filter((item, index) => list.indexOf(item) !== index);

/** Enough to build every service: none reads the database, sends or listens before it is used. */
const deps = {
  dataSource: { getRepository: () => ({}) } as unknown as DataSource,
  mailer: { send: async () => undefined, close: () => undefined },
  logger: { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined },
  rateLimitStore: { redis: null, prefix: "test:" },
  publicUrl: "http://localhost:4000",
  secret: "a secret long enough for the tests",
  databaseUrl: "postgres://nobody@127.0.0.1:1/none",
  uploadDir: "/tmp/uploads",
  vapid: null,
  pushAllowHttpEndpoints: false,
  webhookAllowLocal: false,
} as unknown as ServiceDeps;

describe("the app's modules (app-modules.ts)", () => {
  it("lists every folder of src/modules once, by its folder's name", () => {
    const folders = readdirSync(path.join(__dirname, "modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = appModules.map((module) => module.name);
    expect(duplicates(names)).toEqual([]);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it("assembles every module's entities and resolvers exactly once", () => {
    const declaredEntities = appModules.flatMap((module) => module.entities ?? []);
    const declaredResolvers = appModules.flatMap((module) => (module.resolvers ?? []).map((entry) => entry.resolverClass));
    expect(duplicates(declaredEntities)).toEqual([]);
    expect(duplicates(declaredResolvers)).toEqual([]);
    expect(entities).toEqual(declaredEntities);
    expect(resolverClasses).toEqual(declaredResolvers);
  });

  it("builds every service, each module from those before it in the list", () => {
    const services = createServices(deps);
    expect(Object.entries(services).filter(([, service]) => service === undefined || service === null)).toEqual([]);
    for (const module of appModules)
      for (const entry of module.resolvers ?? []) expect(entry.build(services)).toBeInstanceOf(entry.resolverClass);
  });

  it("refuses a module that builds a service another one built", () => {
    const cart = appModules.find((module) => module.name === "cart")!;
    expect(() => createServices(deps, [...appModules, { ...cart, name: "another-cart" }])).toThrow(
      "Module another-cart builds services already built: cart",
    );
  });

  it("refuses a list in which a module uses a service built after it", () => {
    const orders = appModules.findIndex((module) => module.name === "orders");
    const webhooks = appModules.findIndex((module) => module.name === "webhooks");
    const misordered = [
      ...appModules.slice(0, orders),
      appModules[webhooks]!,
      ...appModules.slice(orders).filter((module) => module.name !== "webhooks"),
    ];
    expect(() => createServices(deps, misordered)).toThrow(
      "Module webhooks uses services.orders, which no module before it in app-modules.ts builds",
    );
  });

  it("gives each loader one module", () => {
    const keys = appModules.flatMap((module) => Object.keys(module.loaders?.(deps.dataSource) ?? {}));
    expect(duplicates(keys)).toEqual([]);
    expect(Object.keys(createLoaders(deps.dataSource)).sort()).toEqual([...keys].sort());
  });

  it("declares each module's error codes in its <name>.errors.ts, where the frontend's error-codes.spec.ts reads them", () => {
    for (const module of appModules) {
      const file = path.join(__dirname, "modules", module.name, `${module.name}.errors.ts`);
      const tables = existsSync(file) ? Object.values(jest.requireActual<Record<string, object>>(file)) : [];
      expect([module.name, module.errorCodes === undefined ? [] : [module.errorCodes]]).toEqual([module.name, tables]);
    }
  });

  it("answers every code, generic or a module's, with its status, and refuses a code two declare", () => {
    const moduleCodes = appModules.flatMap((module) => Object.keys(module.errorCodes ?? {}));
    expect(duplicates([...Object.keys(GENERIC_ERROR_CODES), ...moduleCodes])).toEqual([]);
    expect(Object.keys(ERROR_STATUSES).sort()).toEqual([...Object.keys(GENERIC_ERROR_CODES), ...moduleCodes].sort());
    expect([ERROR_STATUSES.NOT_FOUND, ERROR_STATUSES.RIDER_OFF_SHIFT, ERROR_STATUSES.OUT_OF_DELIVERY_AREA]).toEqual([404, 409, 422]);
    expect(() => assembleErrorStatuses([...appModules, { name: "another-cart", errorCodes: { CART_EMPTY: 400 } }])).toThrow(
      "Module another-cart declares error codes already declared: CART_EMPTY",
    );
  });

  it("has a module check every @Authorized role that is not a staff role, each role once", () => {
    const moduleRoles = appModules.flatMap((module) => Object.keys(module.roles ?? {}));
    expect(duplicates(moduleRoles)).toEqual([]);
    const storage = getMetadataStorage();
    const named = [...storage.authorizedFields, ...storage.authorizedResolver].flatMap((authorized) => authorized.roles as string[]);
    expect(named).toEqual(expect.arrayContaining(["ADMIN", "SUPERADMIN", "KITCHEN", "RIDER"]));
    expect([...new Set(named)].filter((role) => !["ADMIN", "SUPERADMIN", ...moduleRoles].includes(role))).toEqual([]);
    expect(moduleRoles.sort()).toEqual(["KITCHEN", "RIDER"]);
  });
});
