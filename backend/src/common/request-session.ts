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
  /** The sign-ups this browser made and has not verified yet (ids of pending registrations). */
  readonly registrationIds: readonly string[];
  /** Binds a sign-up to this browser: only this session can confirm it with the e-mailed code. */
  bindRegistration(id: string): Promise<void>;
}

/** A browser rarely has more than one sign-up on the go; older ones are simply forgotten. */
const MAX_REGISTRATIONS_PER_SESSION = 5;

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
    get registrationIds() {
      return req.session?.registrations ?? [];
    },
    async bindRegistration(id) {
      const ids = [...(req.session.registrations ?? []).filter((known) => known !== id), id];
      req.session.registrations = ids.slice(-MAX_REGISTRATIONS_PER_SESSION);
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
