/**
 * The pure rules of finding the customer (docs/architecture.md#behaviour, #messages, #constants): the two browser requests, what a
 * failed one leads to, the message each outcome shows on each page, and the session cache.
 * The hook in use-user-location.ts only wires these to the browser.
 */

export type LocationFailure = "unsupported" | "denied" | "unavailable" | "timeout" | "unknown";

export type UserLocationState =
  | { status: "detecting" }
  /** The first try timed out; 'Timed out. Trying again...' */
  | { status: "retrying" }
  | { status: "located"; latitude: number; longitude: number; source: "gps" | "chosen"; placeName?: string }
  | { status: "failed"; failure: LocationFailure };

export type LocatedState = Extract<UserLocationState, { status: "located" }>;

/** The first request is precise; after a timeout the one retry settles for normal accuracy. */
export type Attempt = "precise" | "relaxed";

export const POSITION_OPTIONS: Record<Attempt, PositionOptions> = {
  precise: { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
  relaxed: { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
};

/** GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** What follows a failed request: the one retry, or a failure to show. */
export function afterPositionError(attempt: Attempt, code: number): { retry: true } | { retry: false; failure: LocationFailure } {
  if (code === PERMISSION_DENIED) return { retry: false, failure: "denied" };
  if (attempt === "precise") {
    if (code === TIMEOUT) return { retry: true };
    return { retry: false, failure: code === POSITION_UNAVAILABLE ? "unavailable" : "unknown" };
  }
  // Whatever stopped the retry, the customer hears 'Still unable to fetch location. Try again.'
  return { retry: false, failure: "timeout" };
}

/** The pages wording the location messages differently (docs/architecture.md#messages). */
export type LocationPage = "listing" | "menu" | "search";

export type LocationMessageKey =
  | "listing.location.detecting"
  | "listing.location.retrying"
  | "listing.location.unsupported"
  | "listing.location.denied"
  | "listing.location.deniedMenu"
  | "listing.location.unavailable"
  | "listing.location.timeout"
  | "listing.location.unknown"
  | "listing.location.unknownSearch";

/** The catalogue key of a failure's message on a page. */
export function locationFailureMessageKey(failure: LocationFailure, page: LocationPage = "listing"): LocationMessageKey {
  switch (failure) {
    case "unsupported":
      return "listing.location.unsupported";
    case "denied":
      return page === "listing" ? "listing.location.denied" : "listing.location.deniedMenu";
    case "unavailable":
      return "listing.location.unavailable";
    case "timeout":
      return "listing.location.timeout";
    case "unknown":
      return page === "search" ? "listing.location.unknownSearch" : "listing.location.unknown";
  }
}

/** The message a state shows on a page; null once the customer is located. */
export function locationMessageKey(state: UserLocationState, page: LocationPage = "listing"): LocationMessageKey | null {
  switch (state.status) {
    case "detecting":
      return "listing.location.detecting";
    case "retrying":
      return "listing.location.retrying";
    case "failed":
      return locationFailureMessageKey(state.failure, page);
    case "located":
      return null;
  }
}

/** sessionStorage key of the located coordinates (docs/architecture.md#client-state). */
export const LOCATION_STORAGE_KEY = "userLocation";

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The cached location, or null when there is none or it is not a valid one. */
export function parseCachedLocation(raw: string | null): LocatedState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { latitude, longitude, source, placeName } = value as Record<string, unknown>;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  const located: LocatedState = { status: "located", latitude, longitude, source: source === "chosen" ? "chosen" : "gps" };
  if (typeof placeName === "string" && placeName.trim() !== "") located.placeName = placeName;
  return located;
}

/** What is cached: the spec's latitude and longitude, plus where they came from. */
export function serializeLocation(state: LocatedState): string {
  const { latitude, longitude, source, placeName } = state;
  return JSON.stringify(placeName === undefined ? { latitude, longitude, source } : { latitude, longitude, source, placeName });
}
