import { existsSync } from "node:fs";
import path from "node:path";
import type { Express } from "express";
import { precompressedFiles } from "./precompressed-files";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The build's hashed files (/assets: scripts, styles, fonts), before helmet and the request log:
 * a page loads a dozen of them, and every header is paid for in the budget of a phone's first
 * visit. They carry what matters for a subresource (nosniff, same-origin resource policy) and
 * are cached for a year; the document headers (CSP, frame and referrer policies ...) come with
 * the pages and the worker that load them, and a name that never changes content needs no
 * validators. Scripts and styles go as the build compressed them (brotli at quality 11 and gzip
 * -9 copies beside each file, frontend/scripts/precompress.ts): smaller than the compression
 * middleware's quick brotli, and no CPU per request.
 */
export function serveHashedAssets(app: Express, dist: string) {
  if (!existsSync(path.join(dist, "index.html"))) return;
  app.use(
    "/assets",
    precompressedFiles(path.join(dist, "assets"), {
      maxAge: YEAR_MS,
      immutable: true,
      etag: false,
      lastModified: false,
      setHeaders: (res) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      },
    }),
  );
  // A file of another build is gone: a plain 404 (the page's loader retries or reloads), never
  // the SPA's index.html in its place.
  app.use("/assets", (_req, res) => {
    res.status(404).end();
  });
}
