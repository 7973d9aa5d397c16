import { AVATAR_COLOURS, avatarColourOf, initialsOf } from "./initials";

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("Ravi Kumar")).toBe("RK");
    expect(initialsOf("  venkata  sai   ram ")).toBe("VR");
    expect(initialsOf("lakshmi")).toBe("L");
  });

  it("keeps whole characters of non-Latin names", () => {
    expect(initialsOf("రవి కుమార్")).toBe("రక");
  });

  it("shows a question mark for an empty name", () => {
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("avatarColourOf", () => {
  it("gives the same colour for the same name", () => {
    expect(avatarColourOf("Ravi Kumar")).toBe(avatarColourOf(" ravi kumar "));
  });

  it("only uses colours white letters read on (WCAG AA)", () => {
    for (const colour of AVATAR_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
