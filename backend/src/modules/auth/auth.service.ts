import { IsNull, type DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import { User } from "../users/user.entity";
import { normalizeEmail, type UserService } from "../users/user.service";
import { otpEmail, passwordResetEmail } from "./auth-emails";
import { AUTH_RATE_LIMITS, type AuthRateLimit } from "./auth-rate-limits";
import type { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "./auth.inputs";
import { OtpCode } from "./otp-code.entity";
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "./password";
import { PasswordResetToken } from "./password-reset-token.entity";
import {
  generateOtp, generateResetToken, hashOtp, hashResetToken, minutesFromNow, sameHash,
  OTP_MAX_FAILED_ATTEMPTS, OTP_VALID_MINUTES, RESET_TOKEN_VALID_MINUTES,
} from "./secret-codes";

export const AUTH_MESSAGES = {
  registered: "Registration successful! We have sent a 6-digit code to your e-mail.",
  verified: "Email verified successfully",
  resent: "If this e-mail is registered and not yet verified, a new code has been sent.",
  loggedIn: "Logged in Successfully",
  loggedOut: "Logged out Successfully!",
  forgot: "If an account exists for this e-mail, a password reset link has been sent.",
  reset: "Password reset successful.",
  invalidCredentials: "Incorrect email or password.",
  notVerified: "Please verify your e-mail before logging in. Use the code we sent you, or ask for a new one.",
  emailTaken: "User already exists with the same email! Please try again",
  invalidOtp: "Invalid OTP",
  otpExpired: "This code has expired. Please ask for a new one.",
  tooManyWrongCodes: "Too many wrong codes. Please ask for a new one.",
  alreadyVerified: "This e-mail is already verified. Please log in.",
  invalidResetToken: "Invalid or expired token.",
} as const;

export interface AuthServiceDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  publicUrl: string;
  /** Keys the OTP hashes. */
  secret: string;
  users: UserService;
}

export interface AuthResult {
  message: string;
  user: User;
}

export class AuthService {
  private readonly limiters: Record<AuthRateLimit, RateLimiter>;

  constructor(private readonly deps: AuthServiceDeps) {
    this.limiters = Object.fromEntries(
      Object.entries(AUTH_RATE_LIMITS).map(([name, rule]) => [name, createRateLimiter(deps.rateLimitStore, rule)]),
    ) as Record<AuthRateLimit, RateLimiter>;
  }

  private get users() {
    return this.deps.dataSource.getRepository(User);
  }

  private async limit(ctx: RequestContext, perIp: AuthRateLimit, perAccount?: AuthRateLimit, email?: string) {
    await this.limiters[perIp].consume(ctx.ip);
    if (perAccount && email) await this.limiters[perAccount].consume(email);
  }

  /** Creates an unverified account (or refreshes a still unverified one) and e-mails a code. */
  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthResult> {
    await this.limit(ctx, "registerPerIp");
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const fields = { userName: input.userName.trim(), phone: input.phone, passwordHash };
    const user = await this.deps.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(User);
      const existing = await repo.findOne({ where: { email }, lock: { mode: "pessimistic_write" } });
      if (existing?.isVerified) throw new AppError("EMAIL_TAKEN", AUTH_MESSAGES.emailTaken);
      if (existing) {
        await repo.update({ id: existing.id }, fields);
        return { ...existing, ...fields };
      }
      return repo.save(repo.create({ email, role: "customer", isVerified: false, ...fields }));
    }).catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505") throw new AppError("EMAIL_TAKEN", AUTH_MESSAGES.emailTaken);
      throw error;
    });
    await this.sendOtp(user);
    const { passwordHash: _hash, ...publicUser } = user;
    return { message: AUTH_MESSAGES.registered, user: publicUser as User };
  }

  private async sendOtp(user: Pick<User, "id" | "email" | "userName">): Promise<void> {
    const code = generateOtp();
    await this.deps.dataSource
      .createQueryBuilder()
      .insert()
      .into(OtpCode)
      .values({
        userId: user.id,
        codeHash: hashOtp(this.deps.secret, user.id, code),
        failedAttempts: 0,
        expiresAt: minutesFromNow(OTP_VALID_MINUTES),
      })
      .orUpdate(["code_hash", "failed_attempts", "expires_at", "created_at"], ["user_id"])
      .execute();
    await this.deps.mailer.send(otpEmail(user.email, user.userName, code, OTP_VALID_MINUTES));
  }

  async verifyOtp(ctx: RequestContext, input: VerifyOtpInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "otpPerIp", "otpPerAccount", email);
    const code = input.otp.trim();
    // The transaction returns the failure instead of throwing it, so that a wrong try is counted.
    const failure = await this.deps.dataSource.transaction(async (tx): Promise<AppError | null> => {
      const user = await tx.getRepository(User).findOneBy({ email });
      if (!user) return new AppError("INVALID_OTP", AUTH_MESSAGES.invalidOtp);
      const otps = tx.getRepository(OtpCode);
      const otp = await otps.findOne({ where: { userId: user.id }, lock: { mode: "pessimistic_write" } });
      if (!otp) {
        return user.isVerified
          ? new AppError("BAD_USER_INPUT", AUTH_MESSAGES.alreadyVerified)
          : new AppError("INVALID_OTP", AUTH_MESSAGES.invalidOtp);
      }
      if (otp.expiresAt.getTime() <= Date.now()) {
        await otps.delete({ id: otp.id });
        return new AppError("OTP_EXPIRED", AUTH_MESSAGES.otpExpired);
      }
      if (!sameHash(otp.codeHash, hashOtp(this.deps.secret, user.id, code))) {
        const failed = otp.failedAttempts + 1;
        if (failed >= OTP_MAX_FAILED_ATTEMPTS) {
          await otps.delete({ id: otp.id });
          return new AppError("INVALID_OTP", AUTH_MESSAGES.tooManyWrongCodes);
        }
        await otps.update({ id: otp.id }, { failedAttempts: failed });
        const left = OTP_MAX_FAILED_ATTEMPTS - failed;
        return new AppError("INVALID_OTP", `${AUTH_MESSAGES.invalidOtp}. ${left} ${left === 1 ? "try" : "tries"} left.`);
      }
      await otps.delete({ id: otp.id });
      await tx.getRepository(User).update({ id: user.id }, { isVerified: true });
      return null;
    });
    if (failure) throw failure;
    await this.limiters.otpPerAccount.reset(email);
    return AUTH_MESSAGES.verified;
  }

  async resendOtp(ctx: RequestContext, input: EmailInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "resendPerIp", "resendPerAccount", email);
    const user = await this.users.findOneBy({ email });
    if (user && !user.isVerified) await this.sendOtp(user);
    return AUTH_MESSAGES.resent;
  }

  async login(ctx: RequestContext, input: LoginInput): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "loginPerIp", "loginPerAccount", email);
    const user = await this.users
      .createQueryBuilder("user")
      .addSelect("user.passwordHash")
      .where("user.email = :email", { email })
      .getOne();
    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !passwordMatches) throw new AppError("INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials);
    if (!user.isVerified) throw new AppError("EMAIL_NOT_VERIFIED", AUTH_MESSAGES.notVerified);
    if (passwordNeedsRehash(user.passwordHash)) {
      await this.users.update({ id: user.id }, { passwordHash: await hashPassword(input.password) });
    }
    await this.limiters.loginPerAccount.reset(email);
    await ctx.session.establish(user.id, user.sessionEpoch);
    const { passwordHash: _hash, ...publicUser } = user;
    return { message: AUTH_MESSAGES.loggedIn, user: publicUser as User };
  }

  async logout(ctx: RequestContext): Promise<string> {
    await ctx.session.end();
    return AUTH_MESSAGES.loggedOut;
  }

  /** Answers the same whether or not the account exists, and in about the same time. */
  async forgotPassword(ctx: RequestContext, input: EmailInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "forgotPerIp", "forgotPerAccount", email);
    const user = await this.users.findOneBy({ email });
    if (user) {
      const token = generateResetToken();
      await this.deps.dataSource.getRepository(PasswordResetToken).insert({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: minutesFromNow(RESET_TOKEN_VALID_MINUTES),
        usedAt: null,
      });
      const link = `${this.deps.publicUrl}/auth/reset-password/${token}`;
      // Not awaited: waiting for SMTP only when the account exists would tell who has one.
      this.deps.mailer
        .send(passwordResetEmail(user.email, user.userName, link, RESET_TOKEN_VALID_MINUTES))
        .catch((error: unknown) => this.deps.logger.error({ err: error }, "password reset e-mail failed"));
    }
    return AUTH_MESSAGES.forgot;
  }

  /** Sets the new password, spends the token and ends every session of the user. */
  async resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<string> {
    await this.limit(ctx, "resetPerIp");
    const passwordHash = await hashPassword(input.password);
    const userId = await this.deps.dataSource.transaction(async (tx) => {
      const tokens = tx.getRepository(PasswordResetToken);
      const token = await tokens.findOne({
        where: { tokenHash: hashResetToken(input.token.trim()) },
        lock: { mode: "pessimistic_write" },
      });
      if (!token || token.usedAt || token.expiresAt.getTime() <= Date.now()) {
        throw new AppError("INVALID_RESET_TOKEN", AUTH_MESSAGES.invalidResetToken);
      }
      await tokens.update({ id: token.id }, { usedAt: new Date() });
      await tokens.delete({ userId: token.userId, usedAt: IsNull() });
      // The link proved the mailbox, so the account counts as verified too.
      await tx
        .getRepository(User)
        .createQueryBuilder()
        .update()
        .set({ passwordHash, isVerified: true, sessionEpoch: () => "session_epoch + 1" })
        .where("id = :id", { id: token.userId })
        .execute();
      return token.userId;
    });
    this.deps.users.forget(userId);
    return AUTH_MESSAGES.reset;
  }
}
