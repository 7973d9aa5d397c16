import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { SessionData, Store } from "express-session";
import type { User } from "../modules/users/user.entity";
import type { UserService } from "../modules/users/user.service";

/**
 * Runs the HTTP session middleware on a websocket's upgrade request, so the cookie is checked
 * exactly as for any request (signature, store, the 503 while the store is down). Resolves to
 * the id of a signed-in session, or null for an anonymous socket.
 */
export function readUpgradeSession(sessionMiddleware: RequestHandler, request: IncomingMessage): Promise<string | null> {
  const req = request as Request;
  // express-session reads the headers and the url; it only writes to the response to set a
  // cookie, which it never does here (nothing is saved: saveUninitialized is off).
  const res = {} as Response;
  return new Promise((resolve, reject) => {
    sessionMiddleware(req, res, (error?: unknown) => {
      if (error) reject(error);
      else resolve(req.session?.userId ? req.sessionID : null);
    });
  });
}

/**
 * Who is behind one websocket. A socket keeps the cookie it was opened with, but the session
 * behind it can end (logout, a password reset, a role change): user() reads it again from the
 * store each time, so the subscriptions of an ended session stop getting events.
 */
export class SocketSession {
  private reading: Promise<User | null> | null = null;

  constructor(
    private readonly sessionId: string | null,
    private readonly store: Store,
    private readonly users: UserService,
  ) {}

  /** The signed-in user now, or null. Calls made while a read is under way share it. */
  user(): Promise<User | null> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<User | null> {
    if (!this.sessionId) return null;
    const sessionId = this.sessionId;
    const session = await new Promise<SessionData | null>((resolve, reject) => {
      this.store.get(sessionId, (error: unknown, data?: SessionData | null) => (error ? reject(error) : resolve(data ?? null)));
    });
    if (!session?.userId) return null;
    return this.users.findSessionUser(session.userId, session.epoch ?? null);
  }
}
