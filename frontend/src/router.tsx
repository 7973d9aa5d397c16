import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from "react-router-dom";
import { AppRoot } from "./common/app-root";
import { FullScreenLoading } from "./common/full-screen-loading";
import { RouteErrorScreen } from "./common/route-error-screen";
import { loadCatalogue } from "./i18n/i18n";
import { pathTo, ROUTES, type RouteEntry, type RouteId } from "./routes";
import { ROUTE_CODE, type RouteCode } from "./routes-code";

/**
 * A page's first data (`firstLoad` in routes-code.ts), as the page's loader while the router loads
 * the address being opened (the app's start: the address bar holds it, with the query string the
 * page's prefetch reads), with the route's parameters as the router matched them (what the page's
 * useParams reads). It starts the data and returns at once: the router does not wait for it (the
 * first render does, through `holdFirstRender`). On a later visit the page renders as soon as its
 * code is there and asks by itself.
 */
function firstLoadAtStart(firstLoad: Extract<RouteCode, { firstLoad: unknown }>["firstLoad"]): LoaderFunction {
  return ({ params }) => {
    if (!router.state.initialized) firstLoad(params);
    return null;
  };
}

/**
 * A layout's or page's `lazy`: its code and its catalogue parts, side by side. The router calls
 * it for every route a location matches at once, so a layout and its page arrive in parallel,
 * and renders the location once all are there. A failed download shows the error screen (with
 * Reload): the router keeps the failure.
 */
function lazyOf(module: string, texts: RouteEntry["texts"] = []): RouteObject["lazy"] {
  const load = ROUTE_CODE[module]!;
  return async () => {
    const [code] = await Promise.all([load(), ...texts.map(loadCatalogue)]);
    return "firstLoad" in code ? { Component: code.Component, loader: firstLoadAtStart(code.firstLoad) } : { Component: code };
  };
}

/** React Router's route for an entry of the table: its id and handle, and its page or layout loaded on demand, or a redirect. */
function toRouteObject(entry: RouteEntry): RouteObject {
  const place = entry.index ? { index: true as const } : { path: entry.path };
  const children = entry.children?.map(toRouteObject);
  // The redirect replaces the address, as the browser's Back would otherwise come back to it.
  if (entry.module === undefined) return { ...place, loader: () => replace(pathTo(entry.redirect as RouteId)) } as RouteObject;
  return { ...place, id: entry.id, handle: entry.handle, lazy: lazyOf(entry.module, entry.texts), children } as RouteObject;
}

/**
 * The app's routes, from the route table. The root (the guard in AppRoot, above every page) is
 * part of the entry; so are its error screen (a page whose code failed to download or that threw)
 * and the loading screen, which shows should the router render before the first location's code
 * is there (main.tsx waits for it: `routerReady`).
 */
const routes: RouteObject[] = ROUTES.map((root) => ({
  id: root.id,
  path: root.path,
  handle: root.handle,
  Component: AppRoot,
  ErrorBoundary: RouteErrorScreen,
  HydrateFallback: FullScreenLoading,
  children: root.children.map(toRouteObject),
}));

/**
 * The app's router (data mode). Created with the entry: the code and texts of the address being
 * opened start downloading at once (on a landing page the early script has asked for them already).
 */
export const router = createBrowserRouter(routes);

/** Settles once the router has the address being opened ready to render: its layouts' and page's code and texts. */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
