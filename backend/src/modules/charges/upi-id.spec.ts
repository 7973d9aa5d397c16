import { isUpiId } from "./upi-id";

describe("isUpiId", () => {
  it("takes the shapes UPI apps give", () => {
    expect(isUpiId("ruchi@okhdfcbank")).toBe(true);
    expect(isUpiId("ruchi.foods-1@ybl")).toBe(true);
    expect(isUpiId("9876543210@upi")).toBe(true);
  });

  it("refuses what is no VPA", () => {
    expect(isUpiId("ruchi")).toBe(false);
    expect(isUpiId("ruchi@")).toBe(false);
    expect(isUpiId("@ybl")).toBe(false);
    expect(isUpiId("ru chi@ybl")).toBe(false);
    expect(isUpiId("ruchi@ybl@x")).toBe(false);
    expect(isUpiId("ruchi@1bank")).toBe(false);
    expect(isUpiId(`${"a".repeat(99)}@ybl`)).toBe(false);
    expect(isUpiId(42)).toBe(false);
  });
});
