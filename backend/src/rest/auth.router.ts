import { Router } from "express";
import { AppError } from "../common/errors";
import type { ContextFactory } from "../http/request-context-factory";
import { parseInput } from "../common/validation";
import { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "../modules/auth/auth.inputs";
import type { Services } from "../services";
import { refusedFormsAsOk, sendOk } from "./envelope";
import { legacyUser } from "./legacy-user";

/**
 * /api/auth/*: the legacy paths of REST-CONTRACT.md over AuthService. The form paths answer a
 * refusal with 200 and success: false, as the old service did (refusedFormsAsOk); logout and
 * check-auth keep real statuses (a client asking check-auth acts on its 401).
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

  forms.post("/reset-password/:token", async (req, res) => {
    const input = await parseInput(ResetPasswordInput, { ...req.body, token: req.params.token });
    sendOk(res, { message: await auth.resetPassword(requestContext(req, res), input) });
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
