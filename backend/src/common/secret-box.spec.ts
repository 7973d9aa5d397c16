import { keyList, newSecretsKey, SecretBox } from "./secret-box";

describe("SecretBox", () => {
  const first = newSecretsKey();
  const second = newSecretsKey();

  it("seals a secret so that it reads back, and never the same way twice", () => {
    const box = new SecretBox([first]);
    const sealed = box.seal("whsec_abc");
    expect(sealed).toMatch(/^v1:[0-9a-f]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain("abc");
    expect(box.seal("whsec_abc")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("whsec_abc");
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(SecretBox.isSealed("whsec_abc")).toBe(false);
  });

  it("refuses a value changed in any part, or sealed with a key it does not hold", () => {
    const box = new SecretBox([first]);
    const sealed = box.seal("whsec_abc");
    const parts = sealed.split(":");
    const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    for (const index of [2, 3, 4]) {
      const changed = parts.map((part, at) => (at === index ? flip(part) : part)).join(":");
      expect(() => box.open(changed)).toThrow();
    }
    expect(() => new SecretBox([second]).open(sealed)).toThrow(/not among the keys/);
    expect(() => box.open("whsec_abc")).toThrow(/Not a sealed secret/);
  });

  it("opens with every key it holds and seals with the first: a rotation", () => {
    const old = new SecretBox([first]);
    const sealedBefore = old.seal("whsec_old");
    const rotating = SecretBox.fromText(`${second}, ${first}`);
    expect(rotating.open(sealedBefore)).toBe("whsec_old");
    expect(rotating.isSealedWithCurrentKey(sealedBefore)).toBe(false);
    const resealed = rotating.seal(rotating.open(sealedBefore));
    expect(rotating.isSealedWithCurrentKey(resealed)).toBe(true);
    expect(new SecretBox([second]).open(resealed)).toBe("whsec_old");
  });

  it("takes keys of 32 bytes in base64url only, comma- or line-separated", () => {
    expect(keyList(`${first}\n${second}\n`)).toEqual([first, second]);
    expect(() => keyList("short")).toThrow(/32 random bytes/);
    expect(() => keyList(`${first},${"x".repeat(44)}`)).toThrow(/32 random bytes/);
    expect(() => new SecretBox([])).toThrow();
  });
});
