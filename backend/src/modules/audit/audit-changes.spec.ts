import { AUDIT_TEXT_LIMIT, auditFieldChanges } from "./audit-changes";

describe("auditFieldChanges", () => {
  it("lists only the fields that differ, before's first", () => {
    expect(auditFieldChanges({ name: "Idli", pricePaise: 4000, isVeg: true }, { name: "Idli", pricePaise: 4500, isVeg: true })).toEqual([
      { field: "pricePaise", before: 4000, after: 4500 },
    ]);
  });

  it("lists every field of a creation with null before, and of a removal with null after", () => {
    expect(auditFieldChanges(null, { code: "WELCOME", limit: null })).toEqual([
      { field: "code", before: null, after: "WELCOME" },
      { field: "limit", before: null, after: null },
    ]);
    expect(auditFieldChanges({ code: "WELCOME" }, null)).toEqual([{ field: "code", before: "WELCOME", after: null }]);
  });

  it("compares lists and dates by value and keeps dates as ISO text", () => {
    const at = new Date("2026-11-28T06:30:00.000Z");
    expect(auditFieldChanges({ ids: ["a", "b"], at }, { ids: ["a", "b"], at: new Date(at) })).toEqual([]);
    expect(auditFieldChanges({ ids: ["a", "b"] }, { ids: ["b", "a"] })).toEqual([{ field: "ids", before: ["a", "b"], after: ["b", "a"] }]);
    expect(auditFieldChanges({ at: null }, { at })).toEqual([{ field: "at", before: null, after: "2026-11-28T06:30:00.000Z" }]);
  });

  it("never keeps a field named like a secret, whatever a module hands over", () => {
    expect(auditFieldChanges(null, { passwordHash: "x", signingSecret: "y", resetToken: "z", otpCode: "1", name: "Key" })).toEqual([
      { field: "name", before: null, after: "Key" },
    ]);
  });

  it("cuts a long text, saying so", () => {
    const [change] = auditFieldChanges(null, { description: "a".repeat(AUDIT_TEXT_LIMIT + 50) });
    expect(change!.after).toBe(`${"a".repeat(AUDIT_TEXT_LIMIT)}…`);
  });
});
