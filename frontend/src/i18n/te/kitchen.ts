import type { KitchenCatalogue } from "../en-kitchen";

/**
 * The kitchen board in Telugu, as a cook or a counter worker says it: everyday words, the
 * English ones the kitchen already uses (ఆర్డర్, టికెట్, మెనూ) in Telugu letters.
 */
export const kitchen: KitchenCatalogue["kitchen"] = {
  title: "కిచెన్",
  pageTitle: "కిచెన్ · {{restaurant}}",
  pageTitleWithCount: "({{count}}) కిచెన్ · {{restaurant}}",
  loading: "కిచెన్ లోడ్ అవుతోంది...",
  loadFailed: "ఆర్డర్లు లోడ్ కాలేదు. కనెక్షన్ చూడండి.",
  retry: "మళ్లీ ప్రయత్నించండి",
  changeFailed: "ఇది మార్చడం కుదరలేదు. మళ్లీ ప్రయత్నించండి.",

  chooser: {
    heading: "మీ కిచెన్లు",
    intro: "ఏ రెస్టారెంట్ ఆర్డర్లు చూడాలో ఎంచుకోండి.",
    closedToday: "ఈరోజుకి మూసివేశారు",
    none: "మీరు ఇంకా ఏ రెస్టారెంట్ స్టాఫ్‌లోనూ లేరు. మిమ్మల్ని చేర్చమని Ruchi అడ్మిన్‌ని అడగండి.",
    toShop: "షాప్‌కి వెళ్లండి",
  },

  noAccess: {
    heading: "ఈ కిచెన్ చూసే అనుమతి మీకు లేదు",
    text: "మీ అకౌంట్ ఈ రెస్టారెంట్ స్టాఫ్‌లో లేదు. ఉండాల్సి ఉంటే, మిమ్మల్ని చేర్చమని Ruchi అడ్మిన్‌ని అడగండి.",
    yourKitchens: "మీ కిచెన్లు",
  },

  header: {
    controls: "కిచెన్ కంట్రోల్స్",
    otherKitchens: "ఇతర కిచెన్లు",
    settings: "సెట్టింగ్స్",
    settingsTitle: "కిచెన్ సెట్టింగ్స్",
    logOut: "లాగ్ అవుట్",
    toShop: "షాప్‌కి వెళ్లండి",
  },

  columns: {
    label: "దశల వారీగా ఆర్డర్లు",
    new: "కొత్తవి",
    preparing: "ఒప్పుకున్నవి / వండుతున్నవి",
    preparingShort: "వండుతున్నవి",
    ready: "రెడీ",
    withCount: "{{column}} ({{count}})",
    emptyNew: "కొత్త ఆర్డర్లు లేవు. కొత్తవి వాటంతట అవే ఇక్కడ కనిపిస్తాయి.",
    emptyPreparing: "ప్రస్తుతం ఏదీ వండడం లేదు.",
    emptyReady: "పికప్ కోసం ఏదీ ఎదురుచూడడం లేదు.",
  },

  order: {
    label: "ఆర్డర్ #{{number}}",
    number: "#{{number}}",
    placedAt: "{{time}}కి వచ్చింది",
    justNow: "ఇప్పుడే",
    minutesAgo_one: "{{count}} నిమిషం క్రితం",
    minutesAgo_other: "{{count}} నిమిషాల క్రితం",
    hoursAgo_one: "{{count}} గంట పైగా క్రితం",
    hoursAgo_other: "{{count}} గంటల పైగా క్రితం",
    items: "ఐటమ్స్",
    quantity: "{{count}} ×",
    note: "వంట సూచనలు",
    total: "మొత్తం {{amount}}",
    cashOnDelivery: "క్యాష్ ఆన్ డెలివరీ",
    readyBy: "{{time}}కి రెడీ",
    deliverFor: "{{time}} కు",
    readyIn_one: "ఇంకా {{count}} నిమిషం",
    readyIn_other: "ఇంకా {{count}} నిమిషాలు",
    dueNow: "ఇప్పుడే ఇవ్వాలి",
    late_one: "{{count}} నిమిషం ఆలస్యం",
    late_other: "{{count}} నిమిషాలు ఆలస్యం",
    status: {
      PENDING: "కొత్తది",
      CONFIRMED: "ఒప్పుకున్నాం",
      PREPARING: "వండుతున్నాం",
      READY_FOR_PICKUP: "పికప్‌కు సిద్ధం",
    },
  },

  actions: {
    accept: "ఒప్పుకోండి",
    reject: "తిరస్కరించండి",
    startPreparing: "వంట మొదలుపెట్టండి",
    markReady: "పికప్‌కు సిద్ధం",
    printTicket: "టికెట్ ప్రింట్",
    acceptOf: "ఆర్డర్ #{{number}} ఒప్పుకోండి",
    rejectOf: "ఆర్డర్ #{{number}} తిరస్కరించండి",
    startPreparingOf: "ఆర్డర్ #{{number}} వంట మొదలుపెట్టండి",
    markReadyOf: "ఆర్డర్ #{{number}} పికప్‌కు సిద్ధం",
    printTicketOf: "ఆర్డర్ #{{number}} టికెట్ ప్రింట్ చేయండి",
    cancel: "వద్దు",
  },

  accept: {
    title: "ఆర్డర్ #{{number}} ఒప్పుకోండి",
    minutesLabel: "ఎంత సేపు పడుతుంది?",
    quickMinutes: "{{count}} నిమి.",
    otherMinutes: "వేరే",
    customLabel: "నిమిషాలు (1 నుంచి 240)",
    minutesRule: "1 నుంచి 240 లోపు పూర్తి నిమిషాలు ఇవ్వండి.",
    readyAround: "సుమారు {{time}}కి రెడీ",
    confirm: "ఒప్పుకోండి · {{count}} నిమి.",
  },

  reject: {
    title: "ఆర్డర్ #{{number}} తిరస్కరించండి",
    reasonLabel: "ఎందుకు? ఇది కస్టమర్‌కి కనిపిస్తుంది.",
    quickReasons: "త్వరిత కారణాలు",
    reasonBusy: "ప్రస్తుతం కిచెన్ చాలా బిజీగా ఉంది",
    reasonSoldOut: "ఒక ఐటమ్ అయిపోయింది",
    reasonClosing: "ఈరోజుకి మూసేస్తున్నాం",
    reasonPlaceholder: "లేదా కారణం రాయండి",
    reasonRequired: "కస్టమర్ కోసం కారణం ఇవ్వండి.",
    reasonTooLong: "కారణం 500 అక్షరాల లోపు ఉండాలి.",
    confirm: "ఆర్డర్ తిరస్కరించండి",
  },

  toasts: {
    accepted: "ఆర్డర్ #{{number}} ఒప్పుకున్నాం: సుమారు {{time}}కి రెడీ.",
    rejected: "ఆర్డర్ #{{number}} తిరస్కరించాం.",
    preparing: "ఆర్డర్ #{{number}}: వంట మొదలైంది.",
    ready: "ఆర్డర్ #{{number}} పికప్‌కు సిద్ధం.",
    movedOn: "ఈ ఆర్డర్ ఇప్పటికే ముందుకు వెళ్లింది.",
    actionFailed: "ఆర్డర్ అప్‌డేట్ కాలేదు. మళ్లీ ప్రయత్నించండి.",
    newOrder: "కొత్త ఆర్డర్ #{{number}}",
  },

  sound: {
    turnOn: "సౌండ్ ఆన్ చేయండి",
    turnOff: "సౌండ్ ఆఫ్ చేయండి",
    blocked: "సౌండ్ కోసం ఎక్కడైనా ఒకసారి నొక్కండి",
    hint: "కొత్త ఆర్డర్ వచ్చినప్పుడు గంట మోగుతుంది.",
  },

  closed: {
    switchLabel: "ఈరోజుకి మూసివేశాం",
    closedUntil: "{{time}} వరకు మూసి ఉంటుంది",
    closeTitle: "ఈరోజుకి మూసేయాలా?",
    closeText: "అర్ధరాత్రి వరకు కస్టమర్లు {{restaurant}}లో ఆర్డర్ చేయలేరు. రేపు కిచెన్ దానంతట అదే మళ్లీ తెరుచుకుంటుంది.",
    close: "ఈరోజుకి మూసేయండి",
    openTitle: "ఇప్పుడే మళ్లీ తెరవాలా?",
    openText: "కస్టమర్లు వెంటనే {{restaurant}}లో మళ్లీ ఆర్డర్ చేయవచ్చు (తెరిచే సమయాల్లో).",
    open: "మళ్లీ తెరవండి",
    closedToast: "{{restaurant}} ఈరోజుకి మూసివేశాం.",
    openedToast: "{{restaurant}} మళ్లీ ఆర్డర్లు తీసుకుంటోంది.",
  },

  menu: {
    button: "మెనూ",
    title: "మెనూ · {{restaurant}}",
    intro: "ఒక వంటకాన్ని 'అయిపోయింది' అని మారిస్తే, మీరు మళ్లీ మార్చే వరకు కస్టమర్లు దాన్ని ఆర్డర్ చేయలేరు.",
    search: "వంటకం వెతకండి",
    soldOut: "అయిపోయింది",
    available: "అందుబాటులో ఉంది",
    soldOutSwitch: "{{name}}: అయిపోయింది",
    optionsOf: "{{name}} ఆప్షన్లు",
    empty: "సరిపోయే వంటకాలు లేవు.",
    loadFailed: "మెనూ లోడ్ కాలేదు.",
    soldOutToast: "{{name}} అయిపోయింది.",
    availableToast: "{{name}} మళ్లీ అందుబాటులో ఉంది.",
    veg: "వెజ్",
    nonVeg: "నాన్-వెజ్",
  },

  ticket: {
    paperLabel: "టికెట్ పేపర్",
    paperHint: "ఈ డివైస్‌లో రసీదు ప్రింటర్ పేపర్ వెడల్పు.",
    paper58: "58 మి.మీ.",
    paper80: "80 మి.మీ.",
    order: "ఆర్డర్ #{{number}}",
    placed: "వచ్చిన సమయం",
    items: "ఐటమ్స్",
    note: "సూచన",
    total: "మొత్తం",
    cashOnDelivery: "క్యాష్ ఆన్ డెలివరీ",
    readyBy: "రెడీ అయ్యే సమయం",
  },
};
