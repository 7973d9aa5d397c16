import type { Redis } from "ioredis";
import type { RateLimitStore } from "../../common/rate-limiter";
import { LRUCache } from "lru-cache";
import type { PlaceName } from "./nominatim-geocoder";

/** The geocoder's answers by cell key (geo-cell.ts), shared by every node when Redis is configured. */
export interface PlaceCache {
  /** undefined: not asked lately; null: the geocoder knew nothing there. */
  get(cellKey: string): Promise<PlaceName | null | undefined>;
  set(cellKey: string, place: PlaceName | null): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Town and village names change over years, not weeks; Nominatim's usage policy asks for caching. */
export const PLACE_TTL_MS = 30 * DAY_MS;
/** "Nothing here" may be a gap the geocoder's data fills, so it is asked again sooner. */
export const NOTHING_TTL_MS = DAY_MS;
/** A few megabytes at most in the one-process default; enough for every busy block of a district. */
export const MEMORY_CACHE_ENTRIES = 10_000;

const ttlFor = (place: PlaceName | null) => (place ? PLACE_TTL_MS : NOTHING_TTL_MS);

function redisPlaceCache(redis: Redis, prefix: string): PlaceCache {
  return {
    async get(cellKey) {
      const stored = await redis.get(prefix + cellKey);
      return stored === null ? undefined : (JSON.parse(stored) as PlaceName | null);
    },
    async set(cellKey, place) {
      await redis.set(prefix + cellKey, JSON.stringify(place), "PX", ttlFor(place));
    },
  };
}

function memoryPlaceCache(): PlaceCache {
  // Boxed: lru-cache keeps no null values, and "nothing here" is an answer worth keeping.
  const entries = new LRUCache<string, { place: PlaceName | null }>({ max: MEMORY_CACHE_ENTRIES });
  return {
    get: async (cellKey) => entries.get(cellKey)?.place,
    set: async (cellKey, place) => {
      entries.set(cellKey, { place }, { ttl: ttlFor(place) });
    },
  };
}

export function createPlaceCache(store: RateLimitStore): PlaceCache {
  // v1: a release that stores answers in another shape picks another key instead of misreading these.
  return store.redis ? redisPlaceCache(store.redis, `${store.prefix}geo:place:v1:`) : memoryPlaceCache();
}
