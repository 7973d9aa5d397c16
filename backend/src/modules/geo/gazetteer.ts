import { AP_TOWNS, type GazetteerTown } from "./ap-towns";
import { distanceKm, type LatLng } from "./distance";

/** Farther than this from every town centre, a point is in no town we know ("Unknown" in the UI). */
export const TOWN_RADIUS_KM = 25;

/**
 * Within this distance of a town centre the gazetteer names a point without asking any geocoder.
 * Most towns of the list are 2 to 5 km across and the cities' centres sit among other listed
 * towns, so a point this close is in the town or in a suburb that goes by its name: the label
 * the home page shows. Farther out the nearest town is only a guess (the point may be a village of
 * its own), so a configured geocoder is asked.
 */
export const TOWN_CORE_RADIUS_KM = 5;

/** Andhra Pradesh's pincodes run from 515xxx to 535xxx (500-509 are Telangana's). */
const AP_PINCODE = /^5(1[5-9]|2\d|3[0-5])\d{3}$/;

/** Enough shared leading digits to mean the same postal sub-region; fewer would be a guess. */
const MIN_SHARED_PINCODE_DIGITS = 4;

export interface NearestTown {
  town: GazetteerTown;
  distanceKm: number;
}

/** The nearest town centre within TOWN_RADIUS_KM, or null. */
export function nearestTown(point: LatLng, towns: readonly GazetteerTown[] = AP_TOWNS): NearestTown | null {
  let best: NearestTown | null = null;
  for (const town of towns) {
    const km = distanceKm(point, town);
    if (km <= TOWN_RADIUS_KM && (!best || km < best.distanceKm)) best = { town, distanceKm: km };
  }
  return best;
}

export const isAndhraPradeshPincode = (pincode: string): boolean => AP_PINCODE.test(pincode);

export interface PincodeTown {
  town: GazetteerTown;
  /** true when the pincode is the town's own main pincode. */
  exact: boolean;
}

const sharedDigits = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * The town of a pincode: the town whose main pincode it is, else the town whose pincode shares
 * the most leading digits (at least 4) and is numerically nearest, since neighbouring post offices
 * get neighbouring numbers. Null outside Andhra Pradesh or when nothing is close enough.
 */
export function townForPincode(pincode: string, towns: readonly GazetteerTown[] = AP_TOWNS): PincodeTown | null {
  if (!isAndhraPradeshPincode(pincode)) return null;
  let best: { town: GazetteerTown; shared: number; gap: number } | null = null;
  for (const town of towns) {
    if (town.pincode === pincode) return { town, exact: true };
    const shared = sharedDigits(town.pincode, pincode);
    const gap = Math.abs(Number(town.pincode) - Number(pincode));
    if (shared < MIN_SHARED_PINCODE_DIGITS) continue;
    if (!best || shared > best.shared || (shared === best.shared && gap < best.gap)) best = { town, shared, gap };
  }
  return best ? { town: best.town, exact: false } : null;
}
