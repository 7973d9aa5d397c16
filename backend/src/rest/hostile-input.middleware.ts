import type { RequestHandler } from "express";
import { refuseControlCharacters } from "../common/control-characters";
import { AppError } from "../common/errors";
import { bodyObject } from "../common/validation";

/** The path as the routers will see it in req.params; a malformed escape is the client's error. */
function decodedPath(path: string): string {
  try {
    return path.split("/").map(decodeURIComponent).join("/");
  } catch {
    throw new AppError("BAD_USER_INPUT", "The request path is not valid.");
  }
}

/**
 * Every /api request, before any router reads it: the body must be a JSON object (or absent),
 * and no path segment, query parameter or body field may hold a control character. One check
 * here instead of one per route, so a route added later is covered too. Fields are named by
 * their place in the body ("addressInfo.addressId") or the query ("search"); path segments as
 * "path".
 */
export const refuseHostileInput: RequestHandler = (req, _res, next) => {
  bodyObject(req.body);
  refuseControlCharacters(decodedPath(req.path), "path");
  refuseControlCharacters(req.query);
  refuseControlCharacters(req.body);
  next();
};
