import type { AppModule } from "../../common/app-module";
import { RetentionService } from "./retention.service";

declare module "../../common/app-module" {
  interface AppServices {
    retention: RetentionService;
  }
}

/** First in the list: the modules after it hand it their sweeps when their services are built. */
export const retentionModule: AppModule = {
  name: "retention",
  services: (deps, { jobs }) => ({ retention: new RetentionService({ dataSource: deps.dataSource, jobs, logger: deps.logger }) }),
  start: async ({ retention }, { onStop }) => {
    await retention.start();
    onStop(() => retention.stop());
  },
};
