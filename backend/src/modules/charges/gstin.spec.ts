import { isGstin } from "./gstin";

describe("isGstin", () => {
  it("takes a real GSTIN", () => {
    expect(isGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isGstin("37AABCU9603R1ZM")).toBe(true);
  });

  it("refuses a wrong check character, state code, shape or case", () => {
    expect(isGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isGstin("99AAPFU0939F1ZV")).toBe(false);
    expect(isGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isGstin("27aapfu0939f1zv")).toBe(false);
    expect(isGstin(27)).toBe(false);
  });
});
