import { ROUTE_CODE } from "./routes-code";
import { ROUTES, type RouteEntry } from "./routes";

function modules(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.module ? [entry.module] : []), ...modules(entry.children ?? [])]);
}

function redirectsWithoutTarget(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [
    ...(entry.module === undefined && !entry.redirect && entry !== ROUTES[0] ? [entry] : []),
    ...redirectsWithoutTarget(entry.children ?? []),
  ]);
}

it("loads the code of exactly the layouts and pages the route table names", () => {
  expect(Object.keys(ROUTE_CODE).sort()).toEqual([...new Set(modules(ROUTES))].sort());
});

it("gives every route below the root a module or a redirect", () => {
  expect(redirectsWithoutTarget(ROUTES)).toEqual([]);
});
