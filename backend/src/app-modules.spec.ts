import { readdirSync } from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import { appModules } from "./app-modules";
import type { ServiceDeps } from "./common/app-module";
import { entities } from "./db/entities";
import { createLoaders } from "./db/loaders";
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
    const folders = readdirSync(path.join(__dirname, "modules"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
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
    for (const module of appModules) for (const entry of module.resolvers ?? []) expect(entry.build(services)).toBeInstanceOf(entry.resolverClass);
  });

  it("refuses a module that builds a service another one built", () => {
    const cart = appModules.find((module) => module.name === "cart")!;
    expect(() => createServices(deps, [...appModules, { ...cart, name: "another-cart" }])).toThrow("Module another-cart builds services already built: cart");
  });

  it("refuses a list in which a module uses a service built after it", () => {
    const orders = appModules.findIndex((module) => module.name === "orders");
    const webhooks = appModules.findIndex((module) => module.name === "webhooks");
    const misordered = [...appModules.slice(0, orders), appModules[webhooks]!, ...appModules.slice(orders).filter((module) => module.name !== "webhooks")];
    expect(() => createServices(deps, misordered)).toThrow("Module webhooks uses services.orders, which no module before it in app-modules.ts builds");
  });

  it("gives each loader one module", () => {
    const keys = appModules.flatMap((module) => Object.keys(module.loaders?.(deps.dataSource) ?? {}));
    expect(duplicates(keys)).toEqual([]);
    expect(Object.keys(createLoaders(deps.dataSource)).sort()).toEqual([...keys].sort());
  });
});
