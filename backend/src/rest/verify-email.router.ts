import express, { Router, type RequestHandler, type Response } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import type { EmailLinkOutcome } from "../modules/auth/auth.service";
import type { Services } from "../services";
import { verifyEmailPage } from "./verify-email-page";

/**
 * Where the sign-up mail's one-click link points. A server page, not the SPA's: the old web app
 * has no such screen, and its verify-otp screen cannot be reached after its sign-up. Mounted
 * before the SPA's pages; the service worker fetches pages from the network first.
 */
export const VERIFY_EMAIL_PATH = "/auth/verify-email";

/** Where the link leaves the person: the login page of the web app, which tells them how it went. */
export const VERIFIED_LOGIN = "/auth/login?verified=1";
export const INVALID_LINK_LOGIN = "/auth/login?verify=invalid";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * GET ?token=…: verifies at once in the browser that registered; in another one it shows a page
 * that POSTs the token with the password chosen at sign-up (AuthService.openEmailLink says why).
 * Then 303 to the login page with ?verified=1 or ?verify=invalid. Nobody is signed in.
 */
export function verifyEmailRouter({ auth }: Services, requestContext: ContextFactory, session: RequestHandler): Router {
  const router = Router();
  router.use(session);

  router.get("/", async (req, res) => {
    const token = textOf(req.query.token);
    answer(res, token, await auth.openEmailLink(requestContext(req, res), token, null));
  });

  router.post("/", express.urlencoded({ extended: false, limit: "2kb" }), async (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const token = textOf(form.token);
    answer(res, token, await auth.openEmailLink(requestContext(req, res), token, textOf(form.password)));
  });

  return router;
}

function answer(res: Response, token: string, outcome: EmailLinkOutcome): void {
  res.setHeader("Cache-Control", "no-store");
  if (outcome.status === "confirm") {
    const { email, language, error } = outcome;
    res.type("html").send(verifyEmailPage({ action: VERIFY_EMAIL_PATH, token, email, language, error }));
    return;
  }
  res.redirect(303, outcome.status === "verified" ? VERIFIED_LOGIN : INVALID_LINK_LOGIN);
}
