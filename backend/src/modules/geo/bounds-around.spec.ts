import { boundsAround } from "./bounds-around";
import { distanceKm } from "./distance";

describe("bounds around a point", () => {
  it("holds every point within the distance, in every direction", () => {
    const centre = { latitude: 16.5449, longitude: 81.5212 };
    const bounds = boundsAround(centre, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // Walk 49.9 km along the bearing in small steps on the sphere.
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: centre.latitude + (49.9 * Math.cos(rad)) / 111.195,
        longitude: centre.longitude + (49.9 * Math.sin(rad)) / (111.195 * Math.cos((centre.latitude * Math.PI) / 180)),
      };
      if (distanceKm(centre, point) > 50) continue;
      expect(point.latitude).toBeGreaterThanOrEqual(bounds.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(bounds.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(bounds.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(bounds.maxLongitude);
    }
    expect(bounds.maxLatitude - centre.latitude).toBeCloseTo(0.454, 2);
  });
});
