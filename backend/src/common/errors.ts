/**
 * The one error mechanism: services throw AppError; the GraphQL adapter turns it into
 * extensions.code, the REST adapter into an HTTP status and the legacy envelope.
 */
export const ErrorCode = {
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
  // Business codes
  EMAIL_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CREDENTIALS: 401,
  INVALID_OTP: 400,
  OTP_EXPIRED: 400,
  INVALID_RESET_TOKEN: 400,
  ADDRESS_LIMIT_REACHED: 409,
  CART_EMPTY: 400,
  CART_RESTAURANT_CONFLICT: 409,
  RESTAURANT_CLOSED: 409,
  ITEM_UNAVAILABLE: 409,
  OUT_OF_DELIVERY_AREA: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  INVALID_STATUS_TRANSITION: 409,
  /** The rider is off shift: no deliveries are assigned to them, and they make no delivery moves. */
  RIDER_OFF_SHIFT: 409,
  /** A rider cannot go off shift while orders are assigned to them and not yet ended. */
  RIDER_HAS_OPEN_DELIVERIES: 409,
  /** A position shared while none of the rider's orders is out for delivery. */
  DELIVERY_NOT_ACTIVE: 409,
  /** A delivery move on an order that is not assigned to the rider making it. */
  NOT_ASSIGNED_RIDER: 403,
  /** A cash handover for a rider who holds no cash. */
  NO_CASH_IN_HAND: 409,
  /** A restaurant's menu already holds as many dishes as one may (modules/menu/menu-limits.ts). */
  MENU_ITEM_LIMIT_REACHED: 409,
} as const;

export type ErrorCode = keyof typeof ErrorCode;

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

  get status(): number {
    return ErrorCode[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const serviceUnavailable = (what: string) =>
  new AppError("SERVICE_UNAVAILABLE", `${what} is unavailable right now. Please try again in a moment.`);
