import { kolkataMinutes } from "../src/modules/restaurants/opening-hours";

/** Helpers shared by the catalogue, admin catalogue, search and geo tests. */

export interface Point {
  latitude: number;
  longitude: number;
}

const KM_PER_DEGREE = 111.195;

/** The point `north` km north and `east` km east of `from` (good to a few metres at these sizes). */
export function offset(from: Point, north: number, east: number): Point {
  return {
    latitude: from.latitude + north / KM_PER_DEGREE,
    longitude: from.longitude + east / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

/** Town centres far enough apart (> 100 km) that each test's restaurants never reach another's. */
export const PLACES = {
  guntur: { latitude: 16.3067, longitude: 80.4365 },
  kurnool: { latitude: 15.8281, longitude: 78.0373 },
  nellore: { latitude: 14.4426, longitude: 79.9865 },
  vizag: { latitude: 17.6868, longitude: 83.2185 },
  anantapur: { latitude: 14.6819, longitude: 77.6006 },
  srikakulam: { latitude: 18.2949, longitude: 83.8938 },
  tirupati: { latitude: 13.6288, longitude: 79.4192 },
  ongole: { latitude: 15.5057, longitude: 80.0499 },
  kakinada: { latitude: 16.9891, longitude: 82.2475 },
  /** The Bay of Bengal: no restaurant delivers there. */
  sea: { latitude: 15.2, longitude: 82.6 },
} as const;

/** Minutes since midnight (any number, wrapped into one day) as "HH:MM". */
export const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** Hours that include the present moment in India, with an hour's margin either side. */
export function hoursOpenNow() {
  const now = kolkataMinutes(new Date());
  return { openingTime: hhmm(now - 60), closingTime: hhmm(now + 60) };
}

/** Hours that start two hours from now: closed now, whatever the switch says. */
export function hoursClosedNow() {
  const now = kolkataMinutes(new Date());
  return { openingTime: hhmm(now + 120), closingTime: hhmm(now + 180) };
}
