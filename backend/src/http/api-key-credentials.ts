import type { Request, RequestHandler } from "express";
import { AppError } from "../common/errors";
import type { ApiKeyAuthenticator } from "../modules/api-keys/api-key-authenticator";

/** Keys are for POST /graphql; REST and the subscription socket keep to sessions (a Bearer header there is ignored). */
const KEY_PATH = "/graphql";
const BEARER = /^Bearer\s+(\S*)\s*$/i;

export const COOKIE_AND_KEY_MESSAGE = "Send either a session cookie or an API key, not both.";

/** The secret of an Authorization: Bearer header on /graphql, or null when the request has none. */
export function bearerSecret(req: Request): string | null {
  if (req.baseUrl !== KEY_PATH) return null;
  const match = BEARER.exec(req.headers.authorization ?? "");
  return match ? (match[1] ?? "") : null;
}

const hasCookie = (req: Request, name: string): boolean =>
  (req.headers.cookie ?? "").split(";").some((pair) => pair.trim().startsWith(`${name}=`));

/**
 * Authenticates a Bearer request as its API key (req.apiKey) instead of a session: unknown or
 * revoked answers 401 UNAUTHENTICATED, over the key's limit 429 RATE_LIMITED with Retry-After,
 * and a session cookie beside the key 400 BAD_USER_INPUT: which of the two is meant is not guessed.
 */
export function apiKeyCredentials(authenticator: ApiKeyAuthenticator, sessionCookie: string): RequestHandler {
  return (req, _res, next) => {
    const secret = bearerSecret(req) ?? "";
    if (hasCookie(req, sessionCookie)) return next(new AppError("BAD_USER_INPUT", COOKIE_AND_KEY_MESSAGE));
    authenticator.authenticate(secret).then((key) => {
      req.apiKey = key;
      req.user = null;
      next();
    }, next);
  };
}
