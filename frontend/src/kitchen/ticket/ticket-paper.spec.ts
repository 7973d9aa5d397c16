import { pageRuleFor, parseTicketPaper } from "./ticket-paper";

describe("parseTicketPaper", () => {
  it("keeps a 58 mm choice and takes anything else as 80 mm", () => {
    expect(parseTicketPaper("58")).toBe("58");
    expect(parseTicketPaper("80")).toBe("80");
    expect(parseTicketPaper(null)).toBe("80");
    expect(parseTicketPaper("57")).toBe("80");
  });
});

describe("pageRuleFor", () => {
  it("prints on the roll's width without margins", () => {
    expect(pageRuleFor("58")).toBe("@page { size: 58mm auto; margin: 0; }");
    expect(pageRuleFor("80")).toBe("@page { size: 80mm auto; margin: 0; }");
  });
});
