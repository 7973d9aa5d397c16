import { financialYearOf } from "./financial-year";
import { invoiceNumber } from "./invoice-series";

describe("financialYearOf", () => {
  it("turns on 1 April at midnight in India, not in UTC", () => {
    // 31 March 2027 23:59:59 IST is 18:29:59 UTC; 1 April 00:00 IST is 18:30 UTC on 31 March.
    expect(financialYearOf(new Date("2027-03-31T18:29:59.999Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00.000Z"))).toBe("2027-28");
  });

  it("keeps January to March in the year that began the April before", () => {
    expect(financialYearOf(new Date("2027-01-15T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-04-01T06:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-03-31T06:00:00Z"))).toBe("2025-26");
  });

  it("writes the century's turn with two digits", () => {
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });
});

describe("invoiceNumber", () => {
  it("pads the sequence to six digits", () => {
    expect(invoiceNumber("RUC", "2026-27", 123)).toBe("RUC/2026-27/000123");
    expect(invoiceNumber("RUC-BOS", "2026-27", 1)).toBe("RUC-BOS/2026-27/000001");
  });
});
