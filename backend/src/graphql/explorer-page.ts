import { existsSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";

/** The built explorer (GraphiQL), beside the app's index.html: frontend/src/explorer. */
const EXPLORER_PAGE = "explorer.html";

/**
 * What a browser opening /graphql gets: the GraphQL explorer for partners, from the built
 * frontend (no CDN). Only for a GET that asks for HTML before JSON and carries no query; every
 * API client's request (a query in the URL, a POST, JSON preferred or any type, as curl sends)
 * goes on to Apollo untouched, so no API client ever gets a page instead of JSON. Without introspection the explorer could show no schema, so
 * it is not served then; nor without a built frontend.
 */
export function explorerPage(options: { frontendDist: string; introspection: boolean }): RequestHandler {
  const page = path.join(options.frontendDist, EXPLORER_PAGE);
  const served = options.introspection && existsSync(page);
  return (req, res, next) => {
    if (!served || !opensExplorer(req)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(page);
  };
}

function opensExplorer(req: Request): boolean {
  if (req.method !== "GET" || req.query.query !== undefined) return false;
  // The type the client prefers, as Apollo reads it: JSON wins a tie (curl's "accept anything").
  return req.accepts(["application/json", "application/graphql-response+json", "text/html"]) === "text/html";
}
