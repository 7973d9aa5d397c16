import { directionsHref, isWebLink, placeQuery, telHref } from "./contact-links";

describe("directionsHref: the way there in the phone's maps app", () => {
  it("points a geo: URI at the coordinates when the address has them", () => {
    expect(
      directionsHref({ address: "9-1 Temple Street", city: "Kakinada", pincode: "533002", latitude: 16.9891, longitude: 82.2475 }),
    ).toBe("geo:16.9891,82.2475?q=16.9891,82.2475");
    expect(directionsHref({ address: "x", latitude: -33.5, longitude: 0 })).toBe("geo:-33.5,0?q=-33.5,0");
  });

  it("searches the written address, city and pincode otherwise", () => {
    const href = directionsHref({
      address: "9-1 Temple Street, Jagannaickpur",
      city: "Kakinada",
      pincode: "533002",
      latitude: null,
      longitude: null,
    });
    expect(href).toBe("https://www.google.com/maps/search/?api=1&query=9-1%20Temple%20Street%2C%20Jagannaickpur%2C%20Kakinada%2C%20533002");
    expect(isWebLink(href!)).toBe(true);
    expect(new URL(href!).searchParams.get("query")).toBe("9-1 Temple Street, Jagannaickpur, Kakinada, 533002");
  });

  it("encodes what an address may hold (#, &, Telugu letters)", () => {
    const href = directionsHref({ address: "Flat #4 & 5, గాంధీ నగర్", city: "Bhimavaram", pincode: "534201" })!;
    expect(href).not.toContain("#");
    expect(href.split("?")[1]!.split("&")).toHaveLength(2);
    expect(new URL(href).searchParams.get("query")).toBe("Flat #4 & 5, గాంధీ నగర్, Bhimavaram, 534201");
  });

  it("does not trust coordinates that are missing, half given, out of range or zero", () => {
    for (const coordinates of [
      { latitude: 16.5 },
      { latitude: 16.5, longitude: Number.NaN },
      { latitude: 95, longitude: 81 },
      { latitude: 0, longitude: 0 },
    ]) {
      expect(directionsHref({ address: "Main Road", city: "Bhimavaram", ...coordinates })).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\//,
      );
    }
  });

  it("has nothing to open for an empty place", () => {
    expect(directionsHref({ address: "  ", city: "", pincode: null })).toBeNull();
    expect(placeQuery({ address: " Main Road ", city: " ", pincode: "534201" })).toBe("Main Road, 534201");
  });
});

describe("telHref", () => {
  it("calls the number's digits, keeping a leading +", () => {
    expect(telHref("9876543210")).toBe("tel:9876543210");
    expect(telHref(" 98765 43210 ")).toBe("tel:9876543210");
    expect(telHref("+91-8816-222333")).toBe("tel:+918816222333");
  });

  it("offers no call without a number", () => {
    expect(telHref("")).toBeNull();
    expect(telHref(null)).toBeNull();
    expect(telHref(undefined)).toBeNull();
    expect(telHref(" - ")).toBeNull();
  });
});
