import { AP_TOWNS } from "./ap-towns";
import { ANDHRA_PRADESH_BOUNDS as AP } from "./andhra-pradesh";
import { isAndhraPradeshPincode, nearestTown, townForPincode } from "./gazetteer";

describe("the Andhra Pradesh gazetteer", () => {
  it("has at least 60 distinct towns, all inside the state's box, each with an AP pincode", () => {
    expect(AP_TOWNS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(AP_TOWNS.map((t) => t.name)).size).toBe(AP_TOWNS.length);
    expect(new Set(AP_TOWNS.map((t) => t.pincode)).size).toBe(AP_TOWNS.length);
    for (const town of AP_TOWNS) {
      expect(town.latitude).toBeGreaterThanOrEqual(AP.minLatitude);
      expect(town.latitude).toBeLessThanOrEqual(AP.maxLatitude);
      expect(town.longitude).toBeGreaterThanOrEqual(AP.minLongitude);
      expect(town.longitude).toBeLessThanOrEqual(AP.maxLongitude);
      expect(isAndhraPradeshPincode(town.pincode)).toBe(true);
    }
  });

  it("names the nearest town within 25 km", () => {
    expect(nearestTown({ latitude: 16.5449, longitude: 81.5212 })?.town.name).toBe("Bhimavaram");
    // A little north-east of Vijayawada's centre.
    expect(nearestTown({ latitude: 16.52, longitude: 80.67 })?.town).toMatchObject({ name: "Vijayawada", district: "NTR" });
    expect(nearestTown({ latitude: 17.72, longitude: 83.3 })?.town.name).toBe("Visakhapatnam");
  });

  it("names no town far from every town centre", () => {
    // The Bay of Bengal, and Hyderabad (Telangana).
    expect(nearestTown({ latitude: 15.5, longitude: 82.5 })).toBeNull();
    expect(nearestTown({ latitude: 17.385, longitude: 78.4867 })).toBeNull();
  });

  it("finds a town by its pincode, or by a neighbouring one", () => {
    expect(townForPincode("534201")).toMatchObject({ town: { name: "Bhimavaram" }, exact: true });
    expect(townForPincode("534202")).toMatchObject({ town: { name: "Bhimavaram" }, exact: false });
    expect(townForPincode("520010")).toMatchObject({ town: { name: "Vijayawada" }, exact: false });
  });

  it("finds nothing outside Andhra Pradesh or without a close pincode", () => {
    expect(townForPincode("500001")).toBeNull();
    expect(townForPincode("110001")).toBeNull();
    expect(townForPincode("529999")).toBeNull();
  });
});
