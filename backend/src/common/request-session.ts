import type { CookieOptions, Request, Response } from "express";
import { SESSION_COOKIE, sessionCookieOptions } from "./session";
import { serviceUnavailable } from "./errors";

/** What services may do with the HTTP session, whichever adapter the request came through. */
export interface SessionPort {
  readonly userId: string | null;
  readonly epoch: number | null;
  /** A new session id for the signed-in user (no session fixation). */
  establish(userId: string, epoch: number): Promise<void>;
  /** Destroys the session and clears the cookie. */
  end(): Promise<void>;
}

const callback = (resolve: () => void, reject: (error: unknown) => void) => (error?: unknown) =>
  error ? reject(serviceUnavailable("Sign-in")) : resolve();

export function sessionPort(req: Request, res: Response): SessionPort {
  return {
    get userId() {
      return req.session?.userId ?? null;
    },
    get epoch() {
      return req.session?.epoch ?? null;
    },
    async establish(userId, epoch) {
      await new Promise<void>((resolve, reject) => req.session.regenerate(callback(resolve, reject)));
      req.session.userId = userId;
      req.session.epoch = epoch;
      await new Promise<void>((resolve, reject) => req.session.save(callback(resolve, reject)));
    },
    async end() {
      if (req.session) {
        await new Promise<void>((resolve, reject) => req.session.destroy(callback(resolve, reject)));
      }
      const { maxAge: _maxAge, expires: _expires, ...cookie } = sessionCookieOptions;
      res.clearCookie(SESSION_COOKIE, { ...cookie, secure: req.secure } as CookieOptions);
    },
  };
}
