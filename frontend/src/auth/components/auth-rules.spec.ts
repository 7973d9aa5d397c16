import type { TFunction } from "i18next";
import { PHONE_PATTERN } from "../../common/phone-number";
import { emailRules, lengthBetween, matches, newPasswordRules, required } from "./auth-rules";
import type { FieldRule } from "./use-light-form";

/** The key itself as the text: the rules' messages are named by their catalogue keys. */
const t = ((key: string) => key) as unknown as TFunction;
const verdict = (rules: readonly FieldRule[], value: string) =>
  rules.map((rule) => rule(value)).find((message) => message !== null) ?? null;

describe("the light forms' rules", () => {
  it("required: something besides spaces", () => {
    expect(required("empty")("")).toBe("empty");
    expect(required("empty")("   ")).toBe("empty");
    expect(required("empty")(" a ")).toBeNull();
  });

  it("lengthBetween and matches judge only a filled-in value (required says the rest)", () => {
    const name = lengthBetween(2, 80, "length");
    expect(name("")).toBeNull();
    expect(name(" a ")).toBe("length");
    expect(name(" ab ")).toBeNull();
    expect(name("a".repeat(81))).toBe("length");
    expect(matches(PHONE_PATTERN, "phone")("")).toBeNull();
    expect(matches(PHONE_PATTERN, "phone")("98765")).toBe("phone");
    expect(matches(PHONE_PATTERN, "phone")("9876543210")).toBeNull();
  });

  it("an e-mail address: required first, then its shape", () => {
    expect(verdict(emailRules(t), " ")).toBe("auth.emailRequired");
    for (const wrong of ["anjali", "anjali@", "anjali@ruchi", "an jali@ruchi.in", "anjali@@ruchi.in", "anjali@ruchi."]) {
      expect([wrong, verdict(emailRules(t), wrong)]).toEqual([wrong, "auth.emailInvalid"]);
    }
    expect(verdict(emailRules(t), " anjali.varma@ruchi.co.in ")).toBeNull();
  });

  it("a new password: 8 to 128 characters, spaces counted as the server counts them", () => {
    const rules = newPasswordRules(t, "missing");
    expect(verdict(rules, "")).toBe("missing");
    expect(verdict(rules, "1234567")).toBe("auth.passwordRule");
    expect(verdict(rules, "       8")).toBeNull();
    expect(verdict(rules, "x".repeat(129))).toBe("auth.passwordRule");
  });
});
