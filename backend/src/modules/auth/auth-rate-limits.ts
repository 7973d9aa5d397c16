import type { RateLimitRule } from "../../common/rate-limiter";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Per account (e-mail) and per IP, for every endpoint that guesses or sends mail. */
export const AUTH_RATE_LIMITS = {
  loginPerAccount: { name: "login:acct", points: 10, durationSeconds: 15 * MINUTE },
  loginPerIp: { name: "login:ip", points: 50, durationSeconds: 15 * MINUTE },
  otpPerAccount: { name: "otp:acct", points: 10, durationSeconds: 15 * MINUTE },
  otpPerIp: { name: "otp:ip", points: 50, durationSeconds: 15 * MINUTE },
  /** Every e-mail that sign-up sends to an address (registrations and resends together). */
  signupMailsPerEmail: { name: "signup-mail:email", points: 5, durationSeconds: HOUR },
  resendPerIp: { name: "resend:ip", points: 30, durationSeconds: HOUR },
  forgotPerAccount: { name: "forgot:acct", points: 5, durationSeconds: HOUR },
  forgotPerIp: { name: "forgot:ip", points: 30, durationSeconds: HOUR },
  resetPerIp: { name: "reset:ip", points: 30, durationSeconds: HOUR },
  registerPerIp: { name: "register:ip", points: 30, durationSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export type AuthRateLimit = keyof typeof AUTH_RATE_LIMITS;

/**
 * The rules with each per-IP allowance multiplied by `ipFactor` (AUTH_IP_LIMIT_FACTOR): where many
 * honest people share one address (a mobile carrier's NAT, an office), the per-account limits
 * still stop guessing while the shared address is not locked out.
 */
export function authRateLimits(ipFactor: number): Record<AuthRateLimit, RateLimitRule> {
  return Object.fromEntries(
    Object.entries(AUTH_RATE_LIMITS).map(([name, rule]) => [
      name,
      rule.name.endsWith(":ip") ? { ...rule, points: rule.points * ipFactor } : rule,
    ]),
  ) as Record<AuthRateLimit, RateLimitRule>;
}
