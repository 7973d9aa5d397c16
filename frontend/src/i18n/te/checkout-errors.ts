import type { CheckoutApiErrors } from "../en/checkout-errors";

/** The Telugu counterpart of en/checkout-errors.ts: the same keys, loaded only with the customer's own pages. */
export const checkoutApiErrors: CheckoutApiErrors = {
  codes: {
    ADDRESS_LIMIT_REACHED: "మీరు 2 అడ్రస్‌లు మాత్రమే చేర్చగలరు",
    CART_EMPTY: "దయచేసి కార్ట్‌లో ఐటమ్స్ చేర్చండి!",
    OUT_OF_DELIVERY_AREA: "ఈ రెస్టారెంట్ ఆ అడ్రస్‌కు డెలివరీ చేయదు. వేరే అడ్రస్ ఎంచుకోండి.",
    IDEMPOTENCY_KEY_REUSED: "ఈ ఆర్డర్ ఇప్పటికే వేరే వివరాలతో వెళ్లింది. పేజీని రీలోడ్ చేయండి.",
    INVOICE_NOT_ISSUED: "ఈ ఆర్డర్‌కు ఇంకా ఇన్‌వాయిస్ లేదు: ఆర్డర్ డెలివరీ అయినప్పుడు ఇన్‌వాయిస్ వస్తుంది.",
  },
  fields: {
    address: "అడ్రస్ ఎంటర్ చేయండి: 300 అక్షరాలకు మించకూడదు.",
    city: "ఊరి పేరు ఒకే లైన్‌లో ఎంటర్ చేయండి: 80 అక్షరాలకు మించకూడదు.",
    pincode: "సరైన 6 అంకెల పిన్‌కోడ్ ఎంటర్ చేయండి",
    notes: "వంట సూచనలు 500 అక్షరాలకు మించకూడదు.",
    addressId: "దయచేసి ఒక అడ్రస్ ఎంచుకోండి!",
    kitchenNote: "కిచెన్‌కు సూచనలు ఒకే లైన్‌లో, 200 అక్షరాలకు మించకుండా ఉండాలి.",
  },
};
