import type { Widen } from "../en";

/**
 * What the client says for the error codes and fields only the customer's own pages meet
 * (checkout, addresses: the account and checkout pages). The customer part of the catalogue
 * (en-customer) adds them under `apiErrors` with those pages, so home, listing and menus,
 * the pages a phone lands on, never download them.
 */
export const checkoutApiErrors = {
  codes: {
    ALREADY_RATED: "You have rated this order already.",
    RATING_CLOSED: "An order can be rated once it is delivered, for 7 days after its delivery.",
    PROBLEM_ALREADY_OPEN: "This order already has an open problem. We will answer it soon.",
    PROBLEM_REPORT_CLOSED: "Help can be asked while the order is on its way and up to 48 hours after its delivery.",
    PROBLEM_LIMIT_REACHED: "This order has had too many problems reported. Please call us.",
    ADDRESS_LIMIT_REACHED: "You can add only 2 addresses",
    CART_EMPTY: "Please add items to cart!",
    OUT_OF_DELIVERY_AREA: "This restaurant does not deliver to that address. Choose another address.",
    IDEMPOTENCY_KEY_REUSED: "This order was already sent with different details. Reload the page.",
    INVOICE_NOT_ISSUED: "This order has no invoice yet: an order gets one when it is delivered.",
    COUPON_INVALID: "This coupon code is not valid. Check the code and try again.",
    COUPON_EXPIRED: "This coupon has expired.",
    COUPON_NOT_TODAY: "This coupon cannot be used today.",
    COUPON_MIN_ORDER: "Your order is below this coupon's minimum. Add more items to use it.",
    COUPON_USED_UP: "This coupon has been used as many times as it allows.",
    COUPON_NOT_FOR_RESTAURANT: "This coupon does not work at this restaurant.",
    COUPON_FIRST_ORDER_ONLY: "This coupon is only for your first order.",
    BELOW_MINIMUM_ORDER: "Your order is below this restaurant's minimum order. Add more items.",
    DELIVERY_TIME_INVALID: "That delivery time can no longer be chosen. Please choose another time.",
  },
  fields: {
    foodRating: "Choose 1 to 5 stars for the food.",
    deliveryRating: "Rate the delivery with 1 to 5 stars, only when a rider brought the order.",
    comment: "Your review can be at most 500 characters.",
    likedMenuItemIds: "Tick only dishes of this order.",
    text: "Write 1 to 1000 characters.",
    address: "Enter the address: at most 300 characters.",
    city: "Enter the city on one line: at most 80 characters.",
    pincode: "Enter a valid 6-digit pincode",
    notes: "Preparation tips can be at most 500 characters.",
    addressId: "Please select an address!",
    kitchenNote: "Cooking instructions can be one line of at most 200 characters.",
    fulfilment: "Choose delivery or pick up.",
    deliverAt: "Choose one of the delivery times offered.",
  },
} as const;

/** The shape of every language's checkout error texts. */
export type CheckoutApiErrors = Widen<typeof checkoutApiErrors>;
