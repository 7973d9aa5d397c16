import { distanceKm, type LatLng } from "../geo/distance";

/** A two-wheeler's average in a town's traffic, and how much longer roads are than a straight line. */
export const TOWN_SPEED_KMH = 18;
export const ROAD_FACTOR = 1.3;
/** Parking, finding the door, the stairs. */
export const HANDOVER_MINUTES = 2;

export interface ArrivalEstimate {
  distanceKm: number;
  estimatedArrivalAt: Date;
}

/**
 * How far the rider is from the door (straight line, 0.1 km) and when they should be there:
 * the road distance at town speed plus the handover, counted from when the position was taken.
 */
export function estimateArrival(rider: LatLng, door: LatLng, recordedAt: Date): ArrivalEstimate {
  const km = distanceKm(rider, door);
  const minutes = (km * ROAD_FACTOR * 60) / TOWN_SPEED_KMH + HANDOVER_MINUTES;
  return { distanceKm: Math.round(km * 10) / 10, estimatedArrivalAt: new Date(recordedAt.getTime() + Math.round(minutes * 60_000)) };
}
