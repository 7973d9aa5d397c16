import { randomUUID } from "node:crypto";
import { IsNull, type DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage } from "../../i18n/language";
import { acceptStaffInvitations } from "../restaurants/restaurant-invitations";
import { User } from "../users/user.entity";
import { normalizeEmail, type UserService } from "../users/user.service";
import { accountExistsEmail, otpEmail, passwordResetEmail } from "./auth-emails";
import { authRateLimits, type AuthRateLimit } from "./auth-rate-limits";
import type { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "./auth.inputs";
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "./password";
import { PasswordResetToken } from "./password-reset-token.entity";
import { PendingRegistrations } from "./pending-registrations";
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
  /** AUTH_IP_LIMIT_FACTOR: multiplies every per-IP sign-in limit; absent: 1. */
  authIpLimitFactor?: number;
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
      Object.entries(authRateLimits(deps.authIpLimitFactor ?? 1)).map(([name, rule]) => [name, createRateLimiter(deps.rateLimitStore, rule)]),
    ) as Record<AuthRateLimit, RateLimiter>;
  }

  private get pending() {
    return new PendingRegistrations(this.deps.dataSource);
  }

  private get users() {
    return this.deps.dataSource.getRepository(User);
  }

  private async limit(ctx: RequestContext, perIp: AuthRateLimit, perAccount?: AuthRateLimit, email?: string) {
    await this.limiters[perIp].consume(ctx.ip);
    if (perAccount && email) await this.limiters[perAccount].consume(email);
  }

  /**
   * Starts a sign-up: a pending registration of its own, bound to this browser's session, and a
   * code to the e-mail. Answers the same whether or not the e-mail has an account (its owner is
   * told by e-mail instead), so registration tells nobody who has one.
   */
  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthResult> {
    await this.limit(ctx, "registerPerIp", "signupMailsPerEmail", normalizeEmail(input.email));
    const email = normalizeEmail(input.email);
    const profile = { email, userName: input.userName.trim(), phone: input.phone, preferredLanguage: input.preferredLanguage ?? null };
    const passwordHash = await hashPassword(input.password);
    const existing = await this.users.findOneBy({ email });
    let registrationId: string;
    if (existing?.isVerified) {
      registrationId = randomUUID();
      // The owner's own choice first: whoever registers may not be the owner.
      const language = recipientLanguage(existing.preferredLanguage ?? profile.preferredLanguage, ctx.requestLanguage);
      const links = { login: `${this.deps.publicUrl}/auth/login`, reset: `${this.deps.publicUrl}/auth/forgot-password` };
      await this.deps.mailer.send(accountExistsEmail(email, existing.userName, links.login, links.reset, language));
    } else {
      const code = generateOtp();
      registrationId = await this.pending.create(ctx.session.registrationIds, { ...profile, passwordHash }, (id) => hashOtp(this.deps.secret, id, code));
      const language = recipientLanguage(profile.preferredLanguage, ctx.requestLanguage);
      await this.deps.mailer.send(otpEmail(email, profile.userName, code, OTP_VALID_MINUTES, language));
    }
    // Bound in both cases, so that not even the cookie tells the two apart.
    await ctx.session.bindRegistration(registrationId);
    const pendingUser = { ...profile, id: registrationId, role: "customer", isVerified: false, createdAt: new Date() };
    return { message: AUTH_MESSAGES.registered, user: pendingUser as User };
  }

  /**
   * Confirms the code of this session's registration for the e-mail and creates the account from
   * it. The first registration verified wins; every other pending one for the e-mail is dropped.
   */
  async verifyOtp(ctx: RequestContext, input: VerifyOtpInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "otpPerIp", "otpPerAccount", email);
    const code = input.otp.trim();
    // The transaction returns the failure instead of throwing it, so that a wrong try is counted.
    const failure = await this.deps.dataSource
      .transaction(async (tx): Promise<AppError | null> => {
        const pending = await this.pending.lockOwn(tx, ctx.session.registrationIds, email);
        if (!pending?.codeHash) {
          return new AppError("INVALID_OTP", pending ? AUTH_MESSAGES.tooManyWrongCodes : AUTH_MESSAGES.invalidOtp);
        }
        if (pending.codeExpiresAt.getTime() <= Date.now()) {
          await this.pending.spendCode(tx, pending.id);
          return new AppError("OTP_EXPIRED", AUTH_MESSAGES.otpExpired);
        }
        if (!sameHash(pending.codeHash, hashOtp(this.deps.secret, pending.id, code))) {
          const failed = pending.failedAttempts + 1;
          if (failed >= OTP_MAX_FAILED_ATTEMPTS) {
            await this.pending.spendCode(tx, pending.id);
            return new AppError("INVALID_OTP", AUTH_MESSAGES.tooManyWrongCodes);
          }
          await this.pending.countFailure(tx, pending.id, failed);
          const left = OTP_MAX_FAILED_ATTEMPTS - failed;
          return new AppError("INVALID_OTP", `${AUTH_MESSAGES.invalidOtp}. ${left} ${left === 1 ? "try" : "tries"} left.`);
        }
        const users = tx.getRepository(User);
        const existing = await users.findOne({ where: { email }, lock: { mode: "pessimistic_write" } });
        await this.pending.dropAllFor(tx, email);
        if (existing?.isVerified) return new AppError("BAD_USER_INPUT", AUTH_MESSAGES.alreadyVerified);
        const account = {
          userName: pending.userName, phone: pending.phone, passwordHash: pending.passwordHash, preferredLanguage: pending.preferredLanguage, isVerified: true,
        };
        let userId: string;
        if (existing) {
          await users.update({ id: existing.id }, { ...account, sessionEpoch: existing.sessionEpoch + 1 });
          userId = existing.id;
        } else {
          userId = (await users.insert({ email, role: "customer", ...account })).identifiers[0]!.id as string;
        }
        // The address is proven now: a restaurant's invitation to it becomes a membership.
        await acceptStaffInvitations(tx, email, userId);
        return null;
      })
      .catch((error: unknown) => {
        // Two registrations of one e-mail verified at the same moment: the other one won.
        if ((error as { code?: string }).code === "23505") return new AppError("BAD_USER_INPUT", AUTH_MESSAGES.alreadyVerified);
        throw error;
      });
    if (failure) throw failure;
    await this.limiters.otpPerAccount.reset(email);
    return AUTH_MESSAGES.verified;
  }

  /** A new code for this session's registration of the e-mail; the same answer otherwise. */
  async resendOtp(ctx: RequestContext, input: EmailInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "resendPerIp", "signupMailsPerEmail", email);
    const code = generateOtp();
    const pending = await this.pending.renewCode(ctx.session.registrationIds, email, (id) => hashOtp(this.deps.secret, id, code));
    if (pending) {
      await this.deps.mailer.send(otpEmail(email, pending.userName, code, OTP_VALID_MINUTES, recipientLanguage(pending.preferredLanguage, ctx.requestLanguage)));
    }
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
    if (!user && (await this.pending.passwordMatches(ctx.session.registrationIds, email, input.password))) {
      throw new AppError("EMAIL_NOT_VERIFIED", AUTH_MESSAGES.notVerified);
    }
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
        .send(passwordResetEmail(user.email, user.userName, link, RESET_TOKEN_VALID_MINUTES, recipientLanguage(user.preferredLanguage, ctx.requestLanguage)))
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
    await this.deps.users.forget(userId);
    return AUTH_MESSAGES.reset;
  }
}
