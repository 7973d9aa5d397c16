import type { RequestHandler } from "express";
import type { UserService } from "../modules/users/user.service";

/**
 * Puts the session's user on req.user; a session that no longer stands is destroyed and replaced by
 * a fresh one, so the same request may still sign in (a login right after a role change).
 */
export function currentUserMiddleware(users: UserService): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const userId = req.session?.userId;
    if (!userId) return next();
    req.user = await users.findSessionUser(userId, req.session.epoch ?? null);
    if (req.user) return next();
    req.session.regenerate(() => next());
  };
}
