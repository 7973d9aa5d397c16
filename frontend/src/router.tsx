import { Suspense, type ComponentType } from "react";
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { AppRoot } from "./common/app-root";
import { FullScreenLoading } from "./common/full-screen-loading";
import { lazyRoute, type LazyRoute } from "./common/lazy-route";
import { RouteErrorBoundary } from "./common/route-error-boundary";
import { loadCatalogue, type CataloguePart } from "./i18n/i18n";
import { ROUTES, type RouteEntry } from "./routes";
import { ROUTE_CODE, type RouteCode } from "./routes-code";

/** A page whose texts are catalogue parts of their own: its code and its texts load side by side. */
const withTexts = (parts: CataloguePart[], load: () => Promise<ComponentType>) => (): Promise<ComponentType> =>
  Promise.all([load(), ...parts.map(loadCatalogue)]).then(([component]) => component);

/**
 * The component of a layout's or page's code; when the code comes with a first load (a page's
 * first data) and the address being opened is this route's, that starts too, with its parameters
 * (matched as the router matches: what the page's useParams reads).
 */
function componentOf(code: RouteCode, route: LazyRoute): ComponentType {
  if (!("Component" in code)) return code;
  const match = matchRoutes(routes, window.location.pathname)?.find((candidate) => candidate.route.handle === route);
  if (match) code.firstLoad(match.params);
  return code.Component;
}

/**
 * The code of a layout or page. A layout's download also starts the code of the routes under it
 * that the address matches: React asks for the layout's code when it first renders it, and would
 * ask for the page's only once the layout is there; this way both come side by side.
 */
function codeOf(entry: RouteEntry & { module: string }): LazyRoute {
  const module = ROUTE_CODE[entry.module]!;
  const load = withTexts(entry.texts ?? [], () => module().then((code) => componentOf(code, route)));
  const route = lazyRoute(
    entry.children
      ? () => {
          // After this load is under way: the layout's own preload (among the matches) then joins it.
          queueMicrotask(() => void preloadRoute(window.location.pathname));
          return load();
        }
      : load,
  );
  return route;
}

/** React Router's route for an entry of the table: its page or layout loaded on demand, or a redirect. */
function toRouteObject(entry: RouteEntry): RouteObject {
  const place = entry.index ? { index: true as const } : { path: entry.path };
  const children = entry.children?.map(toRouteObject);
  if (entry.module === undefined) return { ...place, element: <Navigate to={entry.redirect!} replace /> };
  const code = codeOf({ ...entry, module: entry.module });
  // The handle carries the code, so that a location's layouts and page can be preloaded together.
  return { ...place, handle: code, element: <code.Component />, children } as RouteObject;
}

/** The app's routes, from the route table; the root (the guard in AppRoot, above every page) is part of the entry. */
const routes: RouteObject[] = ROUTES.map((root) => ({
  path: root.path,
  element: <AppRoot />,
  children: root.children?.map(toRouteObject),
}));

/**
 * Starts downloading the code of every layout and page the path matches; settles when all of it
 * is there (or failed: the route's own loading then retries and shows the error).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as LazyRoute | undefined)?.preload().catch(() => undefined),
  );
  return Promise.all(loads).then(() => undefined);
}

/** The routes of the app, inside the error boundary and the first-load fallback. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullScreenLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
