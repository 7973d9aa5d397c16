import { Router, type Request } from "express";
import { AppError, isAppError } from "../common/errors";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "../modules/auth/auth.inputs";
import { AUTH_MESSAGES } from "../modules/auth/auth.service";
import type { Services } from "../services";
import { refusedFormsAsOk, sendFailure, sendOk } from "./envelope";
import { legacyUser } from "./legacy-user";

const AUTH_FORM = /^\/auth\/(register|verify-otp|resend-otp|login|forgot-password|reset-password\/[^/]*)\/?$/;

/**
 * Whether an /api request is one of the sign-in forms below, whose refusals answer 200: for
 * the checks that run before the router (hostile-input.middleware.ts).
 */
export const isAuthForm = (req: Request) => req.method === "POST" && AUTH_FORM.test(req.path);

/** A reset link that is no good: a token of the wrong shape, or unknown, used or expired. */
const badResetLink = (error: unknown) =>
  isAppError(error) && (error.code === "INVALID_RESET_TOKEN" || Boolean(error.details?.fields?.some((f) => f.field === "token")));

/**
 * /api/auth/*: the legacy paths of docs/rest-contract.md over AuthService. The form paths answer a
 * refusal with 200 and success: false, as the old service did (refusedFormsAsOk), but for an
 * invalid or expired reset token (400); logout and check-auth keep real statuses (a client
 * asking check-auth acts on its 401).
 */
export function authRouter({ auth }: Services, requestContext: ContextFactory): Router {
  const router = Router();
  const forms = Router();

  forms.post("/register", async (req, res) => {
    const result = await auth.register(requestContext(req, res), await parseInput(RegisterInput, req.body));
    sendOk(res, { message: result.message, user: legacyUser(result.user) }, 201);
  });

  forms.post("/verify-otp", async (req, res) => {
    sendOk(res, { message: await auth.verifyOtp(requestContext(req, res), await parseInput(VerifyOtpInput, req.body)) });
  });

  forms.post("/resend-otp", async (req, res) => {
    sendOk(res, { message: await auth.resendOtp(requestContext(req, res), await parseInput(EmailInput, req.body)) });
  });

  forms.post("/login", async (req, res) => {
    const result = await auth.login(requestContext(req, res), await parseInput(LoginInput, req.body));
    sendOk(res, { message: result.message, user: legacyUser(result.user) });
  });

  forms.post("/forgot-password", async (req, res) => {
    sendOk(res, { message: await auth.forgotPassword(requestContext(req, res), await parseInput(EmailInput, req.body)) });
  });

  // Except a bad link: 400, as the old service answered, since its reset page shows any 2xx as success.
  forms.post("/reset-password/:token", async (req, res) => {
    try {
      const input = await parseInput(ResetPasswordInput, { ...req.body, token: req.params.token });
      sendOk(res, { message: await auth.resetPassword(requestContext(req, res), input) });
    } catch (error) {
      if (!badResetLink(error)) throw error;
      sendFailure(res, new AppError("INVALID_RESET_TOKEN", AUTH_MESSAGES.invalidResetToken));
    }
  });

  forms.use(refusedFormsAsOk);
  router.use(forms);

  router.post("/logout", async (req, res) => {
    sendOk(res, { message: await auth.logout(requestContext(req, res)) });
  });

  router.get("/check-auth", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.user) throw new AppError("UNAUTHENTICATED", "Not Authorized! Please Login again!");
    sendOk(res, { message: "user authenticated", user: legacyUser(req.user) });
  });

  return router;
}
