import type { Widen } from "../en";

/**
 * What the client says for the error codes and form fields only staff meet (the admin panel, the
 * kitchen board, the rider's page: menus and restaurants, banners and broadcasts, API keys and
 * webhooks, riders and cash). The staff parts of the catalogue (en-admin, en-kitchen, en-rider)
 * add them under `apiErrors` when their pages load, so the shop's pages never download them;
 * the codes and fields anyone may meet stay in api-errors.ts.
 */
export const staffApiErrors = {
  codes: {
    PAYLOAD_TOO_LARGE: "That file is too large. Choose an image of at most 5 MB.",
    UNSUPPORTED_FILE: "Only JPEG, PNG and WebP images can be uploaded.",
    RIDER_OFF_SHIFT: "This rider is off shift. Go on shift, or choose a rider who is on shift.",
    RIDER_HAS_OPEN_DELIVERIES: "You still have deliveries. Deliver them, or ask the office to reassign them, before going off shift.",
    DELIVERY_NOT_ACTIVE: "None of your orders is out for delivery, so your location is not being shared.",
    NOT_ASSIGNED_RIDER: "This order is not assigned to you. Ask the office.",
    NO_CASH_IN_HAND: "This rider holds no cash from deliveries: there is nothing to hand over.",
    MENU_ITEM_LIMIT_REACHED:
      "This menu already has 500 dishes, the most one restaurant can have. Remove dishes that are no longer served before adding new ones.",
  },
  fields: {
    scopes: "Choose what the key may do: catalogue reads only, unless it names restaurants.",
    restaurantIds: "Choose restaurants that exist.",
    events: "Choose at least one event, each once.",
    requestsPerMinute: "Enter how many requests a minute the key may make: a whole number from 1 to 60,000.",
    name: "Enter a name on one line: 2 to 120 characters.",
    description: "The description can be at most 2000 characters.",
    image: "Upload a JPEG, PNG or WebP image, or give an image link.",
    originalPrice: "Enter a price from ₹1 to ₹1,00,000.",
    offerPrice: "The offer price must be ₹1 to ₹1,00,000 and not more than the original price.",
    isVeg: "Choose veg or non-veg.",
    minChoices: "Enter how many must be chosen: a whole number, not more than the most that may be chosen.",
    maxChoices: "Enter how many may be chosen: a whole number, not more than the group's options.",
    extraPrice: "Enter an extra price from ₹0 to ₹10,000.",
    category: "Choose a category from the list.",
    ingredients: "Ingredients can be at most 1000 characters.",
    preparationTime: "Preparation time can be at most 40 characters, on one line.",
    rating: "Rating must be from 0 to 5.",
    priceForTwo: "Price for two must be ₹1 to ₹1,00,000.",
    discount: "Discount must be a whole percent from 0 to 100.",
    deliveryTime: "Delivery time must be 1 to 300 minutes.",
    deliveryRadiusKm: "Delivery radius must be 0.5 to 50 km.",
    openingTime: "Enter the opening time as HH:MM.",
    closingTime: "Enter the closing time as HH:MM.",
    periods: "Check the opening hours: times as HH:MM, periods that do not overlap, at most 4 a day.",
    day: "Choose a day of the week.",
    opens: "Enter the opening time as HH:MM.",
    closes: "Enter the closing time as HH:MM.",
    availableFrom: "Enter both times as HH:MM (such as 06:00 and 11:30), or leave both empty to serve all day.",
    availableUntil: "Enter both times as HH:MM (such as 06:00 and 11:30), or leave both empty to serve all day.",
    title: "Enter a title on one line: at most 80 characters.",
    body: "Enter a message of at most 240 characters.",
    audience: "Choose who receives it.",
    url: "Enter a path of this site starting with /, such as /shop/home.",
    preparationMinutes: "Enter a whole number of minutes from 1 to 240.",
    search: "This search cannot be used. Try a shorter one, or an order ID such as #1A2B3C.",
    date: "Dates must be real days written as YYYY-MM-DD.",
    from: "Dates must be real days written as YYYY-MM-DD.",
    to: "Dates must be real days written as YYYY-MM-DD.",
    role: "Choose a role: customer, admin, superadmin or rider.",
    status: "Choose a status from the list.",
    statuses: "Choose statuses from the list.",
    cashCollected: "Enter the cash collected: ₹0 to ₹1,00,000, in rupees and paise.",
    note: "Check the note: at most 500 characters, and needed when the cash differs from the order's total.",
    amount: "Enter the amount handed over: ₹0 to ₹10,00,000, in rupees and paise.",
  },
} as const;

/** The shape of every language's staff error texts. */
export type StaffApiErrors = Widen<typeof staffApiErrors>;
