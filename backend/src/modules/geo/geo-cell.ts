import type { LatLng } from "./distance";

/**
 * Points are rounded to 3 decimals (0.001° is about 110 m north–south and 105 m east–west in
 * Andhra Pradesh) before the geocoder is asked or its answers are looked up. A phone's fix wanders
 * by tens of metres, so a finer grid would make nearly every visit a new lookup; a village or ward
 * boundary is rarely decided within 100 m, while 2 decimals (about 1.1 km) would give neighbours
 * each other's village. The geocoder gets the rounded point, so a cached answer is exactly its
 * answer for that key, and a third party learns no more than the customer's block.
 */
export const CELL_DECIMALS = 3;

const FACTOR = 10 ** CELL_DECIMALS;

// Adding 0 turns -0 (from a point just west of the meridian or south of the equator) into 0.
const round = (degrees: number) => Math.round(degrees * FACTOR) / FACTOR + 0;

/** The centre of the grid cell a point falls in. */
export const cellOf = (point: LatLng): LatLng => ({ latitude: round(point.latitude), longitude: round(point.longitude) });

/** One spelling per cell, whatever the point in it, for cache and in-flight keys. */
export const cellKey = (point: LatLng): string => {
  const cell = cellOf(point);
  return `${cell.latitude.toFixed(CELL_DECIMALS)},${cell.longitude.toFixed(CELL_DECIMALS)}`;
};
