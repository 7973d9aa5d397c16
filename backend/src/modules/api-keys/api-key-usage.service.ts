import DataLoader from "dataloader";
import { requireRole } from "../../common/access";
import type { RequestContext } from "../../common/request-context";
import { kolkataDate } from "../../common/calendar-day";
import type { ApiKey } from "./api-key.entity";
import type { ApiKeyRequestCounter, DailyCount } from "./api-key-request-counter";
import { MAX_USAGE_DAYS, type ApiKeyDailyRequests } from "./api-key-usage.types";

const DAY_MS = 24 * 60 * 60_000;

export interface ApiKeyUsageServiceDeps {
  apiKeyRequests: ApiKeyRequestCounter;
}

/** The Asia/Kolkata days from today back, today first: YYYY-MM-DD. */
export function daysBack(today: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => kolkataDate(new Date(today.getTime() - index * DAY_MS)));
}

/** How much each API key is used, per Asia/Kolkata day: superadmins only. */
export class ApiKeyUsageService {
  /**
   * One loader a request: a list of keys asking for their counts reads them in one statement,
   * the longest window anyone may ask for, whatever the fields and their `days`.
   */
  private readonly loaders = new WeakMap<RequestContext, DataLoader<string, Map<string, DailyCount>>>();

  constructor(private readonly deps: ApiKeyUsageServiceDeps) {}

  async requestsToday(ctx: RequestContext, key: ApiKey): Promise<number> {
    return (await this.requestsPerDay(ctx, key, 1))[0]!.requests;
  }

  /** The last `days` days (1 to MAX_USAGE_DAYS, checked by RequestsPerDayArgs), today first, days without requests as 0. */
  async requestsPerDay(ctx: RequestContext, key: ApiKey, days: number): Promise<ApiKeyDailyRequests[]> {
    requireRole(ctx, "SUPERADMIN");
    const window = daysBack(new Date(), Math.min(Math.max(Math.trunc(days), 1), MAX_USAGE_DAYS));
    const counts = await this.loader(ctx).load(key.id);
    return window.map((date) => ({ date, requests: counts.get(date)?.requests ?? 0, rateLimited: counts.get(date)?.rateLimited ?? 0 }));
  }

  private loader(ctx: RequestContext): DataLoader<string, Map<string, DailyCount>> {
    let loader = this.loaders.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const firstDay = daysBack(new Date(), MAX_USAGE_DAYS).at(-1)!;
        const byKey = await this.deps.apiKeyRequests.countsSince(ids, firstDay);
        return ids.map((id) => byKey.get(id)!);
      });
      this.loaders.set(ctx, loader);
    }
    return loader;
  }
}
