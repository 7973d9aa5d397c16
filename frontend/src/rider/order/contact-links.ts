/**
 * The links on a delivery card that leave the app: a call (tel:) and the way to an address in the
 * phone's maps app. Pure, so the rules are tested without a browser.
 */

/** What the card knows of a place: its address, and its coordinates when they were saved. */
export interface Place {
  address: string;
  city?: string | null;
  pincode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const hasCoordinates = (place: Place): place is Place & { latitude: number; longitude: number } =>
  typeof place.latitude === "number" &&
  typeof place.longitude === "number" &&
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude) &&
  Math.abs(place.latitude) <= 90 &&
  Math.abs(place.longitude) <= 180 &&
  // 0,0 is the ocean off Africa: a missing location saved as zeros, never a delivery address.
  !(place.latitude === 0 && place.longitude === 0);

/** The place as one line a maps search understands: "9-1 Temple Street, Kakinada, 533002". */
export function placeQuery(place: Place): string {
  return [place.address, place.city, place.pincode]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(", ");
}

/**
 * The link that opens the phone's maps app at the place: a geo: URI on the coordinates when the
 * address has them (Android's maps apps open it with a pin there), otherwise a Google Maps search
 * for the written address (a universal link: the maps app on phones, the website elsewhere).
 * Null when there is nothing to find.
 */
export function directionsHref(place: Place): string | null {
  if (hasCoordinates(place)) {
    const point = `${place.latitude},${place.longitude}`;
    return `geo:${point}?q=${point}`;
  }
  const query = placeQuery(place);
  return query === "" ? null : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Whether the directions link opens a web address (a new tab off a phone) rather than an app's URI. */
export function isWebLink(href: string): boolean {
  return href.startsWith("https://");
}

/**
 * A tel: link for a phone number as people write it ("98765 43210", "+91-8816-222333"): its
 * digits, with a leading + kept; null when it holds no number to call.
 */
export function telHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? "").trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
