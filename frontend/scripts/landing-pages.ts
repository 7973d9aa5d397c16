import { joinPath, pathPattern, type RouteEntry, type RouteHandle } from "../src/routes.js";

export { pathPattern };

/**
 * What the build reads of the route table (src/routes.ts, the one place a path is written): the
 * pages a person can open first, with the modules their first screen needs besides the app's entry
 * (the layouts' and the page's, as src/router.tsx loads them), the queries the early script asks
 * for there, and the modules of the shop's chunk and of the signed-out visitor's pages. The build
 * fails when a module named there is not in it (scripts/chunk-graph.ts).
 */
export interface LandingPage {
  /** The addresses (pathname) of the page: the route's full path as a regular expression, a group per parameter. */
  path: RegExp;
  /** The route's parameters, in the order of the groups. */
  params: string[];
  /** The modules of its layouts and page whose code the early script starts downloading (`handle.landing`). */
  modules: string[];
  /** The parts of the catalogue its texts come from, besides the main one (src/i18n/i18n.ts). */
  catalogues: string[];
  /** The queries the early script asks for (`handle.early` of the route and its layouts). */
  queries: string[];
}

/** A route with the routes above it, root first. */
type RouteChain = readonly RouteEntry[];

function chains(routes: readonly RouteEntry[], above: RouteChain = []): RouteChain[] {
  return routes.flatMap((route) => {
    const chain = [...above, route];
    return route.children ? [chain, ...chains(route.children, chain)] : [chain];
  });
}

/** A chain's full path. */
const chainPath = (chain: RouteChain) => chain.reduce((above, route) => joinPath(above, route.path), "/");

/** The routes a location can end at (pages and redirects, not the layouts alone), splats last as the router ranks them. */
function pageChains(routes: readonly RouteEntry[]): RouteChain[] {
  const ends = chains(routes).filter((chain) => !chain[chain.length - 1]!.children);
  const isSplat = (chain: RouteChain) => chainPath(chain).endsWith("*");
  return [...ends.filter((chain) => !isSplat(chain)), ...ends.filter(isSplat)];
}

const handles = (chain: RouteChain): RouteHandle[] => chain.map((route) => route.handle ?? {});

/**
 * Every page of the table where the early script has something to do (code to download, a query
 * to ask), in the order to try them. A page with no code to download and only the queries of its
 * root (the sign-in check) is left to one entry per root at the end: the early script stays small.
 */
export function landingPages(routes: readonly RouteEntry[]): LandingPage[] {
  const rootQueries = (chain: RouteChain) => chain[0]!.handle?.early ?? [];
  const pages = pageChains(routes).flatMap((chain) => {
    const landing = chain.filter((route) => route.handle?.landing);
    const queries = handles(chain).flatMap((handle) => handle.early ?? []);
    if (landing.length === 0 && queries.length === rootQueries(chain).length) return [];
    const { pattern, params } = pathPattern(chainPath(chain));
    return [
      {
        path: pattern,
        params,
        modules: [...new Set(landing.flatMap((route) => (route.module ? [route.module] : [])))],
        catalogues: [...new Set(landing.flatMap((route) => route.texts ?? []))],
        queries,
      },
    ];
  });
  const everyOther = routes.flatMap((root) =>
    root.handle?.early
      ? [{ path: pathPattern(`${root.path ?? ""}/*`).pattern, params: [], modules: [], catalogues: [], queries: [...root.handle.early] }]
      : [],
  );
  return [...pages, ...everyOther];
}

/** The modules of the routes whose handle (or a layout's above them) says so. */
function modulesWhere(routes: readonly RouteEntry[], test: (handle: RouteHandle) => boolean, inherited: boolean): string[] {
  return [
    ...new Set(
      chains(routes).flatMap((chain) => {
        const route = chain[chain.length - 1]!;
        const marked = inherited ? handles(chain).some(test) : test(route.handle ?? {});
        return marked && route.module ? [route.module] : [];
      }),
    ),
  ];
}

/** The shop's frame and its entry pages (`handle.chunk: "shop"`): one chunk, "shop" (scripts/shop-chunks.ts). */
export const shopModules = (routes: readonly RouteEntry[]) => modulesWhere(routes, (handle) => handle.chunk === "shop", false);

/** The sign-in screens and their frame (`handle.chunk: "auth"`): one chunk, "auth" (scripts/shop-chunks.ts). */
export const authModules = (routes: readonly RouteEntry[]) => modulesWhere(routes, (handle) => handle.chunk === "auth", false);

/** The layouts and pages outside the sign-in frame: no route above them, nor they, has `handle.chunk: "auth"`. */
export function outsideAuthModules(routes: readonly RouteEntry[]): string[] {
  const inside = new Set(modulesWhere(routes, (handle) => handle.chunk === "auth", true));
  return modulesWhere(routes, () => true, false).filter((module) => !inside.has(module));
}

/** The layouts and pages of a signed-out visitor (`handle.signedOut`, with everything under it). */
export const signedOutModules = (routes: readonly RouteEntry[]) => modulesWhere(routes, (handle) => handle.signedOut === true, true);

/**
 * The catalogue's chunks by part and language, as src/i18n/i18n.ts imports them: "main" is
 * needed by every page, a landing page's own parts besides it.
 */
export const CATALOGUE_MODULES: Record<string, Record<string, string>> = {
  main: { en: "i18n/en.ts", te: "i18n/te.ts" },
  public: { en: "i18n/en-public.ts", te: "i18n/te-public.ts" },
};
