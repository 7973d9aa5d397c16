import { isAppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import { createRateLimiter, type RateLimiter, type RateLimitRule, type RateLimitStore } from "../../common/rate-limiter";
import type { LatLng } from "./distance";
import { cellKey, cellOf } from "./geo-cell";
import { InFlight } from "./in-flight";
import { reverseGeocodeWithNominatim, type PlaceName } from "./nominatim-geocoder";
import { createPlaceCache, type PlaceCache } from "./place-cache";
import { createUpstreamBudget, type UpstreamBudget } from "./upstream-budget";

/**
 * Lookups a caller (an IP address) may make per minute that have to go to the geocoder; answers
 * from the gazetteer or the cache are not counted. A customer needs one per visit, and a whole
 * office or mobile carrier behind one address still fits; a script walking a grid does not.
 */
export const GEOCODER_PER_IP_LIMIT: RateLimitRule = { name: "geocoder-ip", points: 10, durationSeconds: 60 };

export interface LimitedGeocoderDeps {
  /** A Nominatim-compatible service (GEOCODER_URL). */
  url: string;
  /** GEOCODER_MAX_PER_SECOND, for all nodes together. */
  maxPerSecond: number;
  store: RateLimitStore;
  logger: Logger;
}

/** The third-party geocoder behind a cache, a per-caller limit, a shared budget and one lookup per point at a time. */
export class LimitedGeocoder {
  private readonly cache: PlaceCache;
  private readonly perCaller: RateLimiter;
  private readonly budget: UpstreamBudget;
  private readonly inFlight = new InFlight<PlaceName | null>();

  constructor(private readonly deps: LimitedGeocoderDeps) {
    this.cache = createPlaceCache(deps.store);
    this.perCaller = createRateLimiter(deps.store, GEOCODER_PER_IP_LIMIT);
    this.budget = createUpstreamBudget(deps.store, deps.maxPerSecond);
  }

  /**
   * What the geocoder says about the ~100 m cell of a point; null when it knows nothing there or
   * cannot be asked now (its budget is spent, it failed, Redis is down): the gazetteer answers then.
   * Throws RATE_LIMITED when this caller has used up its lookups.
   */
  async lookup(callerIp: string, point: LatLng): Promise<PlaceName | null> {
    const key = cellKey(point);
    try {
      const known = await this.cache.get(key);
      if (known !== undefined) return known;
      await this.perCaller.consume(callerIp);
      return await this.inFlight.run(key, () => this.ask(cellOf(point), key));
    } catch (error) {
      if (isAppError(error) && error.code === "RATE_LIMITED") throw error;
      this.deps.logger.warn({ err: error }, "reverse geocoding unavailable; using the gazetteer");
      return null;
    }
  }

  private async ask(cell: LatLng, key: string): Promise<PlaceName | null> {
    if (!(await this.budget.take())) {
      // Not cached: the geocoder may well know the place once the budget allows asking.
      this.deps.logger.debug({ cell: key }, "geocoder budget spent; using the gazetteer");
      return null;
    }
    let place: PlaceName | null;
    try {
      place = await reverseGeocodeWithNominatim(this.deps.url, cell);
    } catch (error) {
      this.deps.logger.warn({ err: error }, "reverse geocoder failed; using the gazetteer");
      return null;
    }
    await this.cache.set(key, place).catch((error: unknown) => this.deps.logger.warn({ err: error }, "could not cache a geocoder answer"));
    return place;
  }
}
