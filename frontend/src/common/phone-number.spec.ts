import { PHONE_PATTERN, normalisePhone } from "./phone-number";

describe("normalisePhone", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["91 9876543210", "9876543210"],
    ["098765 43210", "9876543210"],
  ])("reads %s as the 10 digits %s", (typed, digits) => {
    expect(normalisePhone(typed)).toBe(digits);
    expect(PHONE_PATTERN.test(normalisePhone(typed))).toBe(true);
  });

  it("keeps other input as digits, which the 10-digit rule then rejects", () => {
    expect(normalisePhone("12345")).toBe("12345");
    expect(normalisePhone("phone")).toBe("");
    expect(PHONE_PATTERN.test(normalisePhone("98765432101"))).toBe(false);
  });
});

describe("PHONE_PATTERN", () => {
  it("is the server's rule: exactly 10 digits, nothing else", () => {
    expect(PHONE_PATTERN.test("9876543210")).toBe(true);
    for (const phone of ["", "987654321", "98765432101", "98765 43210", "+919876543210", " 9876543210"]) {
      expect([phone, PHONE_PATTERN.test(phone)]).toEqual([phone, false]);
    }
  });
});
