import { resolver, type AppModule } from "../../common/app-module";
import { byId, type KeyedLoader } from "../../db/data-loaders";
import { PreferredLanguageResolver } from "./preferred-language.resolver";
import { UserAdminResolver } from "./user-admin.resolver";
import { User } from "./user.entity";
import { UserService } from "./user.service";

declare module "../../common/app-module" {
  interface ServiceDeps {
    sessionUserCacheMs?: number;
  }
  interface AppServices {
    users: UserService;
  }
  interface AppLoaders {
    userById: KeyedLoader<User>;
  }
}

export const usersModule: AppModule = {
  name: "users",
  entities: [User],
  services: (deps, { audit }) => ({ users: new UserService({ ...deps, audit }) }),
  resolvers: [
    resolver(UserAdminResolver, (services) => new UserAdminResolver(services.users)),
    resolver(PreferredLanguageResolver, (services) => new PreferredLanguageResolver(services.users)),
  ],
  loaders: (dataSource) => ({ userById: byId(dataSource, User) }),
  start: (services, { events }) => services.users.connectAccountChanges(events),
};
