import { ROUTE_CODE } from "./routes-code";
import { pathTo, routePaths, ROUTES, type RouteEntry, type RouteId } from "./routes";

const entries = routePaths(ROUTES).map(({ route }) => route);

it("loads the code of exactly the layouts and pages the route table names", () => {
  const modules = entries.flatMap((entry) => (entry.module ? [entry.module] : []));
  expect(Object.keys(ROUTE_CODE).sort()).toEqual([...new Set(modules)].sort());
});

it("gives every route below the root a module or a redirect to a route of the table", () => {
  const ids = new Set(entries.flatMap((entry) => (entry.id ? [entry.id] : [])));
  const lost = entries.filter(
    (entry: RouteEntry) =>
      entry !== ROUTES[0] && (entry.module === undefined ? !entry.redirect || !ids.has(entry.redirect) : entry.redirect),
  );
  expect(lost).toEqual([]);
});

it("names every layout and page, each name once (React Router's route ids)", () => {
  const ids = entries.flatMap((entry) => (entry.module ? [entry.id] : []));
  expect(ids).not.toContain(undefined);
  expect(new Set(ids).size).toBe(ids.length);
});

describe("pathTo", () => {
  it("gives a route's full path by its name", () => {
    expect(pathTo("root")).toBe("/");
    expect(pathTo("landing")).toBe("/");
    expect(pathTo("login")).toBe("/auth/login");
    expect(pathTo("terms")).toBe("/auth/terms-conditions");
    expect(pathTo("shopHome")).toBe("/shop/home");
    expect(pathTo("adminDashboard")).toBe("/admin/dashboard");
    expect(pathTo("rider")).toBe("/rider");
  });

  it("fills in the parameters, encoded, and fails without one", () => {
    expect(pathTo("menu", { id: 7 })).toBe("/shop/listing/7");
    expect(pathTo("kitchenBoard", { restaurantId: "a b" })).toBe("/kitchen/a%20b");
    expect(() => pathTo("resetPassword")).toThrow(":token");
  });

  it("takes only the table's names", () => {
    // @ts-expect-error -- not a route of the table
    const unknown: RouteId = "nowhere";
    expect(() => pathTo(unknown)).toThrow("nowhere");
  });
});
