/**
 * The superadmin's webhooks page (/admin/webhooks): URLs Ruchi sends signed events to, their
 * signing secrets (shown once) and each webhook's deliveries. Event names (ORDER_PLACED ...),
 * statuses (SUCCEEDED ...), URLs, "https" and header names stay as they are in every language.
 */
export const adminWebhooks = {
  nav: "Webhooks",
  title: "Webhooks",
  intro:
    "Webhooks tell partners' systems of events as they happen: Ruchi sends each event, signed, to the webhook's URL and tries again for a day if it fails.",
  create: "Add webhook",
  loading: "Loading webhooks...",
  loadFailed: "The webhooks could not be loaded. Check your connection and try again.",
  none: "No webhooks yet. Add one for each partner system that wants events.",
  count_one: "{{count}} webhook",
  count_other: "{{count}} webhooks",

  column: {
    webhook: "Webhook",
    events: "Events",
    restaurants: "Restaurants",
    deliveries: "Deliveries",
    actions: "Actions",
  },
  active: "Active",
  deleted: "Deleted",
  deletedOn: "Deleted on {{date}}",
  failingSince: "Failing since {{date}}",
  allRestaurants: "All restaurants",
  unknownRestaurant: "A restaurant no longer listed",
  createdOn: "Created {{date}}",
  lastDelivery: "Last delivery {{date}}",
  noDelivery: "No delivery yet",

  /** One line each: when the webhook is told. */
  eventHelp: {
    ORDER_PLACED: "A customer placed an order.",
    ORDER_STATUS_CHANGED: "An order moved to another status (accepted, on its way, delivered, cancelled ...).",
    MENU_ITEM_CHANGED: "A menu item was added, changed or deleted.",
  },

  form: {
    title: "Add webhook",
    url: "URL",
    urlHint: "Must be https and reachable from the internet: Ruchi does not send to private or local addresses.",
    urlRule: "Enter a URL starting with https://",
    urlPlaceholder: "https://partner.example.com/ruchi-events",
    events: "Events",
    eventsRule: "Choose at least one event.",
    restaurants: "Restaurants",
    restaurantsHint: "Optional: leave empty for the events of every restaurant.",
    restaurantsPlaceholder: "All restaurants",
    noRestaurantFound: "No restaurant with this name",
    submit: "Add webhook",
    cancel: "Cancel",
    failed: "The webhook could not be added. Please try again.",
  },

  /** The server refused the URL (not https, or not a public address). */
  urlRefused: "Enter an https URL that is reachable from the internet, not a private or local address.",

  secret: {
    title: "Signing secret of {{url}}",
    warning: "This is the only time the signing secret is shown. It cannot be shown again: copy it now and give it to the partner.",
    lost: "If it is ever lost or leaked, delete this webhook and add a new one.",
    usage: "The receiver checks the webhook-signature header of every delivery with it (Standard Webhooks).",
    label: "Signing secret",
    copy: "Copy",
    copied: "Signing secret copied.",
    copyFailed: "Could not copy. Select the secret and copy it yourself.",
    done: "I have stored it",
  },

  remove: {
    button: "Delete",
    buttonOf: "Delete webhook {{url}}",
    title: "Delete the webhook to {{url}}?",
    text: "No new events are sent to it and pending retries stop. Its deliveries stay readable. This cannot be undone.",
    ok: "Delete",
    cancel: "Cancel",
    done: "The webhook to {{url}} is deleted.",
    failed: "The webhook could not be deleted. Please try again.",
  },

  deliveries: {
    button: "Deliveries",
    buttonOf: "Deliveries of {{url}}",
    title: "Deliveries",
    of: "To {{url}}, newest first",
    loading: "Loading deliveries...",
    loadFailed: "The deliveries could not be loaded. Check your connection and try again.",
    none: "No deliveries yet. Events are sent here as they happen.",
    total_one: "{{count}} delivery",
    total_other: "{{count}} deliveries",
    eventId: "Event ID",
    created: "Created {{date}}",
    nextAttempt: "Next attempt {{date}}",
    attempts_one: "{{count}} attempt",
    attempts_other: "{{count}} attempts",
    noAttempts: "Not attempted yet.",
    attemptsCaption: "Attempts of event {{id}}, oldest first",
    attemptedAt: "Time",
    answer: "Answer",
    httpStatus: "HTTP {{code}}",
    noAnswer: "No answer",
    redelivery: "Redelivery",
    redeliver: "Redeliver",
    redeliverOf: "Redeliver event {{id}}",
    redelivered: "The event is being sent again.",
    redeliverFailed: "The event could not be sent again. Please try again.",
    refresh: "Refresh",
    close: "Close",
  },
} as const;
