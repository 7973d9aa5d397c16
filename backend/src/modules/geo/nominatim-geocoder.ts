import type { LatLng } from "./distance";

/** What a reverse geocoder tells about a point; any part may be unknown. */
export interface PlaceName {
  town: string | null;
  district: string | null;
  state: string | null;
}

export const GEOCODER_TIMEOUT_MS = 3000;

interface NominatimAddress {
  city?: unknown;
  town?: unknown;
  village?: unknown;
  suburb?: unknown;
  county?: unknown;
  state_district?: unknown;
  state?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The spec's rule: the city, else town, village, suburb or county. */
export function placeFromNominatim(body: unknown): PlaceName | null {
  const address = (body as { address?: NominatimAddress } | null)?.address;
  if (!address || typeof address !== "object") return null;
  const town = text(address.city) ?? text(address.town) ?? text(address.village) ?? text(address.suburb) ?? text(address.county);
  if (!town) return null;
  return { town, district: text(address.state_district) ?? text(address.county), state: text(address.state) };
}

/**
 * Asks a Nominatim-compatible service (GEOCODER_URL) which place a point is in. Throws on any
 * failure, timeout included; the caller falls back to the gazetteer.
 */
export async function reverseGeocodeWithNominatim(
  baseUrl: string,
  point: LatLng,
  timeoutMs = GEOCODER_TIMEOUT_MS,
): Promise<PlaceName | null> {
  const url = new URL("reverse", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.search = new URLSearchParams({
    lat: String(point.latitude),
    lon: String(point.longitude),
    format: "json",
    "accept-language": "en",
  }).toString();
  const response = await fetch(url, {
    headers: { Accept: "application/json", "User-Agent": "Ruchi food delivery (reverse geocoding for the home page)" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
  return placeFromNominatim(await response.json());
}
