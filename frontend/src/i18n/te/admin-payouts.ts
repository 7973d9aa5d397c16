import type { Widen } from "../en";
import type { adminPayouts as enAdminPayouts } from "../en/admin-payouts";

/** అడ్మిన్ చెల్లింపుల పేజీ: ప్రతి రెస్టారెంట్‌కు రుచి వారం వారం చెల్లించవలసినది. */
export const adminPayouts: Widen<typeof enAdminPayouts> = {
  nav: "చెల్లింపులు",
  title: "చెల్లింపులు",
  intro:
    "గత 12 వారాల్లో ప్రతి రెస్టారెంట్ వారాలు, చెల్లించనివి ముందు, పాత వారం ముందు. వారం ముగిసిన తర్వాతే చెల్లించవచ్చు; సూపర్ అడ్మిన్ బ్యాంక్ లేదా UPI రిఫరెన్స్‌తో చెల్లింపును నమోదు చేస్తారు.",
  restaurant: "రెస్టారెంట్",
  deletedRestaurant: "తొలగించిన రెస్టారెంట్",
  downloadCsv: "CSV డౌన్‌లోడ్",
  csv: {
    restaurant: "రెస్టారెంట్",
    weekStart: "వారం మొదలు",
    weekEnd: "వారం చివర",
    ordersDelivered: "ఆర్డర్లు",
    foodValue: "అమ్మిన ఆహారం",
    restaurantDiscounts: "రెస్టారెంట్ ఆఫర్లు",
    commission: "కమీషన్",
    commissionTax: "కమీషన్‌పై GST",
    corrections: "సవరణలు",
    collectedAtCounter: "కౌంటర్‌లో తీసుకున్న నగదు",
    payable: "చెల్లించవలసినది",
    paidOn: "చెల్లించిన రోజు",
    paidReference: "రిఫరెన్స్",
  },
  markPaid: "చెల్లించినట్లు నమోదు",
  markPaidOf: "{{name}} యొక్క {{week}} వారాన్ని చెల్లించినట్లు నమోదు చేయండి",
  weekOpen: "వారం ఇంకా ముగియలేదు",
  dialogTitle: "{{name}} కు చెల్లింపు",
  dialogWeek: "వారం {{week}}: చెల్లించవలసినది {{amount}}",
  reference: "బ్యాంక్ లేదా UPI రిఫరెన్స్",
  referencePlaceholder: "బ్యాంక్ చూపే లావాదేవీ రిఫరెన్స్",
  referenceRule: "రిఫరెన్స్ ఇవ్వండి: 1 నుండి 64 అక్షరాలు.",
  paidOn: "చెల్లించిన రోజు",
  paidOnRule: "చెల్లించిన రోజును ఎంచుకోండి.",
  save: "చెల్లింపు నమోదు చేయండి",
  cancel: "రద్దు",
  saved: "{{name}} కు చెల్లింపు నమోదైంది.",
  saveFailed: "చెల్లింపును నమోదు చేయలేకపోయాము. మళ్లీ ప్రయత్నించండి.",
};
