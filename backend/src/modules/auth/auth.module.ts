import { resolver, type AppModule } from "../../common/app-module";
import { AuthResolver } from "./auth.resolver";
import { AuthService } from "./auth.service";
import { PasswordResetToken } from "./password-reset-token.entity";
import { PendingRegistration } from "./pending-registration.entity";
import { authErrorCodes } from "./auth.errors";
import { expiredSignUps, spentResetTokens } from "./auth-retention";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** AUTH_IP_LIMIT_FACTOR: multiplies every per-IP sign-in limit; absent: 1. */
    authIpLimitFactor?: number;
  }
  interface AppServices {
    auth: AuthService;
  }
}

export const authModule: AppModule = {
  name: "auth",
  entities: [PendingRegistration, PasswordResetToken],
  errorCodes: authErrorCodes,
  services: (deps, { users, retention }) => {
    retention.add(expiredSignUps);
    retention.add(spentResetTokens);
    return { auth: new AuthService({ ...deps, users }) };
  },
  resolvers: [resolver(AuthResolver, (services) => new AuthResolver(services.auth))],
};
