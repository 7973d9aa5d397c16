import type { RequestHandler } from "express";
import { AppError } from "../common/errors";
import type { OriginCheck } from "../common/origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing legacy routes take only JSON or multipart bodies and refuse requests another
 * site started: browsers send Origin on such requests, and a plain HTML form cannot send JSON.
 */
export function csrfGuard(allowedOrigins: OriginCheck): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin && !allowedOrigins(origin, req)) {
      return next(new AppError("FORBIDDEN", "Cross-site requests are not allowed."));
    }
    if (req.get("sec-fetch-site") === "cross-site" && !origin) {
      return next(new AppError("FORBIDDEN", "Cross-site requests are not allowed."));
    }
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (hasBody && !req.is(["application/json", "multipart/form-data"])) {
      return next(new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON or multipart/form-data."));
    }
    next();
  };
}
