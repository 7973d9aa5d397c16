/**
 * The kitchen board (/kitchen, /kitchen/:restaurantId): a restaurant's staff take its orders,
 * cook them and hand them over, print tickets, close for the day and mark dishes sold out.
 * Short words: it is read at arm's length, in a hurry, on a tablet or a phone.
 */
export const kitchen = {
  title: "Kitchen",
  pageTitle: "Kitchen · {{restaurant}}",
  /** The tab's title while orders wait in New: the count first, so it shows in a narrow tab. */
  pageTitleWithCount: "({{count}}) Kitchen · {{restaurant}}",
  loading: "Loading the kitchen...",
  loadFailed: "The orders could not be loaded. Check the connection.",
  retry: "Try again",
  changeFailed: "This could not be changed. Try again.",

  chooser: {
    heading: "Your kitchens",
    intro: "Choose the restaurant whose orders you want to see.",
    closedToday: "Closed for today",
    none: "You are not on the staff of any restaurant yet. Ask Ruchi's admin to add you.",
    toShop: "Go to the shop",
  },

  noAccess: {
    heading: "You don't have access to this kitchen",
    text: "Your account is not on the staff of this restaurant. If it should be, ask Ruchi's admin to add you.",
    yourKitchens: "Your kitchens",
  },

  header: {
    controls: "Kitchen controls",
    otherKitchens: "Other kitchens",
    settings: "Settings",
    settingsTitle: "Kitchen settings",
    logOut: "Log out",
    toShop: "Go to the shop",
  },

  columns: {
    label: "Orders by stage",
    new: "New",
    preparing: "Accepted / Preparing",
    /** The middle tab on a phone, where three tabs share 360 px. */
    preparingShort: "Preparing",
    ready: "Ready",
    withCount: "{{column}} ({{count}})",
    emptyNew: "No new orders. New ones appear here by themselves.",
    emptyPreparing: "Nothing is being prepared.",
    emptyReady: "Nothing is waiting for pickup.",
  },

  order: {
    label: "Order #{{number}}",
    number: "#{{number}}",
    placedAt: "Placed at {{time}}",
    justNow: "just now",
    minutesAgo_one: "{{count}} min ago",
    minutesAgo_other: "{{count}} min ago",
    hoursAgo_one: "over {{count}} hour ago",
    hoursAgo_other: "over {{count}} hours ago",
    items: "Items",
    quantity: "{{count}} ×",
    note: "Cooking instructions",
    total: "Total {{amount}}",
    cashOnDelivery: "Cash on delivery",
    /** A pickup (docs/architecture.md#pick-up): the customer collects it and pays at the counter. */
    pickup: "Pick up",
    payAtCounter: "Cash at the counter",
    readyBy: "Ready by {{time}}",
    /** An order placed for later: when the customer wants it. */
    deliverFor: "For {{time}}",
    readyIn_one: "in {{count}} min",
    readyIn_other: "in {{count}} min",
    dueNow: "due now",
    late_one: "{{count}} min late",
    late_other: "{{count}} min late",
    status: {
      PENDING: "New",
      CONFIRMED: "Accepted",
      PREPARING: "Preparing",
      READY_FOR_PICKUP: "Ready for pickup",
    },
  },

  actions: {
    accept: "Accept",
    reject: "Reject",
    startPreparing: "Start preparing",
    markReady: "Ready for pickup",
    printTicket: "Print ticket",
    acceptOf: "Accept order #{{number}}",
    rejectOf: "Reject order #{{number}}",
    startPreparingOf: "Start preparing order #{{number}}",
    markReadyOf: "Ready for pickup: order #{{number}}",
    /** A pickup's customer took it at the counter (markCollected). */
    markCollected: "Collected",
    markCollectedOf: "Collected by the customer: order #{{number}}",
    printTicketOf: "Print ticket of order #{{number}}",
    cancel: "Cancel",
  },

  accept: {
    title: "Accept order #{{number}}",
    minutesLabel: "How long will it take?",
    quickMinutes: "{{count}} min",
    otherMinutes: "Other",
    customLabel: "Minutes (1 to 240)",
    minutesRule: "Enter a whole number of minutes from 1 to 240.",
    readyAround: "Ready around {{time}}",
    confirm: "Accept · {{count}} min",
  },

  reject: {
    title: "Reject order #{{number}}",
    reasonLabel: "Why? The customer sees this.",
    quickReasons: "Quick reasons",
    reasonBusy: "The kitchen is too busy right now",
    reasonSoldOut: "An item is sold out",
    reasonClosing: "We are closing for today",
    reasonPlaceholder: "Or write the reason",
    reasonRequired: "Give a reason for the customer.",
    reasonTooLong: "Keep the reason under 500 characters.",
    confirm: "Reject order",
  },

  toasts: {
    accepted: "Order #{{number}} accepted: ready around {{time}}.",
    rejected: "Order #{{number}} rejected.",
    preparing: "Order #{{number}}: preparing.",
    ready: "Order #{{number}} is ready for pickup.",
    collected: "Order #{{number}} collected.",
    movedOn: "This order has moved on.",
    actionFailed: "The order could not be updated. Try again.",
    newOrder: "New order #{{number}}",
  },

  sound: {
    turnOn: "Turn sound on",
    turnOff: "Turn sound off",
    blocked: "Tap anywhere to allow sound",
    hint: "A chime plays when a new order arrives.",
  },

  closed: {
    switchLabel: "Closed for today",
    closedUntil: "Closed until {{time}}",
    closeTitle: "Close for today?",
    closeText: "Customers cannot order from {{restaurant}} until midnight. The kitchen opens again by itself tomorrow.",
    close: "Close for today",
    openTitle: "Open again now?",
    openText: "Customers can order from {{restaurant}} again right away (within its opening hours).",
    open: "Open again",
    closedToast: "{{restaurant}} is closed for today.",
    openedToast: "{{restaurant}} is taking orders again.",
  },

  menu: {
    button: "Menu",
    title: "Menu · {{restaurant}}",
    intro: "Switch a dish to sold out and customers cannot order it until you switch it back.",
    search: "Find a dish",
    soldOut: "Sold out",
    available: "Available",
    soldOutSwitch: "{{name}}: sold out",
    optionsOf: "Options of {{name}}",
    empty: "No dishes match.",
    loadFailed: "The menu could not be loaded.",
    soldOutToast: "{{name}} is sold out.",
    availableToast: "{{name}} is available again.",
    veg: "Veg",
    nonVeg: "Non-veg",
  },

  ticket: {
    paperLabel: "Ticket paper",
    paperHint: "The width of the receipt printer's paper on this device.",
    paper58: "58 mm",
    paper80: "80 mm",
    order: "Order #{{number}}",
    placed: "Placed",
    items: "Items",
    note: "Note",
    total: "Total",
    cashOnDelivery: "Cash on delivery",
    readyBy: "Ready by",
  },
} as const;
