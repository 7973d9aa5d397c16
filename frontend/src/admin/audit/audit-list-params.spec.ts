import {
  AUDIT_PAGE_SIZE,
  EMPTY_AUDIT_LIST_PARAMS,
  auditListFilter,
  auditListOffset,
  auditListParamsFromSearch,
  auditListParamsToSearch,
  isAuditFiltered,
  isBackwardRange,
  withAuditFilter,
} from "./audit-list-params";

const read = (query: string) => auditListParamsFromSearch(new URLSearchParams(query));

describe("the audit trail's URL", () => {
  it("reads every filter and the page", () => {
    expect(read("who=%20ravi%20&kind=COUPON&from=2026-11-01&to=2026-11-28&page=3")).toEqual({
      actor: "ravi",
      kind: "COUPON",
      from: "2026-11-01",
      to: "2026-11-28",
      page: 3,
    });
  });

  it("drops unknown kinds, days that are not calendar days and bad pages", () => {
    expect(read("kind=coupon&from=2026-02-30&to=yesterday&page=0")).toEqual(EMPTY_AUDIT_LIST_PARAMS);
    expect(read("kind=toString&page=-2")).toEqual(EMPTY_AUDIT_LIST_PARAMS);
  });

  it("cuts a name search to the API's 80 characters", () => {
    expect(read(`who=${"a".repeat(100)}`).actor).toHaveLength(80);
  });

  it("writes only what differs from the defaults, and reads back the same list", () => {
    expect(auditListParamsToSearch(EMPTY_AUDIT_LIST_PARAMS).toString()).toBe("");
    const list = { actor: "Srinivas", kind: "SETTINGS" as const, from: "2026-11-01", to: null, page: 2 };
    const query = auditListParamsToSearch(list);
    expect(query.toString()).toBe("who=Srinivas&kind=SETTINGS&from=2026-11-01&page=2");
    expect(auditListParamsFromSearch(query)).toEqual(list);
  });

  it("starts a new filter at the first page", () => {
    expect(withAuditFilter({ ...EMPTY_AUDIT_LIST_PARAMS, page: 4 }, { kind: "COUPON" })).toEqual({
      ...EMPTY_AUDIT_LIST_PARAMS,
      kind: "COUPON",
      page: 1,
    });
  });
});

describe("auditListFilter", () => {
  it("sends only the filters given", () => {
    expect(auditListFilter(EMPTY_AUDIT_LIST_PARAMS)).toEqual({});
    expect(auditListFilter({ actor: " key ", kind: "API_KEY", from: "2026-11-01", to: "2026-11-02", page: 1 })).toEqual({
      actor: "key",
      entityType: "API_KEY",
      from: "2026-11-01",
      to: "2026-11-02",
    });
  });

  it("says whether the list is narrowed", () => {
    expect(isAuditFiltered(EMPTY_AUDIT_LIST_PARAMS)).toBe(false);
    expect(isAuditFiltered({ ...EMPTY_AUDIT_LIST_PARAMS, to: "2026-11-02" })).toBe(true);
    expect(isAuditFiltered({ ...EMPTY_AUDIT_LIST_PARAMS, actor: "  " })).toBe(false);
  });
});

describe("auditListOffset", () => {
  it("pages by the page size, within the API's offsets", () => {
    expect(auditListOffset(1)).toBe(0);
    expect(auditListOffset(3)).toBe(2 * AUDIT_PAGE_SIZE);
    expect(auditListOffset(100_000)).toBe(10_000);
  });
});

describe("isBackwardRange", () => {
  it("is a first day after the last, and nothing else", () => {
    expect(isBackwardRange({ ...EMPTY_AUDIT_LIST_PARAMS, from: "2026-11-02", to: "2026-11-01" })).toBe(true);
    expect(isBackwardRange({ ...EMPTY_AUDIT_LIST_PARAMS, from: "2026-11-01", to: "2026-11-01" })).toBe(false);
    expect(isBackwardRange({ ...EMPTY_AUDIT_LIST_PARAMS, from: "2026-11-02" })).toBe(false);
  });
});
