import type { LatLng } from "./distance";

const KM_PER_DEGREE = 111.195;

export interface LatLngBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The latitude/longitude rectangle holding every point within `km` of the point (poles and the
 * antimeridian aside, which Andhra Pradesh is far from), with a 1% margin.
 */
export function boundsAround(point: LatLng, km: number): LatLngBounds {
  const reach = (km * 1.01) / KM_PER_DEGREE;
  const cos = Math.cos((point.latitude * Math.PI) / 180);
  const ratio = Math.sin((reach * Math.PI) / 180) / cos;
  const lngReach = cos <= 0 || ratio >= 1 ? 180 : (Math.asin(ratio) * 180) / Math.PI;
  return {
    minLatitude: point.latitude - reach,
    maxLatitude: point.latitude + reach,
    minLongitude: point.longitude - lngReach,
    maxLongitude: point.longitude + lngReach,
  };
}
