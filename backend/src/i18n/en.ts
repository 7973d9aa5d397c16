import type { OrderStatus } from "../modules/orders/order-status";

/**
 * Every text of the e-mails and pushes Ruchi writes, in English: the shape te.ts follows. A text
 * with values is a function of them; callers pass values already formatted (money through
 * formatRupees) and, for HTML, already escaped, so no text here may hold HTML's special characters.
 */
export const en = {
  mail: {
    greeting: ({ name }: { name: string }) => `Hello ${name},`,
    /** The footer of the sign-up and password mails. */
    ignoreIfNotAsked: "If you did not ask for this, you can ignore this e-mail.",
    reason: ({ reason }: { reason: string }) => `Reason: ${reason}`,
    /** Under a link's button, in the HTML mails: the link follows. */
    pasteLink: "Or paste this link into your browser:",
  },
  signUpCode: {
    subject: ({ code }: { code: string }) => `Your Ruchi verification code: ${code}`,
    codeLine: ({ code }: { code: string }) => `Your Ruchi verification code is ${code}.`,
    /** Above the code, shown large, in the HTML mail. */
    codeIntro: "Your verification code is",
    /** Before the one-click verify link, in the text mail. */
    openLink: "Or open this link to verify your e-mail:",
    /** The verify link's button in the HTML mail, and the button of the page it opens in another browser. */
    linkLabel: "Verify my e-mail",
    validity: ({ minutes }: { minutes: number }) => `The code and the link are valid for ${minutes} minutes. Use one of them, once.`,
  },
  /** The page a sign-up mail's verify link shows in a browser other than the one that registered. */
  verifyEmailPage: {
    title: "Verify your e-mail",
    /** `email` comes escaped for HTML. */
    confirm: ({ email }: { email: string }) =>
      `To finish signing up for Ruchi with ${email}, enter the password you chose when you registered.`,
    passwordLabel: "Password chosen at sign-up",
    wrongPassword: "That is not the password chosen at sign-up. Please try again.",
    tooManyTries: "Too many tries. Please wait a few minutes and try again.",
    notYou: "If you did not sign up for Ruchi, close this page: nothing will change.",
  },
  passwordReset: {
    subject: "Reset your Ruchi password",
    openLink: "Open this link to choose a new password:",
    linkLabel: "Choose a new password",
    validity: ({ minutes }: { minutes: number }) => `The link is valid for ${minutes} minutes and can be used once.`,
  },
  accountExists: {
    subject: "You already have a Ruchi account",
    explanation:
      "Someone (perhaps you) tried to sign up for Ruchi with this e-mail address, which already has an account. Nothing was changed.",
    logIn: "Log in",
    forgotPassword: "Forgot your password?",
  },
  orderMail: {
    /** The footer of every order mail. */
    payment: "Payment: Cash On Delivery.",
    totalAmount: ({ amount }: { amount: string }) => `Total amount: ${amount}`,
    placedSubject: ({ id }: { id: string }) => `Your Ruchi order #${id} is placed`,
    /** `order` is "#ID" (bold in the HTML mail). */
    placedThanks: ({ restaurant, order }: { restaurant: string; order: string }) => `Thank you! ${restaurant} has your order ${order}.`,
    deliveryTo: ({ address }: { address: string }) => `Delivery to: ${address}`,
    /** An order for later: `time` is the slot in India, "1:00 pm", `day` its date, "Sat, 28 Nov". */
    deliverFor: ({ time, day }: { time: string; day: string }) => `For ${time}, ${day}`,
    payOnDelivery: ({ total }: { total: string }) => `Pay ${total} in cash on delivery.`,
    /** A pickup's placed mail: the restaurant's address instead of a delivery address. */
    pickupAt: ({ address }: { address: string }) => `Pick up at: ${address}`,
    /** The directions link's text (a Google Maps link to the restaurant). */
    directions: "Directions",
    payAtCounter: ({ total }: { total: string }) => `Pay ${total} in cash at the counter when you collect it.`,
    /** The staff's new-order mail of a pickup. */
    pickupOrder: "Pick up: the customer collects this order at the restaurant (no rider).",
    newOrderSubject: ({ id, restaurant, total }: { id: string; restaurant: string; total: string }) =>
      `New order #${id} for ${restaurant}: ${total}`,
    newOrderWaiting: ({ restaurant, order }: { restaurant: string; order: string }) => `A new order ${order} for ${restaurant} is waiting.`,
    openOrders: "Open the orders",
    statusSubject: ({ id, status }: { id: string; status: string }) => `Your Ruchi order #${id}: ${status}`,
    /** `status` is one of orderStatus.sentences. */
    statusSentence: ({ order, restaurant, status }: { order: string; restaurant: string; status: string }) =>
      `Your order ${order} from ${restaurant} ${status}`,
    orderTotal: ({ total }: { total: string }) => `Order total: ${total}`,
  },
  orderPush: {
    statusTitle: ({ id, status }: { id: string; status: string }) => `Order #${id}: ${status}`,
    /** `status` is one of orderStatus.sentences. */
    statusBody: ({ restaurant, status }: { restaurant: string; status: string }) => `Your order from ${restaurant} ${status}`,
    newOrderTitle: ({ id }: { id: string }) => `New order #${id}`,
    newOrderBody: ({ restaurant, total }: { restaurant: string; total: string }) => `${restaurant}: ${total}, cash on delivery.`,
    deliveryTitle: ({ id }: { id: string }) => `New delivery #${id}`,
    deliveryBody: ({ restaurant, total }: { restaurant: string; total: string }) => `Pick up at ${restaurant}. Collect ${total} in cash.`,
  },
  /** Help with an order (modules/support): the office's answer to a customer's problem, by push and e-mail. */
  orderHelp: {
    answerTitle: ({ id }: { id: string }) => `Help with order #${id}`,
    /** The push's body: the answer, then whether the problem is resolved. */
    answerBody: ({ answer }: { answer: string }) => `Ruchi answered: ${answer}`,
    subject: ({ id }: { id: string }) => `Ruchi answered your message about order #${id}`,
    /** `order` is "#ID" (bold in the HTML mail). */
    intro: ({ order, restaurant }: { order: string; restaurant: string }) =>
      `We answered your message about your order ${order} from ${restaurant}:`,
    resolved: "We have marked this problem as resolved.",
    stillOpen: "We are still working on it and will write again.",
    openOrder: "Open your orders",
  },
  /** Meal-time reminders (modules/meal-reminders): a push naming a restaurant that is open and delivers to the customer. */
  mealReminder: {
    titles: {
      breakfast: "Breakfast time",
      lunch: "Lunch time",
      dinner: "Dinner time",
    },
    body: ({ restaurant }: { restaurant: string }) => `${restaurant} is open and delivers to you. Order now on Ruchi.`,
  },
  /** The bill's lines (cart/bill.ts), wherever a bill shows: the API, e-mails, webhooks. */
  bill: {
    items: () => "Items total",
    deliveryFee: () => "Delivery fee",
    /** `km` with one decimal: the straight distance from the restaurant. */
    deliveryFeeAt: ({ km }: { km: string }) => `Delivery fee (${km} km)`,
    discount: ({ code }: { code: string }) => `Offer ${code}`,
    /** `percent` is the half rate of the food's GST ("2.5"). */
    cgstFood: ({ percent }: { percent: string }) => `CGST ${percent}% on food`,
    sgstFood: ({ percent }: { percent: string }) => `SGST ${percent}% on food`,
    cgstDelivery: ({ percent }: { percent: string }) => `CGST ${percent}% on delivery`,
    sgstDelivery: ({ percent }: { percent: string }) => `SGST ${percent}% on delivery`,
    tip: () => "Tip for your rider",
  },
  /** Invoices (modules/invoices): why one cannot be read. */
  invoice: {
    notIssued: "This order has no invoice yet: an order gets one when it is delivered.",
    notForApiKeys: "API keys cannot read invoices.",
    notForRiders: "Riders cannot read invoices.",
  },
  kitchenStaff: {
    /** The footer of both staff mails. */
    footer: "You receive this e-mail because an admin of Ruchi added this address to a restaurant's staff.",
    addedSubject: ({ restaurant }: { restaurant: string }) => `You can now open the kitchen board of ${restaurant}`,
    addedBody: ({ restaurant }: { restaurant: string }) =>
      `You are now on the staff of ${restaurant} on Ruchi. Open its kitchen board to accept and prepare its orders.`,
    openBoard: "Open the kitchen board",
    invitedSubject: ({ restaurant }: { restaurant: string }) => `You are invited to the kitchen of ${restaurant} on Ruchi`,
    invitedBody: ({ restaurant }: { restaurant: string }) =>
      `${restaurant} has invited you to its kitchen board on Ruchi, where its staff accept and prepare orders.`,
    signUpToJoin: "Sign up with this e-mail address to join:",
    signUp: "Sign up",
    invitationValidity: ({ days }: { days: number }) => `The invitation is valid for ${days} days.`,
  },
  /** Recorded as the reason of a rejection given without one (an old admin screen sends none). */
  orderRejection: {
    byRestaurant: "Rejected by the restaurant",
  },
  orderStatus: {
    /** A status on its own (subjects, titles, API messages). */
    names: {
      scheduled: "Scheduled",
      pending: "Pending",
      confirmed: "Confirmed",
      preparing: "Preparing",
      ready_for_pickup: "Ready for pickup",
      out_for_delivery: "Out for delivery",
      delivered: "Delivered",
      delivery_failed: "Delivery failed",
      rejected: "Rejected",
      cancelled: "Cancelled",
    } satisfies Record<OrderStatus, string>,
    /** How a status reads after "Your order #ID from Restaurant". */
    sentences: {
      scheduled: "is scheduled: the restaurant will start on it in time",
      pending: "is waiting for the restaurant to confirm it",
      confirmed: "is confirmed",
      preparing: "is being prepared",
      ready_for_pickup: "is ready and waiting to be picked up for delivery",
      out_for_delivery: "is out for delivery",
      delivered: "is delivered. Enjoy your meal!",
      delivery_failed: "could not be delivered: our rider could not reach you. We will call you",
      rejected: "was rejected",
      cancelled: "is cancelled",
    } satisfies Record<OrderStatus, string>,
    /** A pickup's statuses where they read differently (the customer collects it at the counter). */
    pickupNames: {
      delivered: "Collected",
    } satisfies Partial<Record<OrderStatus, string>>,
    pickupSentences: {
      ready_for_pickup: "is ready: collect it at the counter",
      delivered: "is collected. Enjoy your meal!",
    } satisfies Partial<Record<OrderStatus, string>>,
  },
  webhookMail: {
    /** To every superadmin, once each time a webhook starts failing. */
    failingSubject: ({ url }: { url: string }) => `Ruchi webhook failing: ${url}`,
    failingExplanation: ({ url }: { url: string }) =>
      `Ruchi could not deliver an event to the webhook ${url}: every attempt failed until the retry period ended.`,
    event: ({ type, id }: { type: string; id: string }) => `Event: ${type} (webhook-id ${id})`,
    lastError: ({ error }: { error: string }) => `Last error: ${error}`,
    keepsSending: "Ruchi keeps sending new events to this webhook. You will hear of it again only if it works again and then fails again.",
    howToSee: "The API's webhookDeliveries query lists every attempt, and redeliverWebhook sends an event again.",
  },
  /** Offers and coupons (modules/coupons): why a coupon does not apply (the bill's line is bill.discount). Amounts come formatted (formatRupees). */
  coupon: {
    invalid: "This coupon code is not valid.",
    expired: "This coupon has expired.",
    notYet: ({ from }: { from: string }) => `This coupon can be used from ${from}.`,
    notToday: ({ days }: { days: string }) => `This coupon can be used on ${days} only.`,
    weekday: {
      MONDAY: "Monday",
      TUESDAY: "Tuesday",
      WEDNESDAY: "Wednesday",
      THURSDAY: "Thursday",
      FRIDAY: "Friday",
      SATURDAY: "Saturday",
      SUNDAY: "Sunday",
    },
    minOrder: ({ missing, minimum }: { missing: string; minimum: string }) =>
      `Add items worth ${missing} more to use this coupon (minimum order ${minimum}).`,
    usedUp: "This coupon has been used up.",
    usedUpByYou: "You have already used this coupon as many times as it allows.",
    notForRestaurant: "This coupon cannot be used at this restaurant.",
    firstOrderOnly: "This coupon is only for your first order.",
    cartEmpty: "Add items to your cart before applying a coupon.",
    /** Placing an order whose coupon stopped applying: `reason` is one of the texts above. */
    dropped: ({ code, reason }: { code: string; reason: string }) =>
      `The coupon ${code} no longer applies and was removed from your cart. ${reason} Please check the new total and place the order again.`,
    codeTaken: ({ code }: { code: string }) => `Another coupon already has the code ${code}.`,
    notFound: "No coupon has this id.",
  },
  /**
   * Order again (cart.service.ts reorder): a line of the past order that could not go into the
   * cart, named as the order named it (`item`), with why.
   */
  reorder: {
    removed: ({ item }: { item: string }) => `${item} (no longer on the menu)`,
    soldOut: ({ item }: { item: string }) => `${item} (sold out)`,
    /** `from` is the HH:MM the item is served from. */
    notNow: ({ item, from }: { item: string; from: string }) => `${item} (served from ${from})`,
    closed: ({ item, restaurant }: { item: string; restaurant: string }) => `${item} (${restaurant} is closed now)`,
    optionSoldOut: ({ item, option }: { item: string; option: string }) => `${item} (${option} sold out)`,
    optionRemoved: ({ item, option }: { item: string; option: string }) => `${item} (${option} no longer offered)`,
    /** A choice the item now requires, or fewer allowed than the order made. */
    choicesChanged: ({ item }: { item: string }) => `${item} (its choices have changed)`,
  },
  /** The invite to rate a delivered order, an hour after its delivery (reviews/rating-invites.ts). */
  ratingInvite: {
    subject: ({ id, restaurant }: { id: string; restaurant: string }) => `How was your order #${id} from ${restaurant}?`,
    ask: ({ restaurant }: { restaurant: string }) =>
      `We hope you enjoyed your food from ${restaurant}. Tell us how it was: it takes a few seconds.`,
    /** The link's button in the HTML mail, and the line before the link in the text mail. */
    rate: "Rate your order",
    pushTitle: ({ id }: { id: string }) => `How was order #${id}?`,
    pushBody: ({ restaurant }: { restaurant: string }) => `Rate your food from ${restaurant}.`,
    footer: "We ask once per delivered order.",
  },
};

/** The shape every language's catalogue has. */
export type BackendTexts = typeof en;
