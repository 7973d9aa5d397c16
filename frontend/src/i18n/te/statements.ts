import type { Widen } from "../en";
import type { statements as enStatements } from "../en/statements";

/** రెస్టారెంట్ వారపు లెక్కలు (docs/money.md), వంటగది చదివేలా. */
export const statements: Widen<typeof enStatements> = {
  open: "లెక్కలు",
  title: "{{name}} లెక్కలు",
  intro:
    "ప్రతి వారం సోమవారం నుండి ఆదివారం వరకు. చెల్లించవలసినది రుచి మీకు చెల్లించే మొత్తం: అమ్మిన ఆహారం నుండి మీ సొంత ఆఫర్లు, కమీషన్, దాని GST, పికప్‌ల కోసం మీ కౌంటర్‌లో తీసుకున్న నగదు తీసివేసి.",
  week: "వారం",
  weekOf: "{{from}} – {{to}}",
  orders: "ఆర్డర్లు",
  foodValue: "అమ్మిన ఆహారం",
  restaurantDiscounts: "రెస్టారెంట్ ఆఫర్లు",
  commission: "కమీషన్",
  commissionTax: "కమీషన్‌పై GST",
  corrections: "సవరణలు",
  collectedAtCounter: "కౌంటర్‌లో తీసుకున్న నగదు",
  payable: "చెల్లించవలసినది",
  status: "స్థితి",
  paid: "{{date}} న చెల్లించారు",
  paidReference: "రిఫరెన్స్ {{reference}}",
  unpaid: "ఇంకా చెల్లించలేదు",
  empty: "గత 12 వారాల్లో డెలివరీ అయిన ఆర్డర్లు లేవు.",
  loading: "లెక్కలు లోడ్ అవుతున్నాయి",
  loadFailed: "లెక్కలను లోడ్ చేయలేకపోయాము.",
  retry: "మళ్లీ ప్రయత్నించండి",
  close: "మూసివేయి",
  print: "ప్రింట్",
  printOf: "{{week}} వారం లెక్కను ప్రింట్ చేయండి",
  printTitle: "{{name}} లెక్క",
  printHeading: "వారపు లెక్క",
  printFrom: "నుండి",
  printTo: "కు",
  printPhone: "ఫోన్ {{phone}}",
  printNone: "ఆ వారానికి ఈ రెస్టారెంట్‌కు లెక్క లేదు: ఏ ఆర్డర్ డెలివరీ కాలేదు, ఏదీ నమోదు కాలేదు.",
  printOpenWeek: "ఈ వారం ఇంకా ముగియలేదు: దీని అంకెలు ఇంకా మారవచ్చు.",
  printNote:
    "చెల్లించవలసినది: అమ్మిన ఆహారం నుండి రెస్టారెంట్ సొంత ఆఫర్లు, కమీషన్, దాని GST, పికప్‌ల కోసం కౌంటర్‌లో తీసుకున్న నగదు తీసివేసి, ఆ వారపు సవరణలతో. సవరణ చేసిన వారంలోనే కనిపిస్తుంది.",
  back: "వెనుకకు",
  deletedRestaurant: "తొలగించిన రెస్టారెంట్",
};
