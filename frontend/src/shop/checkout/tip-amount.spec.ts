import { MAX_TIP, parseTipAmount, tipChoiceOf } from "./tip-amount";

describe("parseTipAmount", () => {
  it("reads rupees with up to two decimals, spaces around allowed", () => {
    expect(parseTipAmount("25")).toBe(25);
    expect(parseTipAmount(" 15 ")).toBe(15);
    expect(parseTipAmount("25.5")).toBe(25.5);
    expect(parseTipAmount("0.01")).toBe(0.01);
    expect(parseTipAmount("0")).toBe(0);
  });

  it("takes up to the API's ₹200 and no more", () => {
    expect(parseTipAmount(String(MAX_TIP))).toBe(200);
    expect(parseTipAmount("200.00")).toBe(200);
    expect(parseTipAmount("200.01")).toBeNull();
    expect(parseTipAmount("999")).toBeNull();
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "  ", "abc", "-5", "1e2", "10.123", "1,000", "₹20", ".5", "20."]) {
      expect(parseTipAmount(text)).toBeNull();
    }
  });
});

describe("tipChoiceOf", () => {
  it("names no tip, a quick amount, or a custom one", () => {
    expect(tipChoiceOf(0)).toBe("none");
    expect(tipChoiceOf(10)).toBe(10);
    expect(tipChoiceOf(30)).toBe(30);
    expect(tipChoiceOf(25)).toBe("custom");
    expect(tipChoiceOf(20.5)).toBe("custom");
  });
});
