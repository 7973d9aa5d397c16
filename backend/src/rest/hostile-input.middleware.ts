import type { RequestHandler } from "express";
import { refuseControlCharacters } from "../common/control-characters";
import { AppError } from "../common/errors";
import { bodyObject } from "../common/validation";
import { isAuthForm } from "./auth.router";
import { refusedFormsAsOk } from "./envelope";

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
 * "path". On the sign-in forms the refusal answers 200 with success: false, like every other
 * refusal of those forms.
 */
export const refuseHostileInput: RequestHandler = (req, res, next) => {
  try {
    bodyObject(req.body);
    refuseControlCharacters(decodedPath(req.path), "path");
    refuseControlCharacters(req.query);
    refuseControlCharacters(req.body);
  } catch (error) {
    if (!isAuthForm(req)) throw error;
    refusedFormsAsOk(error, req, res, next);
    return;
  }
  next();
};
