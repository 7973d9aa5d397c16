import type { RiderCatalogue } from "../en-rider";

/**
 * The rider's page in Telugu, as a delivery rider says it: everyday words, and the English ones
 * riders already use (డెలివరీ, ఆర్డర్, క్యాష్, డ్యూటీ) in Telugu letters.
 */
export const rider: RiderCatalogue["rider"] = {
  title: "డెలివరీలు",
  eyebrow: "రైడర్",
  loading: "మీ డెలివరీలు లోడ్ అవుతున్నాయి...",
  loadFailed: "మీ డెలివరీలు లోడ్ కాలేదు. కనెక్షన్ చూడండి.",
  retry: "మళ్లీ ప్రయత్నించండి",

  header: {
    controls: "రైడర్ కంట్రోల్స్",
    signOut: "సైన్ అవుట్",
  },

  shift: {
    label: "డ్యూటీలో ఉన్నాను",
    onHint: "మీరు డ్యూటీలో ఉన్నారు: మీకు డెలివరీలు ఇవ్వవచ్చు.",
    offHint: "డ్యూటీలో లేరు: కొత్త డెలివరీలు రావు.",
    onToast: "మీరు డ్యూటీలో ఉన్నారు.",
    offToast: "మీ డ్యూటీ ముగిసింది.",
    failed: "డ్యూటీ మార్చడం కుదరలేదు. మళ్లీ ప్రయత్నించండి.",
  },

  rating: {
    label: "మీ డెలివరీ రేటింగ్",
    count_one: "{{count}} కస్టమర్ ఇచ్చినది",
    count_other: "{{count}} మంది కస్టమర్లు ఇచ్చినది",
    none: "ఇంకా ఏ కస్టమర్ మీ డెలివరీలకు రేటింగ్ ఇవ్వలేదు.",
  },

  cash: {
    label: "చేతిలో ఉన్న క్యాష్",
    hint: "చివరిసారి అప్పగించినప్పటి నుంచి ఆఫీసుకు ఇవ్వాల్సింది (మీ టిప్‌లు మీవే)",
  },

  location: {
    sharing: "డెలివరీ చేస్తున్నంత సేపు మీ లొకేషన్ కస్టమర్‌కి కనిపిస్తుంది",
    denied: "లొకేషన్ బ్లాక్ అయింది, కాబట్టి మీరు ఎక్కడ ఉన్నారో కస్టమర్‌కి కనిపించదు. బ్రౌజర్ సెట్టింగ్స్‌లో ఈ సైట్‌కి లొకేషన్ అనుమతి ఇచ్చి, మళ్లీ ప్రయత్నించండి నొక్కండి.",
    unsupported: "ఈ బ్రౌజర్ మీ లొకేషన్ పంపలేదు, కాబట్టి మీరు ఎక్కడ ఉన్నారో కస్టమర్‌కి కనిపించదు.",
    unavailable: "మీ లొకేషన్ ఇంకా దొరకలేదు. యాప్ ప్రయత్నిస్తూనే ఉంటుంది.",
    retry: "మళ్లీ ప్రయత్నించండి",
  },

  orders: {
    heading: "మీ డెలివరీలు",
    headingWithCount: "మీ డెలివరీలు ({{count}})",
    emptyOnShift: "ప్రస్తుతం డెలివరీలు లేవు. కొత్తవి వాటంతట అవే ఇక్కడ కనిపిస్తాయి.",
    emptyOffShift: "మీరు డ్యూటీలో లేరు. డెలివరీలు రావాలంటే డ్యూటీ మొదలుపెట్టండి.",
  },

  order: {
    label: "ఆర్డర్ #{{number}}",
    number: "#{{number}}",
    collect: "వసూలు చేయాల్సిన క్యాష్",
    collectAny: "వసూలు చేయాల్సింది",
    paysByUpi: "కస్టమర్ UPI ద్వారా చెల్లిస్తారు",
    tip: "టిప్ {{amount}} — మీదే",
    pickup: "ఇక్కడ పికప్ చేయండి",
    deliverTo: "ఇక్కడ డెలివర్ చేయండి",
    callRestaurant: "రెస్టారెంట్‌కి కాల్",
    callCustomer: "కస్టమర్‌కి కాల్",
    directions: "మ్యాప్‌లో దారి",
    items: "ఐటమ్స్",
    quantity: "{{count}} ×",
    note: "కస్టమర్ సూచన",
    notStarted: "కిచెన్ ఈ ఆర్డర్ ఇంకా మొదలుపెట్టలేదు.",
    status: {
      SCHEDULED: "షెడ్యూల్ అయింది",
      PENDING: "కొత్తది",
      CONFIRMED: "ఒప్పుకున్నారు",
      PREPARING: "వండుతున్నారు",
      READY_FOR_PICKUP: "పికప్‌కు సిద్ధం",
      OUT_FOR_DELIVERY: "డెలివరీకి బయలుదేరింది",
      DELIVERED: "డెలివర్ అయింది",
      DELIVERY_FAILED: "డెలివర్ కాలేదు",
      REJECTED: "తిరస్కరించారు",
      CANCELLED: "రద్దయింది",
    },
  },

  actions: {
    pickedUp: "పికప్ చేశాను",
    pickedUpOf: "ఆర్డర్ #{{number}} పికప్ చేశాను",
    delivered: "డెలివర్ చేశాను",
    deliveredOf: "ఆర్డర్ #{{number}} డెలివర్ చేశాను",
    failed: "డెలివర్ కాలేదు",
    failedOf: "ఆర్డర్ #{{number}} డెలివర్ కాలేదు",
    paidByUpi: "UPI ద్వారా చెల్లించారు",
    paidByUpiOf: "UPI ద్వారా చెల్లించారు: ఆర్డర్ #{{number}}",
    cancel: "వద్దు",
  },

  deliver: {
    title: "ఆర్డర్ #{{number}} డెలివరీ",
    total: "ఆర్డర్ మొత్తం {{amount}}",
    amountLabel: "వసూలు చేసిన క్యాష్ (₹)",
    less: "ఆర్డర్ మొత్తం కంటే {{amount}} తక్కువ",
    more: "ఆర్డర్ మొత్తం కంటే {{amount}} ఎక్కువ",
    noteLabel: "నోట్",
    noteHint: "క్యాష్ ఆర్డర్ మొత్తానికి సరిపోకపోతే తప్పనిసరి.",
    quickNotes: "త్వరిత నోట్స్",
    noteNoChange: "చిల్లర లేదు",
    notePaidLess: "కస్టమర్ తక్కువ ఇచ్చారు",
    noteTip: "కస్టమర్ టిప్ ఇచ్చారు",
    notePlaceholder: "మొత్తం ఎందుకు వేరుగా ఉంది?",
    amountMissing: "మీరు వసూలు చేసిన క్యాష్ రాయండి.",
    amountInvalid: "రూపాయల్లో మొత్తం రాయండి, దశాంశం తర్వాత రెండు అంకెల వరకు.",
    amountTooLarge: "ఈ మొత్తం చాలా ఎక్కువగా ఉంది. ఒకసారి సరిచూడండి.",
    noteRequired: 'క్యాష్ ఆర్డర్ మొత్తానికి సరిపోలేదు: ఒక నోట్ రాయండి, ఉదా. "చిల్లర లేదు".',
    noteTooLong: "నోట్ {{max}} అక్షరాల లోపు ఉండాలి.",
    confirm: "డెలివర్ చేశాను · {{amount}}",
  },

  fail: {
    title: "ఆర్డర్ #{{number}} డెలివర్ కాలేదు",
    reasonLabel: "ఏం జరిగింది? ఇది కస్టమర్‌కి, Ruchi టీమ్‌కి కనిపిస్తుంది.",
    quickReasons: "త్వరిత కారణాలు",
    reasonNotReachable: "కస్టమర్ అందుబాటులో లేరు",
    reasonWrongAddress: "చిరునామా దొరకలేదు",
    reasonRefused: "కస్టమర్ ఆర్డర్ తీసుకోలేదు",
    reasonPlaceholder: "లేదా ఏం జరిగిందో రాయండి",
    reasonRequired: "ఆర్డర్ ఎందుకు డెలివర్ కాలేదో రాయండి.",
    reasonTooLong: "కారణం {{max}} అక్షరాల లోపు ఉండాలి.",
    confirm: "డెలివర్ కాలేదు",
  },

  upi: {
    title: "UPI చెల్లింపు · ఆర్డర్ #{{number}}",
    qrLabel: "ఈ ఆర్డర్‌ను UPI ద్వారా చెల్లించడానికి QR కోడ్",
    scan: "కస్టమర్‌ను స్కాన్ చేసి {{amount}} చెల్లించమని చెప్పండి",
    payee: "{{name}} ({{upiId}}) కి",
    referenceLabel: "UPI రిఫరెన్స్ (12 అంకెలు)",
    referenceHint: "చెల్లించిన తర్వాత కస్టమర్ UPI యాప్ దీన్ని UPI Ref. No., UTR లేదా ట్రాన్సాక్షన్ ID గా చూపిస్తుంది.",
    referenceInvalid: "కస్టమర్ యాప్ చూపినట్టే UPI రిఫరెన్స్ 12 అంకెలు ఇవ్వండి.",
    confirm: "UPI ద్వారా చెల్లించారు · {{amount}}",
    offTitle: "డోర్ వద్ద UPI ఆఫ్‌లో ఉంది",
    offText: "ఆఫీస్ UPI ఐడీ సెట్ చేయలేదు, కాబట్టి చూపించడానికి QR లేదు. మొత్తం క్యాష్‌గా వసూలు చేయండి.",
    close: "మూసివేయండి",
    loading: "UPI QR కోడ్ లోడ్ అవుతోంది...",
    loadFailed: "UPI QR కోడ్ లోడ్ కాలేదు. కనెక్షన్ చూసి మళ్లీ తెరవండి.",
  },

  toasts: {
    deliveredByUpi: "ఆర్డర్ #{{number}} డెలివర్ అయింది. {{amount}} UPI ద్వారా చెల్లించారు.",
    pickedUp: "ఆర్డర్ #{{number}} పికప్ అయింది. కస్టమర్‌కి తీసుకెళ్లండి.",
    delivered: "ఆర్డర్ #{{number}} డెలివర్ అయింది. {{amount}} వసూలైంది.",
    failed: "ఆర్డర్ #{{number}} డెలివర్ కాలేదని నమోదు చేశాం.",
    movedOn: "ఈ ఆర్డర్ ఈలోపు మారింది.",
    actionFailed: "ఆర్డర్ అప్‌డేట్ కాలేదు. మళ్లీ ప్రయత్నించండి.",
    newDelivery: "కొత్త డెలివరీ: ఆర్డర్ #{{number}}",
    taken: "ఆర్డర్ #{{number}} మీ లిస్ట్ నుంచి తీసేశారు.",
  },

  today: {
    heading: "ఈరోజు డెలివరీలు",
    empty: "ఈరోజు ఇంకా ఏదీ డెలివర్ చేయలేదు.",
    collected: "{{amount}} వసూలైంది",
    collectedWithTip: "{{amount}} వసూలైంది, {{tip}} టిప్ మీదే",
    noCash: "క్యాష్ లేదు",
    paidByUpi: "{{amount}} UPI ద్వారా చెల్లించారు",
  },

  earnings: {
    heading: "నా సంపాదన",
    today: "ఈరోజు",
    week: "ఈ వారం",
    deliveries: "డెలివరీలు",
    fees: "ఫీజులు",
    tips: "టిప్‌లు",
    total: "మొత్తం",
    note: "ప్రతి డెలివరీకి అది డెలివర్ అయినప్పుడే నిర్ణయించిన ఫీజు, మీ టిప్‌లు. ఆఫీస్ వారానికి ఒకసారి చెల్లిస్తుంది.",
    loading: "మీ సంపాదన లోడ్ అవుతోంది...",
    loadFailed: "మీ సంపాదనను లోడ్ చేయలేకపోయాం.",
    retry: "మళ్లీ ప్రయత్నించండి",
  },
};
