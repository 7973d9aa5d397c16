/**
 * Live orders: the customer's step tracker, the admin's new-order badge and the Web Push
 * opt-in offered to customers and staff.
 */
export const liveOrders = {
  tracker: {
    label: "Order progress",
    done: "completed",
    current: "current step",
    upcoming: "not yet",
    stopped: "the order ended here",
    statusNow: "Order status: {{status}}",
    acceptedReadyAround: "Restaurant accepted · ready around {{time}}",
    preparingReadyAround: "Being prepared · ready around {{time}}",
    readyForPickup: "Your food is ready and waiting for the rider.",
  },

  adminFeed: {
    newOrders_one: "{{count}} new order",
    newOrders_other: "{{count}} new orders",
    newOrdersOverflow: "99+",
    newOrderArrived: "New order #{{number}} from {{restaurant}}",
  },

  push: {
    customerOffer: "Get order updates on this device",
    customerOfferHint: "We'll let you know when your order is confirmed, on its way and delivered.",
    staffOffer: "Allow notifications",
    staffOfferHint: "Get a notification on this device when a new order arrives.",
    enabled: "Notifications are on for this device.",
    denied: "Notifications are blocked for this site. You can allow them in your browser's settings.",
    failed: "Notifications could not be turned on. Please try again.",
  },
} as const;
