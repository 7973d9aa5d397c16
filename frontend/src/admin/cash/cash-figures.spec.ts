import { canRecordHandover, differenceKind, isHandoverAmount, stillWithRider } from "./cash-figures";

describe("the Cash page's figures", () => {
  it("calls a negative difference a shortfall, by whole paise", () => {
    expect(differenceKind(-190)).toBe("short");
    expect(differenceKind(-0.01)).toBe("short");
    expect(differenceKind(-0.004)).toBe("even");
    expect(differenceKind(0.1 + 0.2 - 0.3)).toBe("even");
    expect(differenceKind(5)).toBe("over");
  });

  it("tells how much of a shortfall the rider still holds, to the paisa", () => {
    expect(stillWithRider(-1900, 1800)).toBe(1800);
    expect(stillWithRider(-20, 1800)).toBe(20);
    expect(stillWithRider(-0.3, 0.1 + 0.2)).toBe(0.3);
    expect(stillWithRider(-20, 0)).toBe(0);
    expect(stillWithRider(0, 500)).toBe(0);
    expect(stillWithRider(15, 500)).toBe(0);
  });

  it("records a handover only while the rider holds cash", () => {
    expect(canRecordHandover(190)).toBe(true);
    expect(canRecordHandover(0.01)).toBe(true);
    expect(canRecordHandover(0)).toBe(false);
    expect(canRecordHandover(0.001)).toBe(false);
  });

  it("takes amounts of ₹0.00 or more with at most two decimals", () => {
    expect(isHandoverAmount(0)).toBe(true);
    expect(isHandoverAmount(180.5)).toBe(true);
    expect(isHandoverAmount(0.1 + 0.2)).toBe(true);
    expect(isHandoverAmount(10.005)).toBe(false);
    expect(isHandoverAmount(-1)).toBe(false);
    expect(isHandoverAmount(Number.NaN)).toBe(false);
    expect(isHandoverAmount(null)).toBe(false);
  });
});
