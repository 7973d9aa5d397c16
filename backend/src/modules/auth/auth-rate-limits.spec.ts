import { AUTH_RATE_LIMITS, authRateLimits } from "./auth-rate-limits";

describe("authRateLimits", () => {
  it("multiplies the per-IP allowances only: an account's own limits stay", () => {
    const scaled = authRateLimits(20);
    expect(scaled.loginPerIp.points).toBe(AUTH_RATE_LIMITS.loginPerIp.points * 20);
    expect(scaled.registerPerIp.points).toBe(AUTH_RATE_LIMITS.registerPerIp.points * 20);
    expect(scaled.loginPerAccount).toEqual(AUTH_RATE_LIMITS.loginPerAccount);
    expect(scaled.signupMailsPerEmail).toEqual(AUTH_RATE_LIMITS.signupMailsPerEmail);
  });

  it("keeps every rule as it is at factor 1", () => {
    expect(authRateLimits(1)).toEqual(AUTH_RATE_LIMITS);
  });
});
