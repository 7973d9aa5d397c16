import { Router } from "express";
import { AppError } from "../common/errors";
import type { ContextFactory } from "../common/request-context";
import { parseInput } from "../common/validation";
import { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "../modules/auth/auth.inputs";
import type { Services } from "../services";
import { sendOk } from "./envelope";
import { legacyUser } from "./legacy-user";

/** /api/auth/*: the legacy paths of REST-CONTRACT.md over AuthService. */
export function authRouter({ auth }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.post("/register", async (req, res) => {
    const result = await auth.register(requestContext(req, res), await parseInput(RegisterInput, req.body));
    sendOk(res, { message: result.message, user: legacyUser(result.user) }, 201);
  });

  router.post("/verify-otp", async (req, res) => {
    sendOk(res, { message: await auth.verifyOtp(requestContext(req, res), await parseInput(VerifyOtpInput, req.body)) });
  });

  router.post("/resend-otp", async (req, res) => {
    sendOk(res, { message: await auth.resendOtp(requestContext(req, res), await parseInput(EmailInput, req.body)) });
  });

  router.post("/login", async (req, res) => {
    const result = await auth.login(requestContext(req, res), await parseInput(LoginInput, req.body));
    sendOk(res, { message: result.message, user: legacyUser(result.user) });
  });

  router.post("/logout", async (req, res) => {
    sendOk(res, { message: await auth.logout(requestContext(req, res)) });
  });

  router.get("/check-auth", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.user) throw new AppError("UNAUTHENTICATED", "Not Authorized! Please Login again!");
    sendOk(res, { message: "user authenticated", user: legacyUser(req.user) });
  });

  router.post("/forgot-password", async (req, res) => {
    sendOk(res, { message: await auth.forgotPassword(requestContext(req, res), await parseInput(EmailInput, req.body)) });
  });

  router.post("/reset-password/:token", async (req, res) => {
    const input = await parseInput(ResetPasswordInput, { ...req.body, token: req.params.token });
    sendOk(res, { message: await auth.resetPassword(requestContext(req, res), input) });
  });

  return router;
}
