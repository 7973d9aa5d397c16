import { accountLanguageStep } from "./account-language-step";

describe("accountLanguageStep", () => {
  it("does nothing while nobody is signed in", () => {
    expect(accountLanguageStep(null, "te", null)).toEqual({ kind: "none" });
  });

  it("adopts the account's language when it differs from the one shown (a sign-in on another device)", () => {
    expect(accountLanguageStep({ id: "u1", preferredLanguage: "te" }, "en", null)).toEqual({ kind: "adopt", language: "te" });
    expect(accountLanguageStep({ id: "u1", preferredLanguage: "en" }, "te", null)).toEqual({ kind: "adopt", language: "en" });
  });

  it("does nothing when the account already has the language shown", () => {
    expect(accountLanguageStep({ id: "u1", preferredLanguage: "te" }, "te", null)).toEqual({ kind: "none" });
  });

  it("gives an account without a language the one shown", () => {
    expect(accountLanguageStep({ id: "u1", preferredLanguage: null }, "te", null)).toEqual({ kind: "save", language: "te" });
    expect(accountLanguageStep({ id: "u1" }, "en", null)).toEqual({ kind: "save", language: "en" });
  });

  it("saves a choice this device could not send before, instead of going back to the account's older one", () => {
    expect(accountLanguageStep({ id: "u1", preferredLanguage: "en" }, "te", "u1")).toEqual({ kind: "save", language: "te" });
  });

  it("does not push one user's unsaved choice onto another user's account", () => {
    expect(accountLanguageStep({ id: "u2", preferredLanguage: "en" }, "te", "u1")).toEqual({ kind: "adopt", language: "en" });
  });
});
