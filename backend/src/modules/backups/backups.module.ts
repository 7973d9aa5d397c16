import type { AppModule } from "../../common/app-module";
import { BackupsService } from "./backups.service";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** BACKUP_DIR: where the nightly backups are written and pruned. */
    backupDir: string;
  }
  interface AppServices {
    backups: BackupsService;
  }
}

/** The nightly backup of the database and the uploads (docs/architecture.md#backups). */
export const backupsModule: AppModule = {
  name: "backups",
  services: (deps, { jobs }) => ({
    backups: new BackupsService({
      databaseUrl: deps.databaseUrl,
      uploadDir: deps.uploadDir,
      backupDir: deps.backupDir,
      jobs,
      logger: deps.logger,
    }),
  }),
  start: async ({ backups }, { onStop }) => {
    await backups.start();
    onStop(() => backups.stop());
  },
};
