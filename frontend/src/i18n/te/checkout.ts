import type { CustomerCatalogue } from "../en-customer";

/** The checkout and order-success pages in Telugu. */
export const checkout: CustomerCatalogue["checkout"] = {
  pageTitle: "చెక్అవుట్",
  heading: "చెక్అవుట్",
  addressHeading: "డెలివరీ అడ్రస్",
  addressLimitHint: "మీరు 2 అడ్రస్‌ల వరకు సేవ్ చేయవచ్చు. వేరే చోటికి డెలివరీ కావాలంటే ఒకదాన్ని ఎడిట్ లేదా డిలీట్ చేయండి.",
  itemsHeading: "మీ ఆర్డర్",
  summaryHeading: "ధర వివరాలు",
  fromRestaurant: "{{restaurant}} నుండి",
  codNotice: "క్యాష్ ఆన్ డెలివరీ మాత్రమే ఉంది. ఫుడ్ అందగానే చెల్లించాల్సిన మొత్తాన్ని క్యాష్‌గా ఇవ్వండి.",
  placeOrder: "ఆర్డర్ చేయండి",
  processing: "ఆర్డర్ ప్రాసెస్ అవుతోంది...",
  processingLine: "మీ ఆర్డర్ ప్రాసెస్ అవుతోంది!...",
  addItems: "దయచేసి కార్ట్‌లో ఐటమ్స్ చేర్చండి!",
  selectAddress: "దయచేసి ఒక అడ్రస్ ఎంచుకోండి!",
  failed: "ఏదో పొరపాటు జరిగింది",
  emptyTitle: "మీ కార్ట్ ఖాళీగా ఉంది.",
  emptyText: "మీ దగ్గరలోని రెస్టారెంట్ నుండి కొన్ని వంటకాలు చేర్చి, ఆర్డర్ చేయడానికి మళ్లీ ఇక్కడికి రండి.",
  browseRestaurants: "రెస్టారెంట్లు చూడండి",
  loadFailed: "మీ కార్ట్ లోడ్ కాలేదు.",
  retry: "మళ్లీ ప్రయత్నించండి",

  successPageTitle: "ఆర్డర్ అందింది",
  successTitle: "మీ ఆర్డర్ మాకు అందింది!",
  successText: "ఆర్డర్ చేసినందుకు ధన్యవాదాలు. మీ అకౌంట్‌లో దీన్ని ట్రాక్ చేయవచ్చు.",
  orderNumber: "ఆర్డర్ #{{number}}",
  kitchenNoteLabel: "కిచెన్‌కు సూచనలు",
  kitchenNoteHint: "ఐచ్ఛికం. మీ ఆర్డర్‌తో పాటు రెస్టారెంట్ కిచెన్ దీన్ని చదువుతుంది.",
  kitchenNotePlaceholder: "ఉదా. తక్కువ కారం, ఉల్లిపాయ వద్దు",
  viewMyOrders: "నా ఆర్డర్లు చూడండి",
};
