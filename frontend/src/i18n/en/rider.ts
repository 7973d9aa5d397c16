/**
 * The rider's page (/rider): the rider's shift, the cash in hand, the deliveries assigned to them
 * and today's delivered ones. Short words on big buttons: read on a phone, on the road, in a hurry.
 */
export const rider = {
  title: "Deliveries",
  eyebrow: "Rider",
  loading: "Loading your deliveries...",
  loadFailed: "Your deliveries could not be loaded. Check the connection.",
  retry: "Try again",

  header: {
    controls: "Rider controls",
    signOut: "Sign out",
  },

  shift: {
    label: "On shift",
    onHint: "You are on shift: deliveries can be given to you.",
    offHint: "Off shift: no new deliveries.",
    onToast: "You are on shift.",
    offToast: "You are off shift.",
    failed: "Your shift could not be changed. Try again.",
  },

  /** The average of the customers' delivery ratings of the rider's deliveries. */
  rating: {
    label: "Your delivery rating",
    count_one: "from {{count}} customer",
    count_other: "from {{count}} customers",
    none: "No customer has rated your deliveries yet.",
  },

  cash: {
    label: "Cash in hand",
    hint: "Owed to the office since your last handover (your tips are yours)",
  },

  location: {
    sharing: "Sharing your location with the customer while you deliver",
    denied:
      "Location is blocked, so the customer cannot see where you are. Allow location for this site in the browser's settings, then tap Try again.",
    unsupported: "This browser cannot share your location, so the customer cannot see where you are.",
    unavailable: "Your location could not be found yet. The app keeps trying.",
    retry: "Try again",
  },

  orders: {
    heading: "Your deliveries",
    headingWithCount: "Your deliveries ({{count}})",
    emptyOnShift: "No deliveries right now. New ones appear here by themselves.",
    emptyOffShift: "You are off shift. Go on shift to get deliveries.",
  },

  order: {
    label: "Order #{{number}}",
    number: "#{{number}}",
    collect: "Collect in cash",
    collectAny: "To collect",
    paysByUpi: "Customer will pay by UPI",
    tip: "Tip {{amount}} — yours",
    pickup: "Pick up from",
    deliverTo: "Deliver to",
    callRestaurant: "Call restaurant",
    callCustomer: "Call customer",
    directions: "Directions",
    items: "Items",
    quantity: "{{count}} ×",
    note: "Note from the customer",
    notStarted: "The kitchen has not started this order yet.",
    status: {
      SCHEDULED: "Scheduled",
      PENDING: "New",
      CONFIRMED: "Accepted",
      PREPARING: "Preparing",
      READY_FOR_PICKUP: "Ready for pickup",
      OUT_FOR_DELIVERY: "Out for delivery",
      DELIVERED: "Delivered",
      DELIVERY_FAILED: "Couldn't deliver",
      REJECTED: "Rejected",
      CANCELLED: "Cancelled",
    },
  },

  actions: {
    pickedUp: "Picked up",
    pickedUpOf: "Picked up order #{{number}}",
    delivered: "Delivered",
    deliveredOf: "Delivered order #{{number}}",
    failed: "Couldn't deliver",
    failedOf: "Couldn't deliver order #{{number}}",
    paidByUpi: "Paid by UPI",
    paidByUpiOf: "Paid by UPI: order #{{number}}",
    cancel: "Cancel",
  },

  deliver: {
    title: "Deliver order #{{number}}",
    total: "Order total {{amount}}",
    amountLabel: "Cash collected (₹)",
    less: "{{amount}} less than the total",
    more: "{{amount}} more than the total",
    noteLabel: "Note",
    noteHint: "Needed when the cash differs from the total.",
    quickNotes: "Quick notes",
    noteNoChange: "No change",
    notePaidLess: "Customer paid less",
    noteTip: "Customer gave a tip",
    notePlaceholder: "Why is the amount different?",
    amountMissing: "Enter the cash you collected.",
    amountInvalid: "Enter an amount in rupees, with at most two decimals.",
    amountTooLarge: "That amount is too large. Check it.",
    noteRequired: 'The cash differs from the total: add a note, e.g. "No change".',
    noteTooLong: "Keep the note under {{max}} characters.",
    confirm: "Delivered · {{amount}}",
  },

  fail: {
    title: "Couldn't deliver order #{{number}}",
    reasonLabel: "What happened? The customer and Ruchi's team see this.",
    quickReasons: "Quick reasons",
    reasonNotReachable: "Customer not reachable",
    reasonWrongAddress: "Address not found",
    reasonRefused: "Customer refused the order",
    reasonPlaceholder: "Or write what happened",
    reasonRequired: "Say why the order could not be delivered.",
    reasonTooLong: "Keep the reason under {{max}} characters.",
    confirm: "Couldn't deliver",
  },

  /** Paid by UPI at the door: the QR, then the payment's reference (docs/money.md#upi-at-the-door). */
  upi: {
    title: "UPI payment · order #{{number}}",
    qrLabel: "QR code to pay this order by UPI",
    scan: "Ask the customer to scan and pay {{amount}}",
    payee: "To {{name}} ({{upiId}})",
    referenceLabel: "UPI reference (12 digits)",
    referenceHint: "After paying, the customer's UPI app shows it as UPI Ref. No., UTR or transaction ID.",
    referenceInvalid: "Enter the 12 digits of the UPI reference, exactly as the customer's app shows them.",
    confirm: "Paid by UPI · {{amount}}",
    offTitle: "UPI at the door is off",
    offText: "The office has not set up a UPI id, so there is no QR to show. Collect the amount in cash.",
    close: "Close",
    loading: "Loading the UPI QR code...",
    loadFailed: "The UPI QR code could not be loaded. Check the connection and open it again.",
  },

  toasts: {
    deliveredByUpi: "Order #{{number}} delivered. {{amount}} paid by UPI.",
    pickedUp: "Order #{{number}} picked up. Take it to the customer.",
    delivered: "Order #{{number}} delivered. {{amount}} collected.",
    failed: "Order #{{number}} marked as not delivered.",
    movedOn: "This order has changed meanwhile.",
    actionFailed: "The order could not be updated. Try again.",
    newDelivery: "New delivery: order #{{number}}",
    taken: "Order #{{number}} was taken off your list.",
  },

  today: {
    heading: "Delivered today",
    empty: "Nothing delivered yet today.",
    collected: "{{amount}} collected",
    collectedWithTip: "{{amount}} collected, {{tip}} tip yours",
    noCash: "No cash",
    paidByUpi: "{{amount}} paid by UPI",
  },

  earnings: {
    heading: "My earnings",
    today: "Today",
    week: "This week",
    deliveries: "Deliveries",
    fees: "Fees",
    tips: "Tips",
    total: "Total",
    note: "A fee for every delivery, fixed when it is delivered, and your tips. Paid weekly by the office.",
    loading: "Loading your earnings...",
    loadFailed: "Your earnings could not be loaded.",
    retry: "Try again",
  },
} as const;
