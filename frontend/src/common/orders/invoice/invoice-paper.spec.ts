import { invoicePage, parseInvoicePaper, taxLineText } from "./invoice-paper";

describe("the invoice's paper", () => {
  it("is A4 unless the 80 mm roll is asked for", () => {
    expect(parseInvoicePaper(null)).toBe("a4");
    expect(parseInvoicePaper("58")).toBe("a4");
    expect(parseInvoicePaper("80")).toBe("80");
  });

  it("prints A4 with margins, or on the 80 mm roll", () => {
    expect(invoicePage("a4")).toBe("@page { size: A4; margin: 12mm; }");
    expect(invoicePage("80")).toEqual({ rollWidthMm: 80 });
  });
});

describe("taxLineText", () => {
  it("names the tax, its half rate and what it is on", () => {
    expect(taxLineText({ tax: "CGST", supply: "FOOD", ratePercent: 2.5 })).toEqual({
      key: "invoice.taxOnFood",
      values: { tax: "CGST", rate: "2.5" },
    });
    expect(taxLineText({ tax: "SGST", supply: "DELIVERY", ratePercent: 9 })).toEqual({
      key: "invoice.taxOnDelivery",
      values: { tax: "SGST", rate: "9" },
    });
    expect(taxLineText({ tax: "CGST", supply: "FOOD", ratePercent: 0.1 + 0.2 }).values.rate).toBe("0.3");
  });
});
