import {
  COUNTED_STATUSES,
  EMPTY_ORDER_LIST_PARAMS,
  isFiltered,
  isOrderSearch,
  orderListFilter,
  orderListOffset,
  orderListParamsFromSearch,
  orderListParamsToSearch,
  ordersHref,
  parseDay,
  withFilter,
} from "./order-list-params";

const read = (query: string) => orderListParamsFromSearch(new URLSearchParams(query));

describe("the admin order list's URL", () => {
  it("reads statuses, day, range, search and page", () => {
    expect(read("status=confirmed,PENDING&date=2025-05-24&from=2025-05-11&to=2025-05-24&q=%231a2b3c&page=3")).toEqual({
      statuses: ["PENDING", "CONFIRMED"],
      date: "2025-05-24",
      from: "2025-05-11",
      to: "2025-05-24",
      search: "#1a2b3c",
      page: 3,
    });
    expect(read("")).toEqual(EMPTY_ORDER_LIST_PARAMS);
  });

  it("drops unknown statuses, unreal days and bad pages", () => {
    expect(read("status=SHIPPED,,DELIVERED&date=2025-02-30&from=24-05-2025&page=0")).toEqual({
      ...EMPTY_ORDER_LIST_PARAMS,
      statuses: ["DELIVERED"],
    });
    for (const page of ["-1", "2.5", "x", "99999999999999999999"]) expect(read(`page=${page}`).page).toBe(1);
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    expect(parseDay("2025-02-29")).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it("writes only what differs from the defaults, statuses in the state machine's order", () => {
    expect(orderListParamsToSearch(EMPTY_ORDER_LIST_PARAMS).toString()).toBe("");
    const written = orderListParamsToSearch({
      ...EMPTY_ORDER_LIST_PARAMS,
      statuses: ["DELIVERED", "PENDING"],
      date: "2025-05-24",
      search: " 1a2b ",
      page: 2,
    });
    expect(Object.fromEntries(written)).toEqual({ status: "PENDING,DELIVERED", date: "2025-05-24", q: "1a2b", page: "2" });
    expect(read(written.toString())).toEqual({
      ...EMPTY_ORDER_LIST_PARAMS,
      statuses: ["PENDING", "DELIVERED"],
      date: "2025-05-24",
      search: "1a2b",
      page: 2,
    });
  });

  it("starts a changed filter at the first page", () => {
    const onPage3 = { ...EMPTY_ORDER_LIST_PARAMS, page: 3 };
    expect(withFilter(onPage3, { statuses: ["REJECTED"] })).toEqual({ ...EMPTY_ORDER_LIST_PARAMS, statuses: ["REJECTED"] });
  });

  it("makes the API filter and offset", () => {
    expect(orderListFilter(EMPTY_ORDER_LIST_PARAMS)).toEqual({});
    expect(
      orderListFilter({ ...EMPTY_ORDER_LIST_PARAMS, statuses: ["PENDING"], from: "2025-05-11", to: "2025-05-24", search: " #AB12 " }),
    ).toEqual({
      statuses: ["PENDING"],
      from: "2025-05-11",
      to: "2025-05-24",
      search: "#AB12",
    });
    expect([orderListOffset(1), orderListOffset(2), orderListOffset(100_000)]).toEqual([0, 20, 10_000]);
  });

  it("tells a filtered list from the whole list", () => {
    expect(isFiltered(EMPTY_ORDER_LIST_PARAMS)).toBe(false);
    expect(isFiltered({ ...EMPTY_ORDER_LIST_PARAMS, page: 4 })).toBe(false);
    expect(isFiltered({ ...EMPTY_ORDER_LIST_PARAMS, search: "1a" })).toBe(true);
  });

  it("accepts an order ID search the server accepts: #ID, part of the id, any case", () => {
    for (const good of ["", "#1A2B3C", "1a2b3c", " c9f82639-8210 ", "#0"]) expect(isOrderSearch(good)).toBe(true);
    for (const bad of ["zzz", "#", "12 34", "1a2b3c%", "#".padEnd(40, "a")]) expect(isOrderSearch(bad)).toBe(false);
  });

  it("links the dashboard's figures to the filtered list", () => {
    expect(ordersHref({})).toBe("/admin/orders");
    expect(ordersHref({ statuses: ["PENDING"] })).toBe("/admin/orders?status=PENDING");
    expect(ordersHref({ date: "2025-05-24" })).toBe("/admin/orders?date=2025-05-24");
  });
});

describe("failed deliveries in the order list", () => {
  it("filters by DELIVERY_FAILED, kept in the state machine's order", () => {
    const list = orderListParamsFromSearch(new URLSearchParams("status=delivery_failed,DELIVERED"));
    expect(list.statuses).toEqual(["DELIVERED", "DELIVERY_FAILED"]);
    expect(orderListParamsToSearch(list).get("status")).toBe("DELIVERED,DELIVERY_FAILED");
  });

  it("counts them as the dashboard does: everything but rejected and cancelled orders", () => {
    expect(COUNTED_STATUSES).toContain("DELIVERY_FAILED");
    expect(COUNTED_STATUSES).not.toContain("REJECTED");
    expect(COUNTED_STATUSES).not.toContain("CANCELLED");
  });
});
