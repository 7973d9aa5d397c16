import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

/** helmet's headers for Ruchi: its defaults, with the CSP the SPA, its images and the live socket need. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      "img-src": ["'self'", "data:", "blob:", "https:"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "connect-src": ["'self'", "ws:", "wss:"],
      "upgrade-insecure-requests": null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers on every response, as helmet sets them, worked out by helmet once: with options
 * that hold no function of the request (no CSP nonce), they are the same for every request, and
 * running helmet's dozen middlewares on each one cost 3% of a catalogue read.
 * security-headers.spec.ts compares them with helmet's own on a live response.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): RequestHandler {
  const headers = [...helmetHeaders(options)];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet did not set its headers at once: they may depend on the request");
  return headers;
}
