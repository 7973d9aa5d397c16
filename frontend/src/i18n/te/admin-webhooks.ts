import type { AdminCatalogue } from "../en-admin";

/**
 * The webhooks page in Telugu. Technical names stay as partners' programmers write them: the
 * event names (ORDER_PLACED ...), delivery statuses (SUCCEEDED ...), URL, https, HTTP and
 * header names; everyday loanwords (వెబ్‌హుక్, రెస్టారెంట్, ఆర్డర్, మెనూ) are written in Telugu
 * script, as in the rest of the admin panel.
 */
export const adminWebhooks: AdminCatalogue["adminWebhooks"] = {
  nav: "వెబ్‌హుక్‌లు",
  title: "వెబ్‌హుక్‌లు",
  intro:
    "వెబ్‌హుక్‌లు భాగస్వాముల సిస్టమ్‌లకు జరిగిన వెంటనే ఈవెంట్‌లను తెలియజేస్తాయి: రుచి ప్రతి ఈవెంట్‌ను సంతకంతో వెబ్‌హుక్ URL కు పంపుతుంది, విఫలమైతే ఒక రోజు పాటు మళ్లీ ప్రయత్నిస్తుంది.",
  create: "వెబ్‌హుక్ జోడించండి",
  loading: "వెబ్‌హుక్‌లు లోడ్ అవుతున్నాయి...",
  loadFailed: "వెబ్‌హుక్‌లను లోడ్ చేయలేకపోయాం. మీ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  none: "ఇంకా వెబ్‌హుక్‌లు లేవు. ఈవెంట్‌లు కావాలనుకునే ప్రతి భాగస్వామి సిస్టమ్‌కు ఒకటి జోడించండి.",
  count_one: "{{count}} వెబ్‌హుక్",
  count_other: "{{count}} వెబ్‌హుక్‌లు",

  column: {
    webhook: "వెబ్‌హుక్",
    events: "ఈవెంట్‌లు",
    restaurants: "రెస్టారెంట్లు",
    deliveries: "డెలివరీలు",
    actions: "చర్యలు",
  },
  active: "యాక్టివ్",
  deleted: "తొలగించబడింది",
  deletedOn: "{{date}}న తొలగించబడింది",
  failingSince: "{{date}} నుంచి విఫలమవుతోంది",
  allRestaurants: "అన్ని రెస్టారెంట్లు",
  unknownRestaurant: "ఇప్పుడు జాబితాలో లేని రెస్టారెంట్",
  createdOn: "{{date}}న సృష్టించబడింది",
  lastDelivery: "చివరి డెలివరీ {{date}}",
  noDelivery: "ఇంకా డెలివరీ లేదు",

  eventHelp: {
    ORDER_PLACED: "కస్టమర్ ఆర్డర్ పెట్టారు.",
    ORDER_STATUS_CHANGED: "ఆర్డర్ స్థితి మారింది (అంగీకరించారు, దారిలో ఉంది, డెలివరీ అయింది, రద్దయింది ...).",
    MENU_ITEM_CHANGED: "మెనూ ఐటమ్ జోడించారు, మార్చారు లేదా తొలగించారు.",
  },

  form: {
    title: "వెబ్‌హుక్ జోడించండి",
    url: "URL",
    urlHint: "https అయి ఉండాలి, ఇంటర్నెట్ నుంచి చేరగలగాలి: ప్రైవేట్ లేదా లోకల్ అడ్రస్‌లకు రుచి పంపదు.",
    urlRule: "https:// తో మొదలయ్యే URL ఇవ్వండి",
    urlPlaceholder: "https://partner.example.com/ruchi-events",
    events: "ఈవెంట్‌లు",
    eventsRule: "కనీసం ఒక ఈవెంట్ ఎంచుకోండి.",
    restaurants: "రెస్టారెంట్లు",
    restaurantsHint: "ఐచ్ఛికం: అన్ని రెస్టారెంట్ల ఈవెంట్‌ల కోసం ఖాళీగా వదిలేయండి.",
    restaurantsPlaceholder: "అన్ని రెస్టారెంట్లు",
    noRestaurantFound: "ఈ పేరుతో రెస్టారెంట్ లేదు",
    submit: "వెబ్‌హుక్ జోడించండి",
    cancel: "రద్దు చేయండి",
    failed: "వెబ్‌హుక్‌ను జోడించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  urlRefused: "ఇంటర్నెట్ నుంచి చేరగలిగే https URL ఇవ్వండి; ప్రైవేట్ లేదా లోకల్ అడ్రస్ కాకూడదు.",

  secret: {
    title: "{{url}} సైనింగ్ సీక్రెట్",
    warning: "సైనింగ్ సీక్రెట్ ఈ ఒక్కసారే కనిపిస్తుంది. మళ్లీ చూపించలేం: ఇప్పుడే కాపీ చేసి భాగస్వామికి ఇవ్వండి.",
    lost: "ఇది ఎప్పుడైనా పోయినా, బయటపడినా, ఈ వెబ్‌హుక్‌ను తొలగించి కొత్తది జోడించండి.",
    usage: "స్వీకరించే సిస్టమ్ ప్రతి డెలివరీ webhook-signature హెడర్‌ను దీనితో సరిచూస్తుంది (Standard Webhooks).",
    label: "సైనింగ్ సీక్రెట్",
    copy: "కాపీ",
    copied: "సైనింగ్ సీక్రెట్ కాపీ అయింది.",
    copyFailed: "కాపీ చేయలేకపోయాం. సీక్రెట్‌ను సెలెక్ట్ చేసి మీరే కాపీ చేయండి.",
    done: "దాచుకున్నాను",
  },

  remove: {
    button: "తొలగించండి",
    buttonOf: "వెబ్‌హుక్ {{url}} తొలగించండి",
    title: "{{url}} వెబ్‌హుక్‌ను తొలగించాలా?",
    text: "దీనికి కొత్త ఈవెంట్‌లు పంపం, మిగిలిన మళ్లీ ప్రయత్నాలు ఆగిపోతాయి. దీని డెలివరీలు చూడవచ్చు. దీన్ని వెనక్కి తీసుకోలేరు.",
    ok: "తొలగించండి",
    cancel: "రద్దు చేయండి",
    done: "{{url}} వెబ్‌హుక్ తొలగించబడింది.",
    failed: "వెబ్‌హుక్‌ను తొలగించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  deliveries: {
    button: "డెలివరీలు",
    buttonOf: "{{url}} డెలివరీలు",
    title: "డెలివరీలు",
    of: "{{url}} కు, కొత్తవి ముందు",
    loading: "డెలివరీలు లోడ్ అవుతున్నాయి...",
    loadFailed: "డెలివరీలను లోడ్ చేయలేకపోయాం. మీ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
    none: "ఇంకా డెలివరీలు లేవు. ఈవెంట్‌లు జరిగినప్పుడు ఇక్కడికి పంపుతాం.",
    total_one: "{{count}} డెలివరీ",
    total_other: "{{count}} డెలివరీలు",
    eventId: "ఈవెంట్ ID",
    created: "{{date}}న సృష్టించబడింది",
    nextAttempt: "తదుపరి ప్రయత్నం {{date}}",
    attempts_one: "{{count}} ప్రయత్నం",
    attempts_other: "{{count}} ప్రయత్నాలు",
    noAttempts: "ఇంకా ప్రయత్నించలేదు.",
    attemptsCaption: "ఈవెంట్ {{id}} ప్రయత్నాలు, పాతవి ముందు",
    attemptedAt: "సమయం",
    answer: "జవాబు",
    httpStatus: "HTTP {{code}}",
    noAnswer: "జవాబు లేదు",
    redelivery: "మళ్లీ పంపినది",
    redeliver: "మళ్లీ పంపండి",
    redeliverOf: "ఈవెంట్ {{id}} మళ్లీ పంపండి",
    redelivered: "ఈవెంట్‌ను మళ్లీ పంపుతున్నాం.",
    redeliverFailed: "ఈవెంట్‌ను మళ్లీ పంపలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
    refresh: "రిఫ్రెష్ చేయండి",
    close: "మూసివేయండి",
  },
};
