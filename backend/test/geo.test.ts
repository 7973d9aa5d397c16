import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { errorCode, gql } from "./support/graphql";
import { REVERSE_GEOCODE } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES } from "./catalogue-support";
import { graphql } from "./gql";

const TOWNS = graphql(`
  query Towns { towns { name district state latitude longitude pincode } }
`);
const PINCODE = graphql(`
  query LocatePincode($p: String!) { locatePincode(pincode: $p) { pincode exact town { name district latitude longitude pincode } } }
`);
const BHIMAVARAM = { latitude: 16.5449, longitude: 81.5212 };

describe("with the built-in gazetteer", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it("names the town, district and state of a point", async () => {
    const result = await gql(app.agent(), REVERSE_GEOCODE, { lat: BHIMAVARAM.latitude + 0.01, lng: BHIMAVARAM.longitude });
    expect(result.data!.reverseGeocode).toEqual({ town: "Bhimavaram", district: "West Godavari", state: "Andhra Pradesh" });
  });

  it("names no town far from every town (the UI shows 'Unknown')", async () => {
    const result = await gql(app.agent(), REVERSE_GEOCODE, { lat: PLACES.sea.latitude, lng: PLACES.sea.longitude });
    expect(result.data!.reverseGeocode).toEqual({ town: null, district: null, state: null });
  });

  it("refuses coordinates that are not a place on Earth", async () => {
    expect(errorCode(await gql(app.agent(), REVERSE_GEOCODE, { lat: 16, lng: 200 }))).toBe("BAD_USER_INPUT");
  });

  it("lists the towns alphabetically for the 'pick your town' fallback", async () => {
    const towns = (await gql(app.agent(), TOWNS)).data!.towns;
    expect(towns.length).toBeGreaterThanOrEqual(60);
    const namesInOrder = towns.map((t) => t.name);
    expect(namesInOrder).toEqual([...namesInOrder].sort((a, b) => a.localeCompare(b, "en")));
    expect(towns).toContainEqual({
      name: "Bhimavaram",
      district: "West Godavari",
      state: "Andhra Pradesh",
      ...BHIMAVARAM,
      pincode: "534201",
    });
  });

  it("places a pincode at its town, exactly or by a neighbouring pincode", async () => {
    const exact = await gql(app.agent(), PINCODE, { p: "534201" });
    expect(exact.data!.locatePincode).toEqual({
      pincode: "534201",
      exact: true,
      town: { name: "Bhimavaram", district: "West Godavari", ...BHIMAVARAM, pincode: "534201" },
    });
    const near = await gql(app.agent(), PINCODE, { p: " 534202 " });
    expect(near.data!.locatePincode).toMatchObject({ pincode: "534202", exact: false, town: { name: "Bhimavaram" } });
    const delhi = await gql(app.agent(), PINCODE, { p: "110001" });
    expect(delhi.errors).toBeUndefined();
    expect(delhi.data!.locatePincode).toBeNull();
    const bad = await gql(app.agent(), PINCODE, { p: "5342" });
    expect(errorCode(bad)).toBe("BAD_USER_INPUT");
    expect(bad.errors![0]!.message).toBe("Enter a valid 6-digit pincode");
  });
});

describe("with a configured geocoder", () => {
  let app: TestApp;
  let server: Server;
  let mode: "answer" | "fail" | "empty" = "answer";
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      if (mode === "fail") {
        res.statusCode = 503;
        res.end("busy");
        return;
      }
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify(
          mode === "empty"
            ? { error: "Unable to geocode" }
            : { address: { suburb: "Juvvalapalem", city: "Bhimavaram", state_district: "West Godavari", state: "Andhra Pradesh" } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await startTestApp({ env: { GEOCODER_URL: url } });
  });
  afterAll(async () => {
    await app.stop();
    server.close();
  });

  it("asks the geocoder about a point away from every town centre, rounded to ~100 m, and reads its city", async () => {
    mode = "answer";
    // 10 km from Narasapuram, the nearest gazetteer town.
    const result = await gql(app.agent(), REVERSE_GEOCODE, { lat: 16.45012, lng: 81.59987 });
    expect(result.data!.reverseGeocode).toEqual({ town: "Bhimavaram", district: "West Godavari", state: "Andhra Pradesh" });
    expect(requests.at(-1)).toBe("/reverse?lat=16.45&lon=81.6&format=json&accept-language=en");
  });

  it("names a point near a town centre from the gazetteer without asking the geocoder", async () => {
    mode = "answer";
    const before = requests.length;
    const result = await gql(app.agent(), REVERSE_GEOCODE, { lat: PLACES.kurnool.latitude, lng: PLACES.kurnool.longitude });
    expect(result.data!.reverseGeocode).toEqual({ town: "Kurnool", district: "Kurnool", state: "Andhra Pradesh" });
    expect(requests.length).toBe(before);
  });

  it("falls back to the gazetteer when the geocoder fails or knows nothing", async () => {
    // About 10 km from Kurnool's centre: the geocoder is asked, the gazetteer's nearest town stands in.
    const points = { fail: { lat: 15.918, lng: 78.037 }, empty: { lat: 15.9, lng: 78.1 } };
    for (const failure of ["fail", "empty"] as const) {
      mode = failure;
      const before = requests.length;
      const result = await gql(app.agent(), REVERSE_GEOCODE, points[failure]);
      expect(requests.length).toBe(before + 1);
      expect(result.data!.reverseGeocode).toEqual({ town: "Kurnool", district: "Kurnool", state: "Andhra Pradesh" });
    }
  });
});
