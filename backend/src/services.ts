import type { AppModule, AppServices, ModuleRuntime, ServiceDeps } from "./common/app-module";
import { appModules } from "./app-modules";
import { JobQueue } from "./db/job-queue";

export type { ServiceDeps } from "./common/app-module";
export type Services = AppServices;

/** Once every worker has finished its jobs in hand, how long the queue may take to settle them. */
const JOBS_STOP_MS = 5000;

/**
 * What a module's factory sees: the services of the modules before it in the list. Reading one
 * not built yet is a mistake in the list's order, caught at once rather than as an undefined later.
 */
function builtSoFar(services: Partial<Services>, building: string): Services {
  return new Proxy(services, {
    get(target, key) {
      if (typeof key === "string" && !(key in target))
        throw new Error(`Module ${building} uses services.${key}, which no module before it in app-modules.ts builds`);
      return Reflect.get(target, key);
    },
  }) as Services;
}

/**
 * Every service, built once per process by the modules in the order of the list (app-modules.ts).
 * Each service takes one dependencies object (its own XServiceDeps): the process-wide deps plus the
 * services it uses.
 */
export function createServices(deps: ServiceDeps, modules: readonly AppModule[] = appModules): Services {
  // Durable jobs (webhook attempts, order effects left over): started by the server.
  const services: Partial<Services> = { jobs: new JobQueue({ databaseUrl: deps.databaseUrl, logger: deps.logger }) };
  for (const module of modules) {
    const built = module.services?.(deps, builtSoFar(services, module.name)) ?? {};
    const twice = Object.keys(built).filter((key) => key in services);
    if (twice.length > 0) throw new Error(`Module ${module.name} builds services already built: ${twice.join(", ")}`);
    Object.assign(services, built);
  }
  return services as Services;
}

/**
 * Starts the job queue, then every module's workers and live events, in the order of the list;
 * `onStop` gets each stop step, which the server runs last to first.
 */
export async function startServices(services: Services, runtime: ModuleRuntime): Promise<void> {
  await services.jobs.start();
  runtime.onStop(() => services.jobs.stop(JOBS_STOP_MS));
  for (const module of appModules) await module.start?.(services, runtime);
}
