import type { Catalogue } from "../en";

/**
 * What the client says in Telugu for each error code the API answers, and for each field a
 * BAD_USER_INPUT names (see en/api-errors.ts). Placeholders stay as they are: {{wait}} arrives
 * already in Telugu ("2 నిమిషాలు"), {{restaurant}} is the restaurant's own name.
 */
export const apiErrors: Catalogue["apiErrors"] = {
  codes: {
    BAD_USER_INPUT: "మీరు ఇచ్చిన వివరాలు ఒకసారి చెక్ చేయండి.",
    UNAUTHENTICATED: "దయచేసి మళ్లీ లాగిన్ అవ్వండి.",
    FORBIDDEN: "ఇది చేయడానికి మీకు అనుమతి లేదు.",
    UPI_OFF: "డోర్ వద్ద UPI చెల్లింపు ప్రస్తుతం అందుబాటులో లేదు. నగదుతో చెల్లించండి.",
    NOT_FOUND: "ఇది దొరకలేదు. బహుశా దీన్ని తీసేసి ఉండవచ్చు.",
    CONFLICT: "ఈలోపే ఇది మారిపోయింది. పేజీని రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    UNSUPPORTED_MEDIA_TYPE: "ఈ రకమైన రిక్వెస్ట్‌కు సపోర్ట్ లేదు.",
    RATE_LIMITED: "చాలాసార్లు ప్రయత్నించారు. కాసేపు ఆగి మళ్లీ ప్రయత్నించండి.",
    INTERNAL_SERVER_ERROR: "మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
    SERVICE_UNAVAILABLE: "Ruchi ప్రస్తుతం బిజీగా ఉంది. కాసేపట్లో మళ్లీ ప్రయత్నించండి.",
    CART_RESTAURANT_CONFLICT: "మీ కార్ట్‌లో వేరే రెస్టారెంట్ ఐటమ్స్ ఉన్నాయి.",
    RESTAURANT_CLOSED: "ఈ రెస్టారెంట్ ఇప్పుడు మూసి ఉంది. తెరిచాక ఆర్డర్ చేయండి.",
    ITEM_UNAVAILABLE: "మీ కార్ట్‌లోని ఒక ఐటమ్ ఇప్పుడు అందుబాటులో లేదు. ఆర్డర్ చేయడానికి దాన్ని తీసేయండి.",
    ITEM_NOT_AVAILABLE_NOW: "ఈ వంటకం రోజులో వేరే సమయాల్లో మాత్రమే దొరుకుతుంది. అందుబాటులో ఉన్నప్పుడు ఆర్డర్ చేయండి.",
    OPTION_REQUIRED: "ఈ వంటకాన్ని చేర్చే ముందు ఒక ఎంపిక (పోర్షన్ లాంటిది) చేయండి.",
    TOO_MANY_OPTIONS: "ఈ వంటకానికి అనుమతించిన దానికంటే ఎక్కువ ఎంపికలు చేశారు. ఒకటి తీసేసి మళ్లీ ప్రయత్నించండి.",
    OPTION_UNAVAILABLE: "మీరు చేసిన ఒక ఎంపిక ఇప్పుడు అందుబాటులో లేదు. దయచేసి వేరేది ఎంచుకోండి.",
    INVALID_STATUS_TRANSITION: "ఈలోపే ఈ ఆర్డర్ స్టేటస్ మారిపోయింది. చూడటానికి పేజీని రీలోడ్ చేయండి.",
    GRAPHQL_PARSE_FAILED: "ఈ పేజీ పాతదైపోయింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    GRAPHQL_VALIDATION_FAILED: "ఈ పేజీ పాతదైపోయింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    OPERATION_RESOLUTION_FAILURE: "ఈ పేజీ పాతదైపోయింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    PERSISTED_QUERY_NOT_FOUND: "ఈ పేజీ పాతదైపోయింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    PERSISTED_QUERY_NOT_SUPPORTED: "ఈ పేజీ పాతదైపోయింది. రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    BAD_REQUEST: "Ruchi ఈ రిక్వెస్ట్‌ను తీసుకోలేకపోయింది. పేజీని రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.",
    RESPONSE_TOO_LARGE: "ఇది ఒకేసారి చాలా ఎక్కువ అడుగుతోంది. కొంచెం తగ్గించి మళ్లీ ప్రయత్నించండి.",
  },
  detailed: {
    RATE_LIMITED: "చాలాసార్లు ప్రయత్నించారు. {{wait}} తర్వాత మళ్లీ ప్రయత్నించండి.",
    CART_RESTAURANT_CONFLICT: "మీ కార్ట్‌లో {{restaurant}} ఐటమ్స్ ఉన్నాయి.",
    OPTION_REQUIRED: "ముందుగా {{group}} ఎంచుకోండి.",
    TOO_MANY_OPTIONS: "{{group}}లో గరిష్ఠంగా {{max}} మాత్రమే ఎంచుకోవచ్చు.",
    OPTION_UNAVAILABLE: "{{group}}లో మీరు ఎంచుకున్నది ఇప్పుడు అయిపోయింది. వేరేది ఎంచుకోండి.",
  },
  fields: {
    email: "సరైన ఇమెయిల్ అడ్రస్ ఎంటర్ చేయండి.",
    phone: "సరైన ఫోన్ నంబర్ ఎంటర్ చేయండి",
    latitude: "లొకేషన్ చెక్ చేయండి: ఈ ప్రదేశాన్ని తీసుకోలేం.",
    longitude: "లొకేషన్ చెక్ చేయండి: ఈ ప్రదేశాన్ని తీసుకోలేం.",
    categories: "లిస్ట్‌లో నుండి కేటగిరీలు ఎంచుకోండి.",
    keyword: "వెతకడానికి 4 నుండి 100 అక్షరాలు టైప్ చేయండి.",
    reason: "కారణం రాయండి: 500 అక్షరాలకు మించకూడదు.",
    quantity: "సంఖ్య 1 నుండి 99 మధ్య ఉండాలి.",
  },
};
