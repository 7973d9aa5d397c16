import {
  afterPositionError,
  locationFailureMessageKey,
  locationMessageKey,
  parseCachedLocation,
  POSITION_OPTIONS,
  serializeLocation,
} from "./location-machine";
import { listing } from "../../i18n/en/listing";

const text = (key: string | null) => {
  if (key === null) return null;
  const [, group, name] = key.split(".") as [string, "location", keyof typeof listing.location];
  expect(group).toBe("location");
  return listing.location[name];
};

describe("position requests", () => {
  it("asks precisely first, then once more with normal accuracy and a shorter timeout", () => {
    expect(POSITION_OPTIONS.precise).toEqual({ enableHighAccuracy: true, timeout: 20000, maximumAge: 0 });
    expect(POSITION_OPTIONS.relaxed).toMatchObject({ enableHighAccuracy: false, timeout: 15000 });
  });

  it("retries only after the first request times out", () => {
    expect(afterPositionError("precise", 3)).toEqual({ retry: true });
    expect(afterPositionError("precise", 1)).toEqual({ retry: false, failure: "denied" });
    expect(afterPositionError("precise", 2)).toEqual({ retry: false, failure: "unavailable" });
    expect(afterPositionError("precise", 99)).toEqual({ retry: false, failure: "unknown" });
  });

  it("gives up after the retry fails, still telling a refusal apart", () => {
    expect(afterPositionError("relaxed", 3)).toEqual({ retry: false, failure: "timeout" });
    expect(afterPositionError("relaxed", 2)).toEqual({ retry: false, failure: "timeout" });
    expect(afterPositionError("relaxed", 1)).toEqual({ retry: false, failure: "denied" });
  });
});

describe("location messages", () => {
  it("uses the spec's texts on the listing", () => {
    expect(text(locationFailureMessageKey("unsupported"))).toBe("Geolocation is not supported by your browser.");
    expect(text(locationFailureMessageKey("denied"))).toBe("Location permission denied. Enable in browser settings.");
    expect(text(locationFailureMessageKey("unavailable"))).toBe("Location unavailable. Try again.");
    expect(text(locationFailureMessageKey("timeout"))).toBe("Still unable to fetch location. Try again.");
    expect(text(locationFailureMessageKey("unknown"))).toBe("Unknown error occurred. Try again.");
  });

  it("words a refusal differently on the menu and search pages", () => {
    expect(text(locationFailureMessageKey("denied", "menu"))).toBe("Location permission denied. Enable it in browser settings.");
    expect(text(locationFailureMessageKey("denied", "search"))).toBe("Location permission denied. Enable it in browser settings.");
  });

  it("words an unknown error differently on the search page only", () => {
    expect(text(locationFailureMessageKey("unknown", "search"))).toBe("Unable to fetch location. Try again.");
    expect(text(locationFailureMessageKey("unknown", "menu"))).toBe("Unknown error occurred. Try again.");
  });

  it("maps the waiting states and none once located", () => {
    expect(text(locationMessageKey({ status: "detecting" }))).toBe("Detecting your location...");
    expect(text(locationMessageKey({ status: "retrying" }, "search"))).toBe("Timed out. Trying again...");
    expect(text(locationMessageKey({ status: "failed", failure: "denied" }, "menu"))).toBe(
      "Location permission denied. Enable it in browser settings.",
    );
    expect(locationMessageKey({ status: "located", latitude: 16.5, longitude: 81.5, source: "gps" })).toBeNull();
  });
});

describe("the cached location", () => {
  it("round-trips a chosen place", () => {
    const chosen = { status: "located", latitude: 16.5449, longitude: 81.5212, source: "chosen", placeName: "Bhimavaram" } as const;
    expect(parseCachedLocation(serializeLocation(chosen))).toEqual(chosen);
  });

  it("reads the spec's bare coordinates as a GPS fix", () => {
    expect(parseCachedLocation('{"latitude":16.5,"longitude":81.5}')).toEqual({
      status: "located",
      latitude: 16.5,
      longitude: 81.5,
      source: "gps",
    });
  });

  it("ignores missing, broken or impossible values", () => {
    expect(parseCachedLocation(null)).toBeNull();
    expect(parseCachedLocation("{not json")).toBeNull();
    expect(parseCachedLocation("null")).toBeNull();
    expect(parseCachedLocation('{"latitude":"16.5","longitude":81.5}')).toBeNull();
    expect(parseCachedLocation('{"latitude":95,"longitude":81.5}')).toBeNull();
  });
});
