/** The sign-in, sign-up and password-reset refusals (auth.service.ts). Their HTTP statuses, for the REST adapter (rest/envelope.ts). */
export const authErrorCodes = {
  EMAIL_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CREDENTIALS: 401,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  INVALID_RESET_TOKEN: 400,
} as const;

declare module "../../common/errors" {
  interface ModuleErrorCodes {
    auth: typeof authErrorCodes;
  }
}
