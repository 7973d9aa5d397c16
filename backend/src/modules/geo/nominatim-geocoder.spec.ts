import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { placeFromNominatim, reverseGeocodeWithNominatim } from "./nominatim-geocoder";

describe("reading a Nominatim answer", () => {
  it("takes the city, else the town, village, suburb or county", () => {
    expect(placeFromNominatim({ address: { city: "Vijayawada", state_district: "NTR", state: "Andhra Pradesh" } })).toEqual({
      town: "Vijayawada",
      district: "NTR",
      state: "Andhra Pradesh",
    });
    expect(placeFromNominatim({ address: { village: "Undi", county: "West Godavari", state: "Andhra Pradesh" } })).toEqual({
      town: "Undi",
      district: "West Godavari",
      state: "Andhra Pradesh",
    });
    expect(placeFromNominatim({ address: { county: "Eluru" } })?.town).toBe("Eluru");
  });

  it("has no place for an answer without an address", () => {
    expect(placeFromNominatim({ error: "Unable to geocode" })).toBeNull();
    expect(placeFromNominatim(null)).toBeNull();
    expect(placeFromNominatim({ address: { state: "Andhra Pradesh" } })).toBeNull();
  });
});

describe("calling the geocoder", () => {
  let server: Server;
  let url: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      if (req.url?.includes("lat=1&")) return; // never answers
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ address: { town: "Tanuku", state: "Andhra Pradesh" } }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("asks /reverse with lat, lon, format and language", async () => {
    const place = await reverseGeocodeWithNominatim(url, { latitude: 16.75, longitude: 81.68 });
    expect(place?.town).toBe("Tanuku");
    expect(seen.at(-1)).toBe("/nominatim/reverse?lat=16.75&lon=81.68&format=json&accept-language=en");
  });

  it("gives up when the service does not answer in time", async () => {
    await expect(reverseGeocodeWithNominatim(url, { latitude: 1, longitude: 2 }, 50)).rejects.toThrow();
  });
});
