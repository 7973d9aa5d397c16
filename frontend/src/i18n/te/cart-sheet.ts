import type { CartSheetTexts } from "../en/cart-sheet";

/** The cart sheet and checkout's cart lines and bill, in Telugu. */
export const cartSheet: CartSheetTexts = {
  itemsTotal: "ఐటమ్స్ మొత్తం",
  deliveryCharges: "డెలివరీ ఛార్జీలు",
  totalAmount: "చెల్లించాల్సిన మొత్తం",
  proceedToCheckout: "చెక్అవుట్‌కి వెళ్లండి",
  updated: "కార్ట్ అప్‌డేట్ అయింది",
  deleted: "కార్ట్ నుండి ఐటమ్ తీసేశాం",
  lines: "మీ కార్ట్‌లోని ఐటమ్స్",
  summary: "కార్ట్ మొత్తం",
  each: "ఒక్కొక్కటి {{price}}",
  quantityOf: "{{name}} సంఖ్య: {{count}}",
  decrease: "{{name}} ఒకటి తగ్గించండి",
  increase: "{{name}} ఒకటి పెంచండి",
  remove: "కార్ట్ నుండి {{name}} తీసేయండి",
  notAvailable: "అందుబాటులో లేదు",
  restaurantClosed: "{{restaurant}} ఇప్పుడు మూసి ఉంది. తెరిచాక మీరు ఆర్డర్ చేయవచ్చు.",
  minimumOrderShortfall: "కనీస ఆర్డర్ {{minimum}}: ఇంకా {{missing}} విలువైన ఐటమ్స్ చేర్చండి",
  itemsUnavailable: "కొన్ని ఐటమ్స్ ఇప్పుడు అందుబాటులో లేవు. చెక్అవుట్ చేయడానికి వాటిని తీసేయండి.",
  loadFailed: "మీ కార్ట్ లోడ్ కాలేదు.",
  retry: "మళ్లీ ప్రయత్నించండి",
  browseRestaurants: "రెస్టారెంట్లు చూడండి",
};
