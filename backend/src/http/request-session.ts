import type { CookieOptions, Request, Response } from "express";
import { serviceUnavailable } from "../common/errors";
import type { SessionPort } from "../common/session-port";
import { SESSION_COOKIE, sessionCookieOptions } from "./session";

/** A browser rarely has more than one sign-up on the go; older ones are simply forgotten. */
const MAX_REGISTRATIONS_PER_SESSION = 5;

const callback = (resolve: () => void, reject: (error: unknown) => void) => (error?: unknown) =>
  error ? reject(serviceUnavailable("Sign-in")) : resolve();

/** The SessionPort of an HTTP request (GraphQL and REST alike), over express-session. */
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
