import { auditChangeLines, auditValueText, NO_VALUE } from "./audit-values";

const words = { yes: "Yes", no: "No" };
const text = (field: string, json: string | null) => auditValueText(field, json, words);

describe("auditValueText", () => {
  it("shows a missing value, JSON null and an empty list as a dash", () => {
    expect(text("code", null)).toBe(NO_VALUE);
    expect(text("code", "null")).toBe(NO_VALUE);
    expect(text("restaurantIds", "[]")).toBe(NO_VALUE);
  });

  it("shows strings without their quotes", () => {
    expect(text("code", '"FIRST50"')).toBe("FIRST50");
    expect(text("description", '"50 off, \\"today\\""')).toBe('50 off, "today"');
  });

  it("shows booleans in words", () => {
    expect(text("isActive", "true")).toBe("Yes");
    expect(text("firstOrderOnly", "false")).toBe("No");
    expect(auditValueText("isActive", "true", { yes: "అవును", no: "కాదు" })).toBe("అవును");
  });

  it("shows amounts in paise as rupees, other numbers as they are", () => {
    expect(text("amountPaise", "5000")).toBe("₹50.00");
    expect(text("minOrderPaise", "19999")).toBe("₹199.99");
    expect(text("amountPaise", "-1234550")).toBe("-₹12,345.50");
    expect(text("percent", "15")).toBe("15");
    expect(text("usageLimit", "0")).toBe("0");
  });

  it("joins lists with commas, each item shown by the same rules", () => {
    expect(text("weekdays", '["MONDAY","SUNDAY"]')).toBe("MONDAY, SUNDAY");
    expect(text("slabsPaise", "[1000,2550]")).toBe("₹10.00, ₹25.50");
    expect(text("flags", "[true,null]")).toBe(`Yes, ${NO_VALUE}`);
  });

  it("shows a moment as the app shows times, in India", () => {
    expect(text("validFrom", '"2026-01-01T00:00:00.000Z"').replace(/[\u00a0\u202f]/g, " ")).toBe("1 Jan 2026, 5:30 am");
    // A day alone is no moment: it stays as it is.
    expect(text("weekStart", '"2026-01-05"')).toBe("2026-01-05");
  });

  it("shows text that is not JSON as it came", () => {
    expect(text("code", "not json")).toBe("not json");
  });
});

describe("auditChangeLines", () => {
  it("reads each field before and after, leaving out the fields that read the same on both sides", () => {
    const created = [
      { field: "code", before: null, after: '"FIRST50"' },
      { field: "percent", before: null, after: "null" },
      { field: "restaurantIds", before: null, after: "[]" },
      { field: "amountPaise", before: null, after: "5000" },
    ];
    expect(auditChangeLines(created, words)).toEqual([
      { field: "code", before: NO_VALUE, after: "FIRST50" },
      { field: "amountPaise", before: NO_VALUE, after: "₹50.00" },
    ]);
    expect(auditChangeLines([{ field: "isActive", before: "true", after: "false" }], words)).toEqual([
      { field: "isActive", before: "Yes", after: "No" },
    ]);
    expect(auditChangeLines([], words)).toEqual([]);
  });
});
