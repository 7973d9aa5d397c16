import { estimateArrival, HANDOVER_MINUTES } from "./arrival-estimate";

describe("the rider's arrival estimate", () => {
  const recordedAt = new Date("2026-11-26T13:00:00.000Z");

  it("counts the road distance at town speed plus the handover, from when the position was taken", () => {
    // About 2.0 km north: 2.0 × 1.3 km at 18 km/h is 8.7 minutes, plus 2 for the handover.
    const estimate = estimateArrival({ latitude: 16.5449, longitude: 81.5212 }, { latitude: 16.5629, longitude: 81.5212 }, recordedAt);
    expect(estimate.distanceKm).toBe(2);
    const minutes = (estimate.estimatedArrivalAt.getTime() - recordedAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(10.5);
    expect(minutes).toBeLessThan(10.9);
  });

  it("at the door, is the handover alone and zero km", () => {
    const door = { latitude: 16.5449, longitude: 81.5212 };
    const estimate = estimateArrival(door, door, recordedAt);
    expect(estimate.distanceKm).toBe(0);
    expect(estimate.estimatedArrivalAt.getTime() - recordedAt.getTime()).toBe(HANDOVER_MINUTES * 60_000);
  });
});
