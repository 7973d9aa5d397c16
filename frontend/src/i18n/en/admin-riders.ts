/**
 * Riders and cash on delivery in the admin panel (issue 16): the orders page's rider column and
 * picker, the delivery section of 'Order Details', the Cash page (/admin/cash) and the
 * dashboard's Deliveries card. Amounts are formatted by common/formatters.ts and passed in.
 */
export const adminRiders = {
  nav: "Cash",

  orders: {
    rider: "Rider",
    noRider: "No rider",
    assign: "Assign rider",
    reassign: "Reassign",
    assignOf: "Assign a rider to order #{{number}}",
    reassignOf: "Reassign the rider of order #{{number}}",
  },

  picker: {
    title: "Rider for order #{{number}}",
    intro: "Riders on shift now, with the deliveries they are on and the cash they are carrying.",
    loading: "Loading the riders on shift...",
    loadFailed: "The riders could not be loaded. Check your connection and try again.",
    none: "Nobody is on shift right now. Riders go on shift in their app; try again when one has.",
    refresh: "Refresh",
    openDeliveries_one: "{{count}} open delivery",
    openDeliveries_other: "{{count}} open deliveries",
    cashInHand: "Cash in hand: {{amount}}",
    current: "Assigned now",
    choose: "Assign",
    chooseOf: "Assign {{name}} to order #{{number}}",
    assigned: "Order #{{number}} is assigned to {{name}}.",
    failed: "The rider could not be assigned. Please try again.",
  },

  delivery: {
    title: "Delivery",
    rider: "Rider",
    phone: "Rider's phone",
    noRider: "No rider yet",
    tip: "Rider's tip",
    tipHint: "In the total the rider collects; the rider keeps it, and the cash owed to the office leaves it out.",
    assignedAt: "Assigned",
    pickedUpAt: "Picked up",
    deliveredAt: "Delivered",
    failedTitle: "The rider could not deliver this order",
    failureReason: "Rider's reason: {{reason}}",
    noReason: "The rider gave no reason.",
    failedHint: "Try again sends the order out for delivery once more. Otherwise it stays failed.",
    orderTotal: "Order total",
    cashCollected: "Cash collected",
    paysByUpi: "The customer will pay by UPI at the door.",
    paidByUpi: "Paid by UPI",
    upiReference: "UPI reference",
    upiConfirmed: "Found in the bank statement ({{time}})",
    upiNotConfirmed: "Not yet checked against the bank statement (Cash page)",
    cashNote: "Rider's note",
    noNote: "No note",
    short: "Short by {{amount}}",
    over: "Over by {{amount}}",
  },

  /** The status move DELIVERY_FAILED -> OUT_FOR_DELIVERY in 'Order Details'. */
  tryAgain: "Try again",

  /** An admin marking a delivery failed (OUT_FOR_DELIVERY -> DELIVERY_FAILED) gives the rider's reason. */
  failDelivery: {
    reason: "Why could the order not be delivered? (the customer sees it)",
    reasonRequired: "Please say why the order could not be delivered",
    confirm: "Mark as Delivery Failed",
  },

  /**
   * An admin marking delivered an order a rider holds (OUT_FOR_DELIVERY -> DELIVERED) gives the
   * cash collected at the door: it counts in the rider's cash in hand, as the rider's own count does.
   */
  deliverCash: {
    amount: "Cash {{name}} collected (₹)",
    amountHint: "The order's total is {{amount}}. The cash counts in the rider's cash in hand until they hand it over.",
    amountRule: "Enter an amount from ₹0 to ₹1,00,000, with at most two decimals.",
    less: "{{amount}} less than the total",
    more: "{{amount}} more than the total",
    note: "Note",
    noteHint: "Needed when the cash differs from the total, e.g. no change.",
    noteRequired: "Say why the cash differs from the order's total.",
    noteRule: "The note can be at most {{max}} characters long.",
  },

  cash: {
    title: "Cash",
    intro:
      "Cash on delivery per rider for one day: what the delivered orders owe the office (their totals less the customers' tips, which the riders keep), the tips, what the riders collected at the door (tips included) and what they handed over. Record a handover when a rider hands in cash.",
    date: "Day",
    today: "Today",
    loading: "Loading the riders' cash...",
    loadFailed: "The cash figures could not be loaded. Check your connection and try again.",
    none: "No riders yet. Give an account the Rider role in Users.",
    count_one: "{{count}} rider",
    count_other: "{{count}} riders",
    downloadCsv: "Download CSV",
    column: {
      date: "Date",
      rider: "Rider",
      phone: "Phone",
      deliveries: "Deliveries",
      failed: "Failed",
      expected: "Expected",
      tips: "Tips (rider's)",
      collected: "Collected",
      handedOver: "Handed over",
      difference: "Difference",
      cashInHand: "Cash in hand now",
    },
    onShift: "On shift",
    offShift: "Off shift",
    shortfall: "Short by {{amount}}",
    stillHeld: "{{amount}} of it still with the rider",
    surplus: "Over by {{amount}}",
    recordHandover: "Record handover",
    recordHandoverOf: "Record a cash handover from {{name}}",
    handoversOf: "Handovers of {{name}} on {{date}}",
    showHandovers_one: "{{count}} handover",
    showHandovers_other: "{{count}} handovers",
    noHandovers: "No handover recorded on this day.",
    handover: {
      time: "Time",
      amount: "Amount",
      expected: "Cash in hand then",
      difference: "Difference",
      note: "Note",
      recordedBy: "Recorded by",
    },
  },

  /** The Cash page's UPI section (docs/money.md#upi-at-the-door): paid into the service's account, ticked off against the bank statement. */
  upi: {
    title: "UPI at the door",
    intro:
      "Orders paid by UPI from the rider's QR on this day. The money went to the service's bank account, not to the rider, so it is not in the cash above. Tick each payment off when you find its reference in the bank statement.",
    loading: "Loading the UPI payments...",
    loadFailed: "The UPI payments could not be loaded. Check your connection and try again.",
    none: "No order was paid by UPI on this day.",
    summary_one: "{{count}} payment · {{amount}}",
    summary_other: "{{count}} payments · {{amount}}",
    column: {
      order: "Order",
      rider: "Rider",
      amount: "Amount",
      reference: "UPI reference",
      deliveredAt: "Delivered at",
      confirmed: "In the bank statement",
    },
    usedTwice: "Reference used twice",
    usedTwiceHint: "Another order carries the same UPI reference: one payment cannot pay two orders. Check both.",
    confirm: "Found in the statement",
    confirmOf: "UPI payment of order #{{number}} found in the bank statement",
    confirmedBy: "Confirmed by {{name}}, {{time}}",
    confirmedAt: "Confirmed {{time}}",
    confirmed: "UPI payment of order #{{number}} confirmed.",
    confirmFailed: "The payment could not be confirmed. Please try again.",
    noRider: "No rider",
  },

  handover: {
    title: "Cash handover from {{name}}",
    inHand: "Cash in hand now: {{amount}}",
    amount: "Amount handed over (₹)",
    amountHint: "What the rider gives you now. Less than the cash in hand is recorded as a shortfall.",
    amountRule: "Enter an amount of ₹0.00 or more, with at most two decimals.",
    note: "Note",
    noteHint: "Optional, e.g. why the amount differs.",
    noteRule: "The note can be at most {{max}} characters long.",
    submit: "Record handover",
    cancel: "Cancel",
    recorded: "Handover of {{amount}} from {{name}} recorded.",
    recordedShort: "Handover of {{amount}} from {{name}} recorded: short by {{short}}.",
    failed: "The handover could not be recorded. Please try again.",
  },

  dashboard: {
    title: "Deliveries (last 14 days)",
    failed: "Failed deliveries",
    averageToDoor: "Average pick-up to door",
    minutes_one: "{{count}} min",
    minutes_other: "{{count}} min",
    noAverage: "No deliveries yet",
    perRider: "Per rider",
    rider: "Rider",
    deliveries: "Deliveries",
    failedColumn: "Failed",
    averageColumn: "Pick-up to door",
    none: "No rider delivered or failed an order in the last 14 days.",
    viewFailed: "View failed orders",
  },
} as const;
