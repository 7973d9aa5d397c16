import type { UserLocationState } from "../location/location-machine";

/** What the reverse-geocoding lookup of a GPS fix has given so far. */
export type PlaceLookup = { status: "loading" } | { status: "failed" } | { status: "done"; town: string | null };

export type CityLabel =
  | { kind: "text"; key: CityLabelKey }
  /** A town name: from the lookup, or the place the customer chose. */
  | { kind: "place"; name: string };

export type CityLabelKey =
  | "home.cityDetecting"
  | "home.cityFetching"
  | "home.cityUnavailable"
  | "home.cityError"
  | "home.cityDenied"
  | "home.cityUnsupported"
  | "home.cityUnknown";

/** The home page's city label (docs/architecture.md#messages) for a location state and its lookup. */
export function cityLabel(location: UserLocationState, lookup: PlaceLookup | null): CityLabel {
  switch (location.status) {
    case "detecting":
    case "retrying":
      return { kind: "text", key: "home.cityDetecting" };
    case "failed":
      if (location.failure === "denied") return { kind: "text", key: "home.cityDenied" };
      if (location.failure === "unsupported") return { kind: "text", key: "home.cityUnsupported" };
      return { kind: "text", key: "home.cityUnavailable" };
    case "located":
      if (location.source === "chosen" && location.placeName) return { kind: "place", name: location.placeName };
      if (!lookup || lookup.status === "loading") return { kind: "text", key: "home.cityFetching" };
      if (lookup.status === "failed") return { kind: "text", key: "home.cityError" };
      return lookup.town ? { kind: "place", name: lookup.town } : { kind: "text", key: "home.cityUnknown" };
  }
}
