import type { RequestHandler } from "express";
import type { UserService } from "../modules/users/user.service";

/** Puts the session's user on req.user; a session that no longer stands is destroyed. */
export function currentUserMiddleware(users: UserService): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const userId = req.session?.userId;
    if (!userId) return next();
    req.user = await users.findSessionUser(userId, req.session.epoch ?? null);
    if (req.user) return next();
    req.session.destroy(() => next());
  };
}
