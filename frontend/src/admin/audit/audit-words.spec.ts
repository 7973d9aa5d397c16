import { adminAudit } from "../../i18n/en/admin-audit";
import { AUDIT_KINDS, auditActionKey, auditKindOf } from "./audit-words";

/** As i18next's exists() answers for the English admin catalogue. */
const exists = (key: string) => {
  const [, part, name] = key.split(".");
  return part === "action" && name !== undefined && Object.hasOwn(adminAudit.action, name);
};

describe("auditActionKey", () => {
  it("finds the words of a known action", () => {
    expect(auditActionKey("createCoupon", exists)).toBe("adminAudit.action.createCoupon");
    expect(adminAudit.action.createCoupon).toBe("Created a coupon");
  });

  it("has none for an action the catalogue lacks, or for anything that is not a mutation's name", () => {
    expect(auditActionKey("archiveEverything", exists)).toBeNull();
    expect(auditActionKey("action.createCoupon", () => true)).toBeNull();
    expect(auditActionKey("apiErrors:FORBIDDEN", () => true)).toBeNull();
    expect(auditActionKey("", () => true)).toBeNull();
  });
});

describe("auditKindOf", () => {
  it("knows every kind and nothing else", () => {
    for (const kind of AUDIT_KINDS) expect(auditKindOf(kind)).toBe(kind);
    expect(new Set(AUDIT_KINDS).size).toBe(Object.keys(adminAudit.kind).length);
    expect(auditKindOf("coupon")).toBeNull();
    expect(auditKindOf(null)).toBeNull();
  });
});
