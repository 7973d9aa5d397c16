import type { Widen } from "../en";

/**
 * What the client says for the error codes and fields only the sign-in screens meet (sign in,
 * sign up, the e-mail code, a password reset). The public part of the catalogue (en-public) adds
 * them under `apiErrors` with those screens, so a signed-in customer's shop never downloads them.
 */
export const authApiErrors = {
  codes: {
    EMAIL_TAKEN: "An account with this e-mail already exists.",
    EMAIL_NOT_VERIFIED: "Please verify your e-mail first. We have sent you a code.",
    INVALID_CREDENTIALS: "Incorrect email or password.",
    INVALID_OTP: "That code is not right. Check the e-mail, or ask for a new code.",
    OTP_EXPIRED: "That code has expired. Ask for a new one.",
    INVALID_RESET_TOKEN: "This reset link is invalid or has expired. Ask for a new one.",
  },
  fields: {
    userName: "Enter your name: 2 to 80 characters.",
    password: "Password must be 8 to 128 characters long.",
    otp: "Enter the 6-digit code from the e-mail.",
    token: "This reset link is invalid or has expired. Ask for a new one.",
  },
} as const;

/** The shape of every language's sign-in error texts. */
export type AuthApiErrors = Widen<typeof authApiErrors>;
