import type { CheckoutApiErrors } from "../en/checkout-errors";

/** The Telugu counterpart of en/checkout-errors.ts: the same keys, loaded only with the customer's own pages. */
export const checkoutApiErrors: CheckoutApiErrors = {
  codes: {
    PROBLEM_ALREADY_OPEN: "ఈ ఆర్డర్‌కు ఇప్పటికే ఒక సమస్య తెరిచి ఉంది. త్వరలో సమాధానం ఇస్తాము.",
    PROBLEM_REPORT_CLOSED: "ఆర్డర్ దారిలో ఉన్నప్పుడు, డెలివరీ అయిన 48 గంటల వరకు సహాయం అడగవచ్చు.",
    PROBLEM_LIMIT_REACHED: "ఈ ఆర్డర్‌కు చాలా సమస్యలు తెలిపారు. దయచేసి మాకు ఫోన్ చేయండి.",
    ADDRESS_LIMIT_REACHED: "మీరు 2 అడ్రస్‌లు మాత్రమే చేర్చగలరు",
    CART_EMPTY: "దయచేసి కార్ట్‌లో ఐటమ్స్ చేర్చండి!",
    OUT_OF_DELIVERY_AREA: "ఈ రెస్టారెంట్ ఆ అడ్రస్‌కు డెలివరీ చేయదు. వేరే అడ్రస్ ఎంచుకోండి.",
    IDEMPOTENCY_KEY_REUSED: "ఈ ఆర్డర్ ఇప్పటికే వేరే వివరాలతో వెళ్లింది. పేజీని రీలోడ్ చేయండి.",
    INVOICE_NOT_ISSUED: "ఈ ఆర్డర్‌కు ఇంకా ఇన్‌వాయిస్ లేదు: ఆర్డర్ డెలివరీ అయినప్పుడు ఇన్‌వాయిస్ వస్తుంది.",
    COUPON_INVALID: "ఈ కూపన్ కోడ్ సరైనది కాదు. కోడ్ చూసి మళ్లీ ప్రయత్నించండి.",
    COUPON_EXPIRED: "ఈ కూపన్ గడువు ముగిసింది.",
    COUPON_NOT_TODAY: "ఈ కూపన్‌ను ఈ రోజు వాడలేరు.",
    COUPON_MIN_ORDER: "ఈ కూపన్‌కు కావాల్సిన కనీస ఆర్డర్ కంటే మీ ఆర్డర్ తక్కువగా ఉంది. ఇంకా ఐటమ్స్ చేర్చండి.",
    COUPON_USED_UP: "ఈ కూపన్‌ను అనుమతించినన్ని సార్లూ ఇప్పటికే వాడేశారు.",
    COUPON_NOT_FOR_RESTAURANT: "ఈ కూపన్ ఈ రెస్టారెంట్‌లో పనిచేయదు.",
    COUPON_FIRST_ORDER_ONLY: "ఈ కూపన్ మీ మొదటి ఆర్డర్‌కు మాత్రమే.",
    BELOW_MINIMUM_ORDER: "మీ ఆర్డర్ ఈ రెస్టారెంట్ కనీస ఆర్డర్ కంటే తక్కువగా ఉంది. ఇంకా ఐటమ్స్ చేర్చండి.",
  },
  fields: {
    text: "1 నుండి 1000 అక్షరాలు రాయండి.",
    address: "అడ్రస్ ఎంటర్ చేయండి: 300 అక్షరాలకు మించకూడదు.",
    city: "ఊరి పేరు ఒకే లైన్‌లో ఎంటర్ చేయండి: 80 అక్షరాలకు మించకూడదు.",
    pincode: "సరైన 6 అంకెల పిన్‌కోడ్ ఎంటర్ చేయండి",
    notes: "వంట సూచనలు 500 అక్షరాలకు మించకూడదు.",
    addressId: "దయచేసి ఒక అడ్రస్ ఎంచుకోండి!",
    kitchenNote: "కిచెన్‌కు సూచనలు ఒకే లైన్‌లో, 200 అక్షరాలకు మించకుండా ఉండాలి.",
  },
};
