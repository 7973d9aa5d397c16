import { useSyncExternalStore } from "react";
import {
  afterPositionError,
  LOCATION_STORAGE_KEY,
  parseCachedLocation,
  POSITION_OPTIONS,
  serializeLocation,
  type Attempt,
  type LocatedState,
  type UserLocationState,
} from "./location-machine";

export type { LocationFailure, UserLocationState } from "./location-machine";

/**
 * One store for the whole shop, so home, listing, menu and search see the same location and the
 * browser is asked at most once at a time. It asks on first use, unless this tab already knows.
 */
let state: UserLocationState = readCache() ?? { status: "detecting" };
let requesting = false;
let started = state.status === "located";
const listeners = new Set<() => void>();

function readCache(): LocatedState | null {
  try {
    return parseCachedLocation(sessionStorage.getItem(LOCATION_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeCache(located: LocatedState) {
  try {
    sessionStorage.setItem(LOCATION_STORAGE_KEY, serializeLocation(located));
  } catch {
    // Storage full or blocked: the location still works for this page view.
  }
}

function setState(next: UserLocationState) {
  state = next;
  if (next.status === "located") writeCache(next);
  for (const listener of listeners) listener();
}

function request(attempt: Attempt) {
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      requesting = false;
      setState({ status: "located", latitude: coords.latitude, longitude: coords.longitude, source: "gps" });
    },
    (error) => {
      const next = afterPositionError(attempt, error.code);
      if (next.retry) {
        setState({ status: "retrying" });
        request("relaxed");
        return;
      }
      requesting = false;
      setState({ status: "failed", failure: next.failure });
    },
    POSITION_OPTIONS[attempt],
  );
}

function locate() {
  started = true;
  if (requesting) return;
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    setState({ status: "failed", failure: "unsupported" });
    return;
  }
  requesting = true;
  setState({ status: "detecting" });
  request("precise");
}

function choose(place: { latitude: number; longitude: number; placeName: string }) {
  setState({ status: "located", latitude: place.latitude, longitude: place.longitude, source: "chosen", placeName: place.placeName });
}

/**
 * The place chosen earlier in this tab, still cached after a later GPS attempt failed (a failure
 * never overwrites the cache), so the customer can go back to it.
 */
export function cachedChosenPlace(): { latitude: number; longitude: number; placeName: string } | null {
  const cached = readCache();
  if (cached?.source !== "chosen" || !cached.placeName) return null;
  return { latitude: cached.latitude, longitude: cached.longitude, placeName: cached.placeName };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) locate();
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

/**
 * Calls `then` once with the customer's location, as soon as it is known (at once when this tab
 * already knows it), asking the browser if nobody has yet. Nothing happens if locating fails:
 * the pages show that.
 */
export function whenLocated(then: (located: LocatedState) => void): void {
  if (state.status === "located") {
    then(state);
    return;
  }
  const stop = subscribe(() => {
    if (state.status !== "located") return;
    stop();
    then(state);
  });
}

/**
 * Where the customer is: detecting, retrying after a timeout, located (by GPS or a chosen town /
 * pincode) or failed. `retry` is 'Try Again' (asks the browser again); `choose` is the fallback.
 */
export function useUserLocation(): {
  state: UserLocationState;
  retry: () => void;
  choose: (place: { latitude: number; longitude: number; placeName: string }) => void;
} {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { state: current, retry: locate, choose };
}
