import { resolver, type AppModule } from "../../common/app-module";
import { ApiKeyDailyCount } from "./api-key-daily-count.entity";
import { ApiKeyFieldsResolver } from "./api-key-fields.resolver";
import { apiKeyOrderProcess } from "./api-key-order-process";
import { ApiKeyRequestCounter } from "./api-key-request-counter";
import { ApiKeyUsageService } from "./api-key-usage.service";
import { ApiKey } from "./api-key.entity";
import { ApiKeyResolver } from "./api-key.resolver";
import { ApiKeyService } from "./api-key.service";

declare module "../../common/app-module" {
  interface AppServices {
    apiKeys: ApiKeyService;
    apiKeyRequests: ApiKeyRequestCounter;
    apiKeyUsage: ApiKeyUsageService;
  }
}

/** Extends the order process (api-key-order-process.ts): asked after the kitchen's part. */
export const apiKeysModule: AppModule = {
  name: "api-keys",
  entities: [ApiKey, ApiKeyDailyCount],
  services: (deps, { orders, audit }) => {
    orders.extend(apiKeyOrderProcess);
    const apiKeyRequests = new ApiKeyRequestCounter(deps);
    return { apiKeys: new ApiKeyService({ ...deps, audit }), apiKeyRequests, apiKeyUsage: new ApiKeyUsageService({ apiKeyRequests }) };
  },
  resolvers: [
    resolver(ApiKeyResolver, (services) => new ApiKeyResolver(services.apiKeys)),
    resolver(ApiKeyFieldsResolver, (services) => new ApiKeyFieldsResolver(services.apiKeys, services.apiKeyUsage)),
  ],
  // Request counts not yet saved are saved, once the last request has been answered.
  start: ({ apiKeyRequests }, { onStop }) => onStop(() => apiKeyRequests.stop()),
};
