import { randomUUID } from "node:crypto";
import { IsNull, type DataSource, type EntityManager } from "typeorm";
import { AppError, isAppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { Mailer } from "../../common/mailer";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import { recipientLanguage, type Language } from "../../i18n/language";
import { acceptStaffInvitations } from "../restaurants/restaurant-invitations";
import { User } from "../users/user.entity";
import { normalizeEmail, type UserService } from "../users/user.service";
import { accountExistsEmail, otpEmail, passwordResetEmail } from "./auth-emails";
import { authRateLimits, type AuthRateLimit } from "./auth-rate-limits";
import type { EmailInput, LoginInput, RegisterInput, ResetPasswordInput, VerifyOtpInput } from "./auth.inputs";
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "../users/password";
import { PasswordResetToken } from "./password-reset-token.entity";
import type { PendingRegistration } from "./pending-registration.entity";
import { PendingRegistrations, type MailedSecrets } from "./pending-registrations";
import {
  generateLinkToken,
  generateOtp,
  hashLinkToken,
  hashOtp,
  minutesFromNow,
  sameHash,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_VALID_MINUTES,
  RESET_TOKEN_VALID_MINUTES,
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
  notVerified: "Please verify your e-mail before logging in. Open the link or use the code we sent you, or ask for a new one.",
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

/** The shape of a link token (generateLinkToken): anything else is no link of ours. */
const LINK_TOKEN = /^[\w-]{43}$/;

/** Why the verify link's page asks again. */
export type EmailLinkError = "wrongPassword" | "tooManyTries";

/** What opening a sign-up mail's verify link comes to (rest/verify-email.router.ts shows it). */
export type EmailLinkOutcome =
  | { status: "verified" }
  /** Unknown, used, replaced by a resend, expired, or spent by wrong passwords. */
  | { status: "invalid" }
  /** Opened in a browser that did not register: the page asks for the password chosen at sign-up. */
  | { status: "confirm"; email: string; language: Language; error?: EmailLinkError };

export class AuthService {
  private readonly limiters: Record<AuthRateLimit, RateLimiter>;

  constructor(private readonly deps: AuthServiceDeps) {
    this.limiters = Object.fromEntries(
      Object.entries(authRateLimits(deps.authIpLimitFactor ?? 1)).map(([name, rule]) => [
        name,
        createRateLimiter(deps.rateLimitStore, rule),
      ]),
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
      const mailed = this.newMailedSecrets();
      registrationId = await this.pending.create(ctx.session.registrationIds, { ...profile, passwordHash }, mailed.secrets);
      const language = recipientLanguage(profile.preferredLanguage, ctx.requestLanguage);
      await this.deps.mailer.send(otpEmail(email, profile.userName, mailed.code, mailed.link, OTP_VALID_MINUTES, language));
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
        return this.createAccount(tx, pending);
      })
      .catch(lostVerificationRace);
    if (failure) throw failure;
    await this.limiters.otpPerAccount.reset(email);
    return AUTH_MESSAGES.verified;
  }

  /**
   * The sign-up mail's one-click link. In the browser that registered it verifies at once: that
   * session is the registration's, and the link proves the mailbox. In any other browser it
   * verifies only with the password chosen at sign-up (`password`, from the page this answers
   * `confirm` with), so that the mailbox's owner cannot verify, unknowingly, a registration
   * someone else made with their address, and a mail scanner fetching the link verifies
   * nothing. The account is created as verify-otp creates it, spending the code with the link;
   * nobody is signed in. Wrong passwords count as wrong codes do.
   */
  async openEmailLink(ctx: RequestContext, token: string, password: string | null): Promise<EmailLinkOutcome> {
    if (!LINK_TOKEN.test(token)) return { status: "invalid" };
    const linkTokenHash = hashLinkToken(token);
    const found = await this.pending.findByLink(linkTokenHash);
    if (!found || found.codeExpiresAt.getTime() <= Date.now()) return { status: "invalid" };
    const ownSession = ctx.session.registrationIds.includes(found.id);
    const confirm = (error?: EmailLinkError): EmailLinkOutcome => ({
      status: "confirm",
      email: found.email,
      language: recipientLanguage(found.preferredLanguage, ctx.requestLanguage),
      error,
    });
    if (!ownSession && password === null) return confirm();
    if (!ownSession) {
      try {
        await this.limit(ctx, "otpPerIp", "otpPerAccount", found.email);
      } catch (error) {
        if (isAppError(error) && error.code === "RATE_LIMITED") return confirm("tooManyTries");
        throw error;
      }
    }
    const result = await this.deps.dataSource
      .transaction(async (tx): Promise<"verified" | "invalid" | "wrongPassword"> => {
        const pending = await this.pending.findByLink(linkTokenHash, tx);
        if (!pending) return "invalid";
        if (pending.codeExpiresAt.getTime() <= Date.now()) {
          await this.pending.spendCode(tx, pending.id);
          return "invalid";
        }
        if (!ownSession && !(await verifyPassword(pending.passwordHash, password ?? ""))) {
          const failed = pending.failedAttempts + 1;
          if (failed >= OTP_MAX_FAILED_ATTEMPTS) {
            await this.pending.spendCode(tx, pending.id);
            return "invalid";
          }
          await this.pending.countFailure(tx, pending.id, failed);
          return "wrongPassword";
        }
        return (await this.createAccount(tx, pending)) ? "invalid" : "verified";
      })
      .catch((error: unknown) => {
        lostVerificationRace(error);
        return "invalid" as const;
      });
    if (result === "wrongPassword") return confirm("wrongPassword");
    if (result === "invalid") return { status: "invalid" };
    await this.limiters.otpPerAccount.reset(found.email);
    return { status: "verified" };
  }

  /** A code and a verify link for one sign-up mail, with what the registration keeps of them. */
  private newMailedSecrets(): { code: string; link: string; secrets: MailedSecrets } {
    const code = generateOtp();
    const token = generateLinkToken();
    return {
      code,
      link: `${this.deps.publicUrl}/auth/verify-email?token=${token}`,
      secrets: { hashCode: (id) => hashOtp(this.deps.secret, id, code), linkTokenHash: hashLinkToken(token) },
    };
  }

  /**
   * The account of a registration whose mailbox is proven: created, or an unverified one of the
   * old scheme completed. Every pending registration of the e-mail goes, and with them every code
   * and link mailed for it. Answers the refusal instead of throwing it.
   */
  private async createAccount(tx: EntityManager, pending: PendingRegistration): Promise<AppError | null> {
    const { email } = pending;
    const users = tx.getRepository(User);
    const existing = await users.findOne({ where: { email }, lock: { mode: "pessimistic_write" } });
    await this.pending.dropAllFor(tx, email);
    if (existing?.isVerified) return new AppError("BAD_USER_INPUT", AUTH_MESSAGES.alreadyVerified);
    const account = {
      userName: pending.userName,
      phone: pending.phone,
      passwordHash: pending.passwordHash,
      preferredLanguage: pending.preferredLanguage,
      isVerified: true,
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
  }

  /** A new code for this session's registration of the e-mail; the same answer otherwise. */
  async resendOtp(ctx: RequestContext, input: EmailInput): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.limit(ctx, "resendPerIp", "signupMailsPerEmail", email);
    const mailed = this.newMailedSecrets();
    const pending = await this.pending.renewCode(ctx.session.registrationIds, email, mailed.secrets);
    if (pending) {
      const language = recipientLanguage(pending.preferredLanguage, ctx.requestLanguage);
      await this.deps.mailer.send(otpEmail(email, pending.userName, mailed.code, mailed.link, OTP_VALID_MINUTES, language));
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
      const token = generateLinkToken();
      await this.deps.dataSource.getRepository(PasswordResetToken).insert({
        userId: user.id,
        tokenHash: hashLinkToken(token),
        expiresAt: minutesFromNow(RESET_TOKEN_VALID_MINUTES),
        usedAt: null,
      });
      const link = `${this.deps.publicUrl}/auth/reset-password/${token}`;
      // Not awaited: waiting for SMTP only when the account exists would tell who has one.
      this.deps.mailer
        .send(
          passwordResetEmail(
            user.email,
            user.userName,
            link,
            RESET_TOKEN_VALID_MINUTES,
            recipientLanguage(user.preferredLanguage, ctx.requestLanguage),
          ),
        )
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
        where: { tokenHash: hashLinkToken(input.token.trim()) },
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

/** Two registrations of one e-mail verified at the same moment: the other one won. */
function lostVerificationRace(error: unknown): AppError {
  if ((error as { code?: string }).code === "23505") return new AppError("BAD_USER_INPUT", AUTH_MESSAGES.alreadyVerified);
  throw error;
}
