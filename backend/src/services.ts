import type { DataSource } from "typeorm";
import type { Logger } from "./common/logger";
import type { Mailer } from "./common/mailer";
import type { RateLimitStore } from "./common/rate-limiter";
import { AuthService } from "./modules/auth/auth.service";
import { UserService } from "./modules/users/user.service";

export interface ServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  secret: string;
}

/** Every service, built once per process; resolvers and REST routes call these. */
export function createServices(deps: ServiceDeps) {
  return {
    users: new UserService(deps.dataSource),
    auth: new AuthService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
