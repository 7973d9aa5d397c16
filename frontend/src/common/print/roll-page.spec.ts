import { rollPageRule } from "./roll-page";

describe("rollPageRule", () => {
  it("prints on the roll's width, as long as the sheet and a little more, without margins", () => {
    // 378 CSS px are 100 mm.
    expect(rollPageRule({ rollWidthMm: 80 }, 378)).toBe("@page { size: 80mm 103mm; margin: 0; }");
    expect(rollPageRule({ rollWidthMm: 58 }, 1000)).toBe("@page { size: 58mm 267mm; margin: 0; }");
  });

  it("always gives a valid page, even before the sheet was measured", () => {
    expect(rollPageRule({ rollWidthMm: 80 }, 0)).toBe("@page { size: 80mm 3mm; margin: 0; }");
  });
});
