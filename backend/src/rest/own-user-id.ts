import type { Request } from "express";
import { requireUser } from "../common/access";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";

/**
 * docs/rest-contract.md: any {userId} in a legacy path or body must be the session's user, else 403
 * (401 without a session). Only the legacy paths name a user at all: services take the signed-in
 * user from the request context, so this check is the REST adapter's own.
 */
export function requireOwnUserId(ctx: Pick<RequestContext, "user">, userId: unknown): void {
  const user = requireUser(ctx);
  if (userId !== user.id) throw new AppError("FORBIDDEN", "You can only act on your own account.");
}

/** The userId a legacy JSON body names, if any. */
export const bodyUserId = (req: Request): unknown =>
  req.body && typeof req.body === "object" ? (req.body as { userId?: unknown }).userId : undefined;
