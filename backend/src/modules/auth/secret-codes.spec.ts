import { generateOtp, generateLinkToken, hashOtp, hashLinkToken, sameHash } from "./secret-codes";

describe("secret codes", () => {
  it("makes six-digit codes", () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it("hashes a code with the key and the user, so equal codes of two users differ", () => {
    expect(hashOtp("k", "user-1", "123456")).not.toBe(hashOtp("k", "user-2", "123456"));
    expect(hashOtp("k", "user-1", "123456")).not.toBe(hashOtp("other key", "user-1", "123456"));
    expect(sameHash(hashOtp("k", "u", "123456"), hashOtp("k", "u", "123456"))).toBe(true);
    expect(sameHash(hashOtp("k", "u", "123456"), hashOtp("k", "u", "123457"))).toBe(false);
  });

  it("makes 32-byte link tokens and stores only their sha256", () => {
    const token = generateLinkToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateLinkToken()).not.toBe(token);
  });
});
