import { PHONE_PATTERN, normalisePhone } from "./auth-rules";

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
