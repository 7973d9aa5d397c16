/**
 * The Charges page (/admin/charges, superadmins): what every bill adds to the items, the delivery
 * fee by distance and GST (issue 29).
 */
export const adminCharges = {
  nav: "Charges",
  title: "Charges",
  intro:
    "What every bill adds to the items. A change applies to carts at once and to orders placed from now; placed orders keep their bill.",
  loading: "Loading the charges...",
  loadFailed: "The charges could not be loaded. Check your connection and try again.",
  delivery: {
    title: "Delivery fee",
    intro:
      "A base fee up to a distance from the restaurant, then a fee for every started kilometre beyond it. Distances are straight lines from the restaurant to the address.",
    baseFee: "Base fee (₹)",
    baseDistanceKm: "Base distance (km)",
    perKmFee: "Fee per km beyond (₹)",
    perKmFeeHint: "For every started kilometre: 3.2 km with 3 km included is one more.",
    freeAbove: "Free from an order of (₹)",
    freeAboveHint: "The items' value before any discount. Empty: delivery is never free.",
    feeRule: "Enter an amount from ₹0 to ₹1,000.",
    distanceRule: "Enter a distance from 0 to 50 km, with at most one decimal.",
    freeAboveRule: "Enter an amount from ₹0 to ₹10,00,000, or leave it empty.",
    example: "What delivery costs",
    exampleAt: "At {{km}} km: {{amount}}",
    exampleMissing: "At {{km}} km: fill in the fees",
    exampleFree: "Free from an order of {{amount}}",
    save: "Save delivery fee",
    saved: "Delivery fee saved.",
    saveFailed: "The delivery fee could not be saved. Please try again.",
  },
  tax: {
    title: "GST",
    intro:
      "With a GSTIN, every bill adds CGST and SGST (half the rate each) on the food and on the delivery fee, and delivered orders get a tax invoice.",
    gstin: "GSTIN",
    gstinHint: "15 characters, as on the GST certificate. Empty: no tax is charged (a bill of supply).",
    gstinRule: "Enter the GSTIN as issued: 15 characters, state code, PAN, entity number, Z and check character.",
    withGstin: "Bills add CGST and SGST; invoices print this GSTIN.",
    withoutGstin: "No GSTIN: no tax is charged, and delivered orders get a bill of supply.",
    legalName: "Legal name",
    legalNameRule: "Enter the legal name on one line: at most 200 characters.",
    address: "Registered address",
    addressRule: "The address can be at most 500 characters.",
    foodTaxPercent: "GST on food (%)",
    foodTaxHint: "Food delivered through an e-commerce operator: 5%.",
    deliveryTaxPercent: "GST on the delivery fee (%)",
    deliveryTaxHint: "Delivery service: 18%.",
    percentRule: "Enter a rate from 0 to 28%, with at most two decimals.",
    pricesIncludeTax: "Menu prices include GST",
    pricesIncludeTaxHint: "Then no tax lines are added: the prices hold the tax, and the invoice shows it.",
    save: "Save GST",
    saved: "GST saved.",
    saveFailed: "GST could not be saved. Please try again.",
  },
} as const;
