import type { CustomerCatalogue } from "../en-customer";

/** Help with an order and the meal-time reminders, in Telugu. */
export const orderHelp: CustomerCatalogue["orderHelp"] = {
  heading: "ఈ ఆర్డర్ గురించి సహాయం",
  getHelp: "సహాయం పొందండి",
  formTitle: "ఏం జరిగింది?",
  kindLabel: "సమస్య",
  kinds: {
    MISSING_ITEM: "ఒక ఐటమ్ రాలేదు",
    WRONG_ITEM: "వేరే ఐటమ్ వచ్చింది",
    LATE: "నా ఆర్డర్ ఆలస్యమైంది",
    QUALITY: "ఆహారం నాణ్యత",
    RIDER: "రైడర్",
    OTHER: "ఇంకేదైనా",
  },
  linesLabel: "ఏ ఐటమ్‌లు?",
  textLabel: "మరికొంత చెప్పండి",
  textPlaceholder: "ఉదాహరణకు: నా ఆర్డర్‌లో రైతా రాలేదు.",
  textRequired: "దయచేసి ఏం జరిగిందో చెప్పండి.",
  send: "పంపండి",
  cancel: "రద్దు",
  sent: "ధన్యవాదాలు. మేము ఇక్కడ, నోటిఫికేషన్ ద్వారా, ఇమెయిల్ ద్వారా సమాధానం ఇస్తాము.",
  sendFailed: "మీ సందేశం పంపలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  youWrote: "మీరు రాసింది",
  about: "దీని గురించి: {{items}}",
  answer: "మా సమాధానం",
  waiting: "మీ సందేశం మాకు అందింది, త్వరలో సమాధానం ఇస్తాము.",
  open: "తెరిచి ఉంది",
  resolved: "పరిష్కరించబడింది",
  closedNote: "ఆర్డర్ దారిలో ఉన్నప్పుడు, డెలివరీ అయిన 48 గంటల వరకు సహాయం అడగవచ్చు.",
};

export const mealReminders: CustomerCatalogue["mealReminders"] = {
  heading: "భోజన సమయ రిమైండర్‌లు",
  intro: "భోజన సమయాల్లో, తెరిచి ఉండి మీ దగ్గరికి డెలివరీ చేసే మీకు ఇష్టమైన లేదా ఇటీవలి రెస్టారెంట్ పేరుతో ఒక నోటిఫికేషన్.",
  breakfast: "టిఫిన్ (ఉదయం 8:00)",
  lunch: "మధ్యాహ్న భోజనం (12:30)",
  dinner: "రాత్రి భోజనం (7:30)",
  saved: "మీ రిమైండర్‌లు సేవ్ అయ్యాయి.",
  saveFailed: "మీ రిమైండర్‌లు సేవ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  needsNotifications: "వీటిని పొందడానికి ఈ బ్రౌజర్‌లో నోటిఫికేషన్‌లు ఆన్ చేయండి.",
};
