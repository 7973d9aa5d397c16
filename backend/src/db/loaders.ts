import type { DataSource } from "typeorm";
import { appModules } from "../app-modules";
import type { AppLoaders } from "../common/app-module";

/**
 * Request-scoped DataLoaders, every module's (common/app-module.ts): a module whose type gains a
 * relation a list can ask for adds its loader to its own definition.
 */
export function createLoaders(dataSource: DataSource): Loaders {
  return Object.assign({}, ...appModules.map((module) => module.loaders?.(dataSource) ?? {})) as Loaders;
}

export type Loaders = AppLoaders;
