/**
 * Live orders: the customer's step tracker and rider, the admin's new-order badge and the Web
 * Push opt-in offered to customers and staff.
 */
export const liveOrders = {
  tracker: {
    label: "Order progress",
    done: "completed",
    current: "current step",
    upcoming: "not yet",
    stopped: "the order ended here",
    failed: "Ruchi will call you about it",
    statusNow: "Order status: {{status}}",
    acceptedReadyAround: "Restaurant accepted · ready around {{time}}",
    preparingReadyAround: "Being prepared · ready around {{time}}",
    readyForPickup: "Your food is ready and waiting for the rider.",
  },

  rider: {
    heading: "Your rider",
    yourRider: "Your rider: {{name}}",
    deliveredBy: "Delivered by {{name}}",
    call: "Call",
    callRider: "Call {{name}}, your rider",
    awayArriving: "{{name}} is {{distance}} km away · arriving around {{time}}",
    away: "{{name}} is {{distance}} km away",
    almostThere: "{{name}} is almost at your door",
    onTheWay: "{{name}} is on the way with your order",
    updatedJustNow: "Location updated just now",
    updatedSecondsAgo: "Location updated {{seconds}} s ago",
    updatedMinutesAgo_one: "Location updated {{count}} min ago",
    updatedMinutesAgo_other: "Location updated {{count}} min ago",
    failed: "{{name}} could not deliver your order.",
    failedNoName: "Your order could not be delivered.",
    failureReason: "Reason: {{reason}}",
    weWillCall: "Ruchi will call you shortly to sort out what happens next.",
  },

  map: {
    label: "Map of {{name}} and your delivery address",
    rider: "{{name}} (rider)",
    destination: "Delivery address",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
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
    riderOffer: "Allow notifications",
    riderOfferHint: "Get a notification on this phone when the office gives you a delivery, even with this page closed.",
    enabled: "Notifications are on for this device.",
    denied: "Notifications are blocked for this site. You can allow them in your browser's settings.",
    failed: "Notifications could not be turned on. Please try again.",
  },
} as const;
