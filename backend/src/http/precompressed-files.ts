import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * The encodings a build writes beside a file (frontend/scripts/precompress.ts) and their files'
 * extensions; the smaller first, the one sent when a client wants both as much.
 */
const EXTENSIONS = { br: ".br", gzip: ".gz" } as const;
export type Encoding = keyof typeof EXTENSIONS;
const ENCODINGS = Object.keys(EXTENSIONS) as Encoding[];

/**
 * The encoding to send a file in: the one the client wants most of those written beside it
 * (Accept-Encoding's q-values; `*` stands for every encoding it does not name), brotli before gzip
 * when it wants both as much (Chromium asks for `gzip, deflate, br, zstd`). Null: the plain file,
 * for a client that asks for no encoding we have, refuses them (q=0), or wants identity more.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight)) weights.set(name, weight);
  }
  // Identity is acceptable unless refused, as much as the least wanted encoding named (as negotiator,
  // the compression middleware's, has it).
  const identity = Math.min(1, ...weights.values());
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? (name === "identity" ? identity : 0);
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (available.includes(encoding) && weightOf(encoding) > bestWeight) {
      best = encoding;
      bestWeight = weightOf(encoding);
    }
  }
  return bestWeight >= weightOf("identity") ? best : null;
}

/** Every file under `dir` with encoded copies beside it, by its URL path under the mount ("/a/b.js"). */
function findEncodedFiles(dir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const encoding = ENCODINGS.find((name) => entry.name.endsWith(EXTENSIONS[name]));
    if (!encoding) continue;
    const plain = path.join(entry.parentPath, entry.name.slice(0, -EXTENSIONS[encoding].length));
    // A copy without its file is no file of the build: the plain file decides what exists.
    if (!existsSync(plain)) continue;
    const urlPath = "/" + path.relative(dir, plain).split(path.sep).join("/");
    found.set(urlPath, [...(found.get(urlPath) ?? []), encoding]);
  }
  return found;
}

/**
 * express.static for a folder whose files may have brotli (`.br`) and gzip (`.gz`) copies beside
 * them, compressed once at build time at the highest levels: each request gets the copy its
 * Accept-Encoding asks for, with the plain file's Content-Type, `Content-Encoding` and
 * `Vary: Accept-Encoding` (a client that takes neither gets the plain file). The copies are listed
 * when the app starts, as the build is; a response that already carries its Content-Encoding is
 * passed over by the `compression` middleware. The static options (caching, setHeaders) apply to
 * whichever file is sent.
 */
export function precompressedFiles(dir: string, options: Parameters<typeof express.static>[1] = {}): RequestHandler {
  const encoded = findEncodedFiles(dir);
  const serveStatic = express.static(dir, options);
  return (req, res, next) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return serveStatic(req, res, next);
    }
    const available = encoded.get(urlPath);
    if (!available || (req.method !== "GET" && req.method !== "HEAD")) return serveStatic(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return serveStatic(req, res, next);
    const originalUrl = req.url;
    const query = originalUrl.indexOf("?");
    req.url = req.path + EXTENSIONS[encoding] + (query === -1 ? "" : originalUrl.slice(query));
    res.type(path.extname(urlPath));
    res.setHeader("Content-Encoding", encoding);
    serveStatic(req, res, (error?: unknown) => {
      // The copy went missing after the start: the plain file, or whatever answers for it.
      req.url = originalUrl;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      if (error) return next(error);
      serveStatic(req, res, next);
    });
  };
}
