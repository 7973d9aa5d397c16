import { amountText, cashDiffers, cashProblems, rupeesFromText, toPaise } from "./cash-rule";

describe("toPaise", () => {
  it("reads rupees typed with up to two decimals", () => {
    expect(toPaise("250")).toBe(25_000);
    expect(toPaise("250.5")).toBe(25_050);
    expect(toPaise("250.05")).toBe(25_005);
    expect(toPaise(" 0.10 ")).toBe(10);
    expect(toPaise(".5")).toBe(50);
    expect(toPaise("250.")).toBe(25_000);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", ".", "abc", "-5", "1e3", "1,000", "250.505", "₹250"]) expect(toPaise(text)).toBeNull();
  });

  it("rounds the API's floats to the paisa", () => {
    expect(toPaise(250.1)).toBe(25_010);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(130)).toBe(13_000);
    expect(toPaise(Number.NaN)).toBeNull();
  });
});

describe("cashDiffers: compared in whole paise", () => {
  it("is equal when the paise are, whatever the writing", () => {
    expect(cashDiffers(250.1, "250.10")).toBe(false);
    expect(cashDiffers(250.1, "250.1")).toBe(false);
    expect(cashDiffers(0.1 + 0.2, "0.30")).toBe(false);
    expect(cashDiffers(130, "130")).toBe(false);
  });

  it("differs by a single paisa, either way", () => {
    expect(cashDiffers(250.1, "250.11")).toBe(true);
    expect(cashDiffers(250.1, "250.09")).toBe(true);
    expect(cashDiffers(130, "120")).toBe(true);
    expect(cashDiffers(130, "0")).toBe(true);
  });
});

describe("cashProblems: a note is required when the amount differs from the total", () => {
  it("needs no note for the exact total", () => {
    expect(cashProblems(250.1, "250.10", "")).toEqual([]);
  });

  it("requires a note for another amount, and accepts it with one", () => {
    expect(cashProblems(250.1, "250", "")).toEqual(["noteRequired"]);
    expect(cashProblems(250.1, "250", "   ")).toEqual(["noteRequired"]);
    expect(cashProblems(250.1, "250", "No change")).toEqual([]);
    expect(cashProblems(250.1, "300", "Kept the change as a tip")).toEqual([]);
  });

  it("asks for an amount first", () => {
    expect(cashProblems(250, "", "")).toEqual(["amountMissing"]);
    expect(cashProblems(250, "12.345", "note")).toEqual(["amountInvalid"]);
    expect(cashProblems(250, "-4", "note")).toEqual(["amountInvalid"]);
    expect(cashProblems(250, "100000.01", "note")).toEqual(["amountTooLarge"]);
  });
});

describe("the amount's text", () => {
  it("prefills the total with two decimals and sends typed rupees to the paisa", () => {
    expect(amountText(250.1)).toBe("250.10");
    expect(amountText(130)).toBe("130.00");
    expect(amountText(0.1 + 0.2)).toBe("0.30");
    expect(rupeesFromText("120.5")).toBe(120.5);
    expect(rupeesFromText("x")).toBeNull();
  });
});
