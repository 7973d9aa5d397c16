import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("turns line breaks and tabs into single spaces and keeps the rest", () => {
    expect(oneLine("Less spicy,\nno onions")).toBe("Less spicy, no onions");
    expect(oneLine("a\r\n\r\nb\tc")).toBe("a b c");
    expect(oneLine("  as typed  ")).toBe("  as typed  ");
  });
});
