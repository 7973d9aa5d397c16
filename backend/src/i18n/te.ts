import type { BackendTexts } from "./en";

/**
 * Ruchi's e-mails and pushes in Telugu, as a local food app writes them: everyday words, the
 * English loan words people use (ఆర్డర్, డెలివరీ, రెస్టారెంట్) in Telugu script, the brand and the
 * dish and restaurant names as the data gives them, Western digits.
 */
export const te: BackendTexts = {
  mail: {
    greeting: ({ name }) => `నమస్కారం ${name} గారు,`,
    ignoreIfNotAsked: "ఇది మీరు అడగకపోతే, ఈ ఇమెయిల్‌ను పట్టించుకోకండి.",
    reason: ({ reason }) => `కారణం: ${reason}`,
    pasteLink: "లేదా ఈ లింక్‌ను కాపీ చేసి మీ బ్రౌజర్‌లో పేస్ట్ చేయండి:",
  },
  signUpCode: {
    subject: ({ code }) => `మీ Ruchi వెరిఫికేషన్ కోడ్: ${code}`,
    codeLine: ({ code }) => `మీ Ruchi వెరిఫికేషన్ కోడ్ ${code}.`,
    codeIntro: "మీ వెరిఫికేషన్ కోడ్",
    openLink: "లేదా మీ ఇమెయిల్‌ను వెరిఫై చేయడానికి ఈ లింక్ తెరవండి:",
    linkLabel: "నా ఇమెయిల్‌ను వెరిఫై చేయండి",
    validity: ({ minutes }) => `కోడ్, లింక్ రెండూ ${minutes} నిమిషాల వరకు పనిచేస్తాయి. వీటిలో ఏదో ఒకటి, ఒక్కసారి మాత్రమే వాడగలరు.`,
  },
  verifyEmailPage: {
    title: "మీ ఇమెయిల్‌ను వెరిఫై చేయండి",
    confirm: ({ email }) => `${email} తో Ruchi లో సైన్ అప్ పూర్తి చేయడానికి, రిజిస్టర్ చేసేటప్పుడు మీరు పెట్టుకున్న పాస్‌వర్డ్ ఎంటర్ చేయండి.`,
    passwordLabel: "సైన్ అప్ చేసినప్పుడు పెట్టుకున్న పాస్‌వర్డ్",
    wrongPassword: "ఇది సైన్ అప్ చేసినప్పుడు పెట్టుకున్న పాస్‌వర్డ్ కాదు. దయచేసి మళ్ళీ ప్రయత్నించండి.",
    tooManyTries: "చాలా సార్లు ప్రయత్నించారు. కొన్ని నిమిషాలు ఆగి మళ్ళీ ప్రయత్నించండి.",
    notYou: "మీరు Ruchi లో సైన్ అప్ చేయకపోతే, ఈ పేజీని మూసేయండి: ఏమీ మారదు.",
  },
  passwordReset: {
    subject: "మీ Ruchi పాస్‌వర్డ్ మార్చుకోండి",
    openLink: "కొత్త పాస్‌వర్డ్ పెట్టుకోవడానికి ఈ లింక్ తెరవండి:",
    linkLabel: "కొత్త పాస్‌వర్డ్ పెట్టుకోండి",
    validity: ({ minutes }) => `ఈ లింక్ ${minutes} నిమిషాల వరకు పనిచేస్తుంది, ఒక్కసారి మాత్రమే వాడగలరు.`,
  },
  accountExists: {
    subject: "మీకు ఇప్పటికే Ruchi ఖాతా ఉంది",
    explanation: "ఎవరో (బహుశా మీరే) ఈ ఇమెయిల్ అడ్రస్‌తో Ruchi లో సైన్ అప్ చేయడానికి ప్రయత్నించారు. ఈ అడ్రస్‌కు ఇప్పటికే ఖాతా ఉంది, అందులో ఏమీ మారలేదు.",
    logIn: "లాగిన్ అవ్వండి",
    forgotPassword: "పాస్‌వర్డ్ మర్చిపోయారా?",
  },
  orderMail: {
    payment: "చెల్లింపు: క్యాష్ ఆన్ డెలివరీ.",
    itemsTotal: ({ amount }) => `ఐటమ్‌ల మొత్తం: ${amount}`,
    deliveryCharges: ({ amount }) => `డెలివరీ ఛార్జీలు: ${amount}`,
    totalAmount: ({ amount }) => `మొత్తం ధర: ${amount}`,
    placedSubject: ({ id }) => `మీ Ruchi ఆర్డర్ #${id} ప్లేస్ అయింది`,
    placedThanks: ({ restaurant, order }) => `ధన్యవాదాలు! మీ ఆర్డర్ ${order} ${restaurant} కి చేరింది.`,
    deliveryTo: ({ address }) => `డెలివరీ అడ్రస్: ${address}`,
    payOnDelivery: ({ total }) => `డెలివరీ సమయంలో ${total} నగదుగా చెల్లించండి.`,
    newOrderSubject: ({ id, restaurant, total }) => `${restaurant} కి కొత్త ఆర్డర్ #${id}: ${total}`,
    newOrderWaiting: ({ restaurant, order }) => `${restaurant} కి కొత్త ఆర్డర్ ${order} వచ్చింది, మీ కోసం వేచి ఉంది.`,
    openOrders: "ఆర్డర్లు చూడండి",
    statusSubject: ({ id, status }) => `మీ Ruchi ఆర్డర్ #${id}: ${status}`,
    statusSentence: ({ order, restaurant, status }) => `${restaurant} నుండి మీ ఆర్డర్ ${order} ${status}`,
    orderTotal: ({ total }) => `ఆర్డర్ మొత్తం: ${total}`,
  },
  orderPush: {
    statusTitle: ({ id, status }) => `ఆర్డర్ #${id}: ${status}`,
    statusBody: ({ restaurant, status }) => `${restaurant} నుండి మీ ఆర్డర్ ${status}`,
    newOrderTitle: ({ id }) => `కొత్త ఆర్డర్ #${id}`,
    newOrderBody: ({ restaurant, total }) => `${restaurant}: ${total}, క్యాష్ ఆన్ డెలివరీ.`,
    deliveryTitle: ({ id }) => `కొత్త డెలివరీ #${id}`,
    deliveryBody: ({ restaurant, total }) => `${restaurant} వద్ద పికప్ చేయండి. ${total} నగదు వసూలు చేయండి.`,
  },
  kitchenStaff: {
    footer: "Ruchi అడ్మిన్ ఒకరు ఈ అడ్రస్‌ను ఒక రెస్టారెంట్ స్టాఫ్‌లో చేర్చినందుకు మీకు ఈ ఇమెయిల్ వచ్చింది.",
    addedSubject: ({ restaurant }) => `ఇప్పుడు మీరు ${restaurant} కిచెన్ బోర్డ్ తెరవగలరు`,
    addedBody: ({ restaurant }) => `Ruchi లో మీరు ఇప్పుడు ${restaurant} స్టాఫ్‌లో ఉన్నారు. దాని ఆర్డర్లను అంగీకరించి తయారు చేయడానికి కిచెన్ బోర్డ్ తెరవండి.`,
    openBoard: "కిచెన్ బోర్డ్ తెరవండి",
    invitedSubject: ({ restaurant }) => `Ruchi లో ${restaurant} కిచెన్‌కు మీకు ఆహ్వానం`,
    invitedBody: ({ restaurant }) => `${restaurant} తమ Ruchi కిచెన్ బోర్డ్‌కు మిమ్మల్ని ఆహ్వానించింది. అక్కడ స్టాఫ్ ఆర్డర్లను అంగీకరించి తయారు చేస్తారు.`,
    signUpToJoin: "చేరడానికి ఈ ఇమెయిల్ అడ్రస్‌తో సైన్ అప్ చేయండి:",
    signUp: "సైన్ అప్ చేయండి",
    invitationValidity: ({ days }) => `ఈ ఆహ్వానం ${days} రోజుల వరకు పనిచేస్తుంది.`,
  },
  orderRejection: {
    byRestaurant: "రెస్టారెంట్ ఈ ఆర్డర్‌ను తిరస్కరించింది",
  },
  orderStatus: {
    names: {
      pending: "పెండింగ్",
      confirmed: "కన్ఫర్మ్ అయింది",
      preparing: "తయారవుతోంది",
      ready_for_pickup: "పికప్‌కు సిద్ధం",
      out_for_delivery: "దారిలో ఉంది",
      delivered: "డెలివరీ అయింది",
      delivery_failed: "డెలివరీ విఫలమైంది",
      rejected: "తిరస్కరించారు",
      cancelled: "క్యాన్సిల్ అయింది",
    },
    sentences: {
      pending: "రెస్టారెంట్ కన్ఫర్మ్ చేయడం కోసం వేచి ఉంది",
      confirmed: "కన్ఫర్మ్ అయింది",
      preparing: "తయారవుతోంది",
      ready_for_pickup: "సిద్ధంగా ఉంది, డెలివరీ కోసం పికప్‌కు ఎదురుచూస్తోంది",
      out_for_delivery: "దారిలో ఉంది",
      delivered: "డెలివరీ అయింది. హాయిగా ఆరగించండి!",
      delivery_failed: "డెలివరీ కాలేదు: మా రైడర్ మిమ్మల్ని చేరుకోలేకపోయారు. మేము మీకు ఫోన్ చేస్తాము",
      rejected: "తిరస్కరించబడింది",
      cancelled: "క్యాన్సిల్ అయింది",
    },
  },
  webhookMail: {
    failingSubject: ({ url }) => `Ruchi వెబ్‌హుక్ పనిచేయడం లేదు: ${url}`,
    failingExplanation: ({ url }) => `వెబ్‌హుక్ ${url} కు Ruchi ఒక ఈవెంట్‌ను అందించలేకపోయింది: మళ్లీ ప్రయత్నించే గడువు ముగిసే వరకు ప్రతి ప్రయత్నం విఫలమైంది.`,
    event: ({ type, id }) => `ఈవెంట్: ${type} (webhook-id ${id})`,
    lastError: ({ error }) => `చివరి లోపం: ${error}`,
    keepsSending: "Ruchi ఈ వెబ్‌హుక్‌కు కొత్త ఈవెంట్‌లను పంపుతూనే ఉంటుంది. ఇది మళ్లీ పనిచేసి, ఆ తర్వాత మళ్లీ విఫలమైతేనే మీకు మళ్లీ తెలియజేస్తాం.",
    howToSee: "API లోని webhookDeliveries query ప్రతి ప్రయత్నాన్ని చూపిస్తుంది, redeliverWebhook ఒక ఈవెంట్‌ను మళ్లీ పంపుతుంది.",
  },
};
