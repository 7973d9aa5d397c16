import { parsePreparationMinutes, readyAround } from "./preparation-minutes";

describe("parsePreparationMinutes", () => {
  it("takes whole minutes from 1 to 240", () => {
    expect(parsePreparationMinutes("1")).toBe(1);
    expect(parsePreparationMinutes(" 25 ")).toBe(25);
    expect(parsePreparationMinutes("240")).toBe(240);
  });

  it("refuses nothing, zero, too many, fractions and words", () => {
    for (const text of ["", "0", "241", "1000", "12.5", "-5", "ten", "1e2"]) expect(parsePreparationMinutes(text)).toBeNull();
  });
});

describe("readyAround", () => {
  it("adds the minutes to now", () => {
    expect(readyAround(Date.parse("2025-05-24T14:00:00Z"), 20).toISOString()).toBe("2025-05-24T14:20:00.000Z");
  });
});
