import { EMPTY_USER_LIST_PARAMS, userListParamsFromSearch, userListParamsToSearch, userListVariables } from "./user-list-params";

const read = (query: string) => userListParamsFromSearch(new URLSearchParams(query));

describe("the user list's URL", () => {
  it("reads the search, the role in any case and the page", () => {
    expect(read("q=%20ravi%20&role=admin&page=2")).toEqual({ search: "ravi", role: "ADMIN", page: 2 });
    expect(read("")).toEqual(EMPTY_USER_LIST_PARAMS);
  });

  it("reads the rider role", () => {
    expect(read("role=rider").role).toBe("RIDER");
    expect(userListParamsToSearch({ ...EMPTY_USER_LIST_PARAMS, role: "RIDER" }).toString()).toBe("role=RIDER");
    expect(userListVariables({ ...EMPTY_USER_LIST_PARAMS, role: "RIDER" }).role).toBe("RIDER");
  });

  it("drops unknown roles and bad pages", () => {
    expect(read("role=OWNER&page=0")).toEqual(EMPTY_USER_LIST_PARAMS);
    expect(read("page=1.5").page).toBe(1);
  });

  it("writes only what differs from the defaults and reads back the same list", () => {
    expect(userListParamsToSearch(EMPTY_USER_LIST_PARAMS).toString()).toBe("");
    const list = { search: "lakshmi", role: "SUPERADMIN" as const, page: 3 };
    expect(userListParamsToSearch(list).toString()).toBe("q=lakshmi&role=SUPERADMIN&page=3");
    expect(read(userListParamsToSearch(list).toString())).toEqual(list);
  });

  it("makes the API variables: no empty search, 20 a page", () => {
    expect(userListVariables(EMPTY_USER_LIST_PARAMS)).toEqual({ search: null, role: null, limit: 20, offset: 0 });
    expect(userListVariables({ search: " 98765 ", role: "ADMIN", page: 2 })).toEqual({
      search: "98765",
      role: "ADMIN",
      limit: 20,
      offset: 20,
    });
    expect(userListVariables({ ...EMPTY_USER_LIST_PARAMS, page: 100_000 }).offset).toBe(10_000);
  });
});
