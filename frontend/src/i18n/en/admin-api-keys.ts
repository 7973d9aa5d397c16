/**
 * The superadmin's API keys page (/admin/api-keys): keys for partners' programs, their secrets
 * (shown once), their requests per day and revoking them. Scope names (CATALOGUE_READ ...),
 * "API", /graphql and the Authorization header stay as they are in every language.
 */
export const adminApiKeys = {
  nav: "API keys",
  title: "API keys",
  intro:
    "Keys let partners' programs (a partner app, a kiosk, a reporting script) use Ruchi's API. A key may do only what its scopes allow, and only for its restaurants.",
  create: "Create API key",
  loading: "Loading API keys...",
  loadFailed: "The API keys could not be loaded. Check your connection and try again.",
  none: "No API keys yet. Create one for each partner program.",
  count_one: "{{count}} key",
  count_other: "{{count}} keys",

  column: {
    key: "Key",
    scopes: "Scopes",
    restaurants: "Restaurants",
    requests: "Requests",
    actions: "Actions",
  },
  prefix: "Starts with",
  revoked: "Revoked",
  revokedOn: "Revoked on {{date}}",
  noRestaurants: "None: catalogue only",
  requestsToday_one: "{{count}} request today",
  requestsToday_other: "{{count}} requests today",
  limit_one: "Limit: {{count}} a minute",
  limit_other: "Limit: {{count}} a minute",
  createdOn: "Created {{date}}",
  lastUsed: "Last used {{date}}",
  neverUsed: "Not used yet",

  perDay: {
    show: "Requests per day",
    summary_one: "{{count}} request in 14 days",
    summary_other: "{{count}} requests in 14 days",
    caption: "Requests of {{name}} per day, India time, today first",
    date: "Date",
    requests: "Requests",
    rateLimited: "Over limit",
  },

  /** One line each: what the scope lets a key do. */
  scopeHelp: {
    CATALOGUE_READ: "Read restaurants, menus, search, categories, banners and towns.",
    ORDERS_READ: "Read its restaurants' orders, without customers' e-mail or phone.",
    ORDERS_WRITE: "Move its restaurants' orders to their next status.",
    MENU_WRITE: "Change availability and prices of its restaurants' menu items.",
  },

  form: {
    title: "Create API key",
    name: "Name",
    nameHint: 'Who or what the key is for, such as "Zaika kiosk". Orders it changes show this name.',
    nameRule: "Enter a name on one line: at most 80 characters.",
    scopes: "Scopes",
    scopesRule: "Choose at least one scope.",
    restaurants: "Restaurants",
    restaurantsHint: "Required for every scope except CATALOGUE_READ: the key acts for these restaurants only.",
    restaurantsRule: "Choose at least one restaurant, or keep only CATALOGUE_READ.",
    restaurantsPlaceholder: "Search restaurants by name",
    noRestaurantFound: "No restaurant with this name",
    requestsPerMinute: "Requests per minute",
    requestsPerMinuteHint: "Requests beyond this in one minute are refused (HTTP 429).",
    requestsPerMinuteRule: "Enter a whole number from 1 to 60,000.",
    submit: "Create Key",
    cancel: "Cancel",
    failed: "The key could not be created. Please try again.",
  },

  secret: {
    title: 'Secret of "{{name}}"',
    warning: "This is the only time the secret is shown. It cannot be shown again: copy it now and keep it somewhere safe.",
    lost: "If it is ever lost or leaked, revoke this key and create a new one.",
    usage: 'Programs send it with every request to /graphql, after "Authorization: Bearer" in the header.',
    label: "Secret",
    copy: "Copy",
    copied: "Secret copied.",
    copyFailed: "Could not copy. Select the secret and copy it yourself.",
    done: "I have stored it",
  },

  revoke: {
    button: "Revoke",
    buttonOf: "Revoke {{name}}",
    title: 'Revoke "{{name}}"?',
    text: "Programs using this key are refused at once. This cannot be undone.",
    ok: "Revoke",
    cancel: "Cancel",
    done: '"{{name}}" is revoked.',
    failed: "The key could not be revoked. Please try again.",
  },
} as const;
