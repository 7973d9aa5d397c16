/**
 * What the client says for each error code the API defines (`extensions.code`; backend
 * src/common/errors.ts), and for the fields a BAD_USER_INPUT names (`extensions.fields`). The
 * server's own message is shown only for a code missing here (see common/error-text.ts).
 */
export const apiErrors = {
  codes: {
    BAD_USER_INPUT: "Please check the details you entered.",
    UNAUTHENTICATED: "Please sign in again.",
    FORBIDDEN: "You are not allowed to do this.",
    NOT_FOUND: "We could not find that. It may have been removed.",
    CONFLICT: "This was changed meanwhile. Reload and try again.",
    PAYLOAD_TOO_LARGE: "That file is too large.",
    UNSUPPORTED_FILE: "Only JPEG, PNG and WebP images can be uploaded.",
    UNSUPPORTED_MEDIA_TYPE: "This kind of request is not supported.",
    RATE_LIMITED: "Too many attempts. Please wait a little and try again.",
    INTERNAL_SERVER_ERROR: "Something went wrong on our side. Please try again.",
    SERVICE_UNAVAILABLE: "Ruchi is busy right now. Please try again in a moment.",
    EMAIL_TAKEN: "An account with this e-mail already exists.",
    EMAIL_NOT_VERIFIED: "Please verify your e-mail first. We have sent you a code.",
    INVALID_CREDENTIALS: "Invalid email or password",
    INVALID_OTP: "That code is not right. Check the e-mail and try again.",
    OTP_EXPIRED: "That code has expired. Ask for a new one.",
    INVALID_RESET_TOKEN: "This reset link is invalid or has expired. Ask for a new one.",
    ADDRESS_LIMIT_REACHED: "You can save at most 2 addresses.",
    CART_EMPTY: "Your cart is empty.",
    CART_RESTAURANT_CONFLICT: "Your cart has items from another restaurant.",
    RESTAURANT_CLOSED: "This restaurant is closed right now.",
    ITEM_UNAVAILABLE: "An item in your cart is not available right now.",
    OUT_OF_DELIVERY_AREA: "This restaurant does not deliver to that address.",
    IDEMPOTENCY_KEY_REUSED: "This order was already sent with different details. Reload the page.",
    INVALID_STATUS_TRANSITION: "This order's status has changed meanwhile.",
  },
  fields: {
    email: "Enter a valid e-mail address.",
    password: "Password must be 8 to 128 characters long.",
  },
} as const;
