/** The admin's Help page: customers' problems with their orders, and the answers. */
export const adminHelp = {
  nav: "Help",
  title: "Help",
  intro:
    "Customers' problems with their orders, the oldest open one first. The customer reads your answer on their order, by notification and by e-mail.",
  showOpen: "Open",
  showResolved: "Resolved",
  empty: "No problems here.",
  loadFailed: "The problems could not be loaded. Please try again.",
  order: "Order #{{number}}",
  openOrder: "Open order #{{number}}",
  reportedAt: "Reported {{when}}",
  items: "Items: {{items}}",
  latestAnswer: "Latest answer ({{when}})",
  answerLabel: "Answer",
  answerRequired: "Write an answer.",
  resolve: "Resolve with this answer",
  send: "Send answer",
  sent: "Your answer was sent to the customer.",
  sendFailed: "The answer could not be sent. Please try again.",
  resolvedAt: "Resolved {{when}}",
} as const;
