import { accountTabFromParam, withAccountTab } from "./account-tab";

describe("account tab in the URL", () => {
  it("opens Orders unless the URL names another tab", () => {
    expect(accountTabFromParam(null)).toBe("orders");
    expect(accountTabFromParam("address")).toBe("address");
    expect(accountTabFromParam("orders")).toBe("orders");
    expect(accountTabFromParam("favourites")).toBe("favourites");
    expect(accountTabFromParam("Address")).toBe("orders");
    expect(accountTabFromParam("settings")).toBe("orders");
  });

  it("writes the tab, leaving the default out and dropping the orders page elsewhere", () => {
    expect(withAccountTab(new URLSearchParams(""), "address").toString()).toBe("tab=address");
    expect(withAccountTab(new URLSearchParams("tab=address"), "orders").toString()).toBe("");
    expect(withAccountTab(new URLSearchParams("page=3"), "address").toString()).toBe("tab=address");
    expect(withAccountTab(new URLSearchParams("page=3&x=1"), "orders").toString()).toBe("page=3&x=1");
  });
});
