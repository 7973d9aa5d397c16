import {
  deliveryValuesToInput,
  EXAMPLE_DISTANCES_KM,
  exampleFee,
  GSTIN_PATTERN,
  taxSettingsToValues,
  taxValuesToInput,
  type DeliveryFormValues,
} from "./charges-form-values";

/** The e2e's settings: ₹25 for the first 2 km, then ₹8 a started km. */
const byDistance: DeliveryFormValues = { baseFee: 25, baseDistanceKm: 2, perKmFee: 8, freeAbove: null };
const flat: DeliveryFormValues = { baseFee: 30, baseDistanceKm: 3, perKmFee: 0, freeAbove: null };

describe("the Charges page's fee example", () => {
  it("is the base fee up to the base distance", () => {
    expect(exampleFee(byDistance, 0)).toBe(25);
    expect(exampleFee(byDistance, 2)).toBe(25);
  });

  it("adds the per-km fee for every started kilometre beyond, on the distance to a tenth", () => {
    expect(exampleFee(byDistance, 2.1)).toBe(33);
    expect(exampleFee(byDistance, 3)).toBe(33);
    expect(exampleFee(byDistance, 5)).toBe(49);
    expect(exampleFee(byDistance, 8)).toBe(73);
    // 2.04 km is billed as 2.0 km, as the server rounds the distance first.
    expect(exampleFee(byDistance, 2.04)).toBe(25);
    expect(exampleFee({ ...byDistance, baseDistanceKm: 3.5 }, 5)).toBe(41);
  });

  it("keeps the flat ₹30 of the defaults at every example distance", () => {
    for (const km of EXAMPLE_DISTANCES_KM) expect(exampleFee(flat, km)).toBe(30);
  });

  it("adds in paise, so ₹0.10 a km never shows float noise", () => {
    expect(exampleFee({ baseFee: 0.2, baseDistanceKm: 0, perKmFee: 0.1, freeAbove: null }, 1)).toBe(0.3);
  });

  it("has no figure while a box it needs is empty or negative", () => {
    expect(exampleFee({ ...byDistance, perKmFee: null }, 5)).toBeNull();
    expect(exampleFee({ ...byDistance, baseDistanceKm: -1 }, 5)).toBeNull();
  });
});

describe("the settings' inputs", () => {
  it("sends delivery settings in whole paise, an empty free-above as null (never free)", () => {
    expect(deliveryValuesToInput(byDistance)).toEqual({ baseFee: 25, baseDistanceKm: 2, perKmFee: 8, freeAbove: null });
    expect(deliveryValuesToInput({ ...byDistance, baseFee: 0.1 + 0.2, freeAbove: 499.999999999 }).baseFee).toBe(0.3);
    expect(deliveryValuesToInput({ ...byDistance, freeAbove: 500 }).freeAbove).toBe(500);
  });

  it("sends an empty GSTIN as null (no tax) and one typed in lower case upper case, trimmed", () => {
    const saved = { gstin: null, legalName: "", address: "", foodTaxPercent: 5, deliveryTaxPercent: 18, pricesIncludeTax: false };
    expect(taxValuesToInput(taxSettingsToValues(saved))).toEqual(saved);
    expect(taxValuesToInput({ ...taxSettingsToValues(saved), gstin: " 37aabcu9603r1zm ", legalName: " Ruchi Foods LLP " })).toMatchObject({
      gstin: "37AABCU9603R1ZM",
      legalName: "Ruchi Foods LLP",
    });
  });

  it("takes a GSTIN's shape as the server does", () => {
    expect(GSTIN_PATTERN.test("37AABCU9603R1ZM")).toBe(true);
    for (const gstin of ["37AABCU9603R1Z", "99AABCU9603R1ZM", "37AABCU9603R0ZM", "37aabcu9603r1zm", "37AABCU9603R1XM"]) {
      expect(GSTIN_PATTERN.test(gstin)).toBe(false);
    }
  });
});
