/**
 * What the client says for each error code the API answers (`extensions.code`): the backend's
 * generic codes (src/common/errors.ts), each module's (src/modules/<name>/<name>.errors.ts)
 * and the request codes Apollo and graphql-js set themselves (src/graphql/format-error.ts). `detailed` is a code's fuller text, used when the answer carries
 * the details it names; `fields` is the text for a field a BAD_USER_INPUT names
 * (`extensions.fields`). The server's own message shows only for a code missing here
 * (common/error-text.ts); common/error-codes.spec.ts fails when the API gains a code this lacks.
 * Texts the spec or the e2e tests quote are kept exactly.
 */
export const apiErrors = {
  codes: {
    BAD_USER_INPUT: "Please check the details you entered.",
    UNAUTHENTICATED: "Please sign in again.",
    FORBIDDEN: "You are not allowed to do this.",
    UPI_OFF: "Paying by UPI at the door is off right now. Pay in cash.",
    NOT_FOUND: "We could not find that. It may have been removed.",
    CONFLICT: "This was changed meanwhile. Reload and try again.",
    UNSUPPORTED_MEDIA_TYPE: "This kind of request is not supported.",
    RATE_LIMITED: "Too many attempts. Please wait a little and try again.",
    INTERNAL_SERVER_ERROR: "Something went wrong on our side. Please try again.",
    SERVICE_UNAVAILABLE: "Ruchi is busy right now. Please try again in a moment.",
    CART_RESTAURANT_CONFLICT: "Your cart has items from another restaurant.",
    RESTAURANT_CLOSED: "This restaurant is closed right now. Please order when it opens.",
    ITEM_UNAVAILABLE: "An item in your cart is not available right now. Remove it to place the order.",
    ITEM_NOT_AVAILABLE_NOW: "This dish is served at other hours of the day. Please order it when it is available.",
    OPTION_REQUIRED: "Please make a choice for this dish (such as its portion) before adding it.",
    TOO_MANY_OPTIONS: "You chose more options than this dish allows. Remove one and try again.",
    OPTION_UNAVAILABLE: "A choice you made is not available right now. Please choose another.",
    INVALID_STATUS_TRANSITION: "This order's status has changed meanwhile. Reload to see it.",
    GRAPHQL_PARSE_FAILED: "This page is out of date. Reload it and try again.",
    GRAPHQL_VALIDATION_FAILED: "This page is out of date. Reload it and try again.",
    OPERATION_RESOLUTION_FAILURE: "This page is out of date. Reload it and try again.",
    PERSISTED_QUERY_NOT_FOUND: "This page is out of date. Reload it and try again.",
    PERSISTED_QUERY_NOT_SUPPORTED: "This page is out of date. Reload it and try again.",
    BAD_REQUEST: "Ruchi could not accept this request. Reload the page and try again.",
    RESPONSE_TOO_LARGE: "This asks for too much at once. Narrow it down and try again.",
  },
  detailed: {
    /** `wait`: retryAfterSeconds as words ("2 minutes"). */
    RATE_LIMITED: "Too many attempts. Please try again in {{wait}}.",
    /** `restaurant`: currentRestaurantName, the restaurant whose items the cart holds. */
    CART_RESTAURANT_CONFLICT: "Your cart has items from {{restaurant}}.",
    /** `group`: groupName, the option group ("Portion") whose minChoices are not met. */
    OPTION_REQUIRED: "Please choose {{group}} first.",
    /** `group`: groupName; `max`: maxChoices. */
    TOO_MANY_OPTIONS: "You can choose at most {{max}} in {{group}}.",
    /** `group`: groupName of the option that ran out. */
    OPTION_UNAVAILABLE: "Your choice in {{group}} is sold out now. Please choose another.",
  },
  fields: {
    email: "Enter a valid e-mail address.",
    phone: "Enter Valid Phone Number",
    latitude: "Check the location: this point cannot be used.",
    longitude: "Check the location: this point cannot be used.",
    categories: "Choose categories from the list.",
    keyword: "Type 4 to 100 characters to search.",
    reason: "Please give a reason: at most 500 characters.",
    quantity: "Quantity must be 1 to 99.",
  },
} as const;
