/**
 * The one error mechanism: services throw AppError; the GraphQL adapter turns it into
 * extensions.code, the REST adapter into an HTTP status and the legacy envelope. These are the
 * codes any part of the app answers, with their HTTP statuses; the business codes are the modules'.
 */
export const GENERIC_ERROR_CODES = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A GraphQL answer over the size cap (http/answer-size-cap.ts): the query asked for too much. */
  RESPONSE_TOO_LARGE: 400,
  UNSUPPORTED_FILE: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/**
 * The business codes, each module's table (`modules/<name>/<name>.errors.ts`, with their HTTP
 * statuses) under its name, added by declaration merging:
 *
 *   declare module "../../common/errors" { interface ModuleErrorCodes { riders: typeof ridersErrorCodes } }
 *
 * The app assembles the statuses from the modules' definitions (src/error-statuses.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleErrorCodes {}

type ModuleErrorCode = { [module in keyof ModuleErrorCodes]: keyof ModuleErrorCodes[module] }[keyof ModuleErrorCodes];

export type ErrorCode = keyof typeof GENERIC_ERROR_CODES | ModuleErrorCode;

export interface FieldError {
  field: string;
  messages: string[];
}

export interface AppErrorDetails {
  fields?: FieldError[];
  retryAfterSeconds?: number;
  [key: string]: unknown;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: AppErrorDetails,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const serviceUnavailable = (what: string) =>
  new AppError("SERVICE_UNAVAILABLE", `${what} is unavailable right now. Please try again in a moment.`);
