import type { ErrorRequestHandler, Response } from "express";
import { databaseAway } from "../common/database-away";
import { AppError, isAppError } from "../common/errors";
import type { Logger } from "../common/logger";
import { errorStatus } from "../error-statuses";

/** The legacy success envelope: { success: true, message?, ...rest }. */
export function sendOk(res: Response, body: Record<string, unknown> = {}, status = 200): void {
  res.status(status).json({ success: true, ...body });
}

/** The legacy failure envelope: { ...details, success: false, message, code }. */
export function sendFailure(res: Response, error: AppError, status = errorStatus(error)): void {
  res.status(status).json({ ...legacyDetails(error), success: false, message: error.message, code: error.code });
}

/**
 * For the sign-in forms (register, verify-otp, resend-otp, login, forgot-password,
 * reset-password): the old service answered a refused form with HTTP 200 and success: false,
 * and its clients read `message` only from a 2xx answer, so a 4xx left their users with
 * "something went wrong" instead of the reason. A rate limit keeps 429 (with Retry-After) and a
 * server error its 5xx: those say "try later", not "the form is wrong".
 */
export const refusedFormsAsOk: ErrorRequestHandler = (error, _req, res, next) => {
  const refusal = isAppError(error) && errorStatus(error) >= 400 && errorStatus(error) < 500 && error.code !== "RATE_LIMITED";
  if (!refusal || res.headersSent) return next(error);
  sendFailure(res, error, 200);
};

/** Express's own body-parser errors, turned into AppErrors. */
function fromHttpError(error: { type?: string; status?: number }): AppError | null {
  if (error.type === "entity.too.large") return new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  if (error.type === "entity.parse.failed") return new AppError("BAD_USER_INPUT", "The request body is not valid JSON.");
  if (error.status === 400) return new AppError("BAD_USER_INPUT", "Bad request.");
  return null;
}

/**
 * The last error handler: the legacy envelope for /api, a GraphQL-shaped body for /graphql
 * (errors raised before Apollo, such as the session store being down).
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = isAppError(error) ? error : (fromHttpError(error as { type?: string; status?: number }) ?? databaseAway(error));
    const known = appError ?? new AppError("INTERNAL_SERVER_ERROR", "Something went wrong. Please try again.");
    if (!appError) logger.error({ err: error, reqId: req.id }, "unexpected error");
    else if (errorStatus(known) >= 500) logger.warn({ code: known.code, reqId: req.id }, known.message);
    if (res.headersSent) return;
    const retryAfter = known.details?.retryAfterSeconds;
    if (retryAfter) res.setHeader("Retry-After", String(retryAfter));
    if (known.code === "SERVICE_UNAVAILABLE") res.setHeader("Retry-After", "5");
    if (req.originalUrl.startsWith("/graphql")) {
      res.status(errorStatus(known)).json({ errors: [{ message: known.message, extensions: { code: known.code, ...known.details } }] });
      return;
    }
    sendFailure(res, known);
  };
}

/** What the error adds for the client (fields, the restaurant a cart holds ...); Retry-After is a header. */
function legacyDetails(error: AppError): Record<string, unknown> {
  const { retryAfterSeconds: _retryAfter, ...details } = error.details ?? {};
  return details;
}
