import { parseTicketPaper, rollOf } from "./ticket-paper";

describe("parseTicketPaper", () => {
  it("keeps a 58 mm choice and takes anything else as 80 mm", () => {
    expect(parseTicketPaper("58")).toBe("58");
    expect(parseTicketPaper("80")).toBe("80");
    expect(parseTicketPaper(null)).toBe("80");
    expect(parseTicketPaper("57")).toBe("80");
  });
});

describe("rollOf", () => {
  it("prints on the chosen roll's width", () => {
    expect(rollOf("58")).toEqual({ rollWidthMm: 58 });
    expect(rollOf("80")).toEqual({ rollWidthMm: 80 });
  });
});
