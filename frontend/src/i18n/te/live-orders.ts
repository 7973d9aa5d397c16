import type { CustomerCatalogue } from "../en-customer";

/** Live orders in Telugu: the step tracker and rider, the admin's new-order badge and the push opt-in. */
export const liveOrders: CustomerCatalogue["liveOrders"] = {
  tracker: {
    label: "ఆర్డర్ ప్రోగ్రెస్",
    done: "పూర్తయింది",
    current: "ప్రస్తుత దశ",
    upcoming: "ఇంకా కాలేదు",
    stopped: "ఆర్డర్ ఇక్కడితో ఆగిపోయింది",
    failed: "దీని గురించి Ruchi మీకు కాల్ చేస్తుంది",
    statusNow: "ఆర్డర్ స్టేటస్: {{status}}",
    acceptedReadyAround: "రెస్టారెంట్ ఒప్పుకుంది · సుమారు {{time}}కి రెడీ",
    preparingReadyAround: "తయారవుతోంది · సుమారు {{time}}కి రెడీ",
    readyForPickup: "మీ ఫుడ్ రెడీ, రైడర్ కోసం ఎదురుచూస్తోంది.",
  },

  rider: {
    heading: "మీ రైడర్",
    yourRider: "మీ రైడర్: {{name}}",
    deliveredBy: "{{name}} డెలివరీ చేశారు",
    call: "కాల్ చేయండి",
    callRider: "మీ రైడర్ {{name}}కి కాల్ చేయండి",
    awayArriving: "{{name}} {{distance}} కి.మీ. దూరంలో ఉన్నారు · సుమారు {{time}}కి వస్తారు",
    away: "{{name}} {{distance}} కి.మీ. దూరంలో ఉన్నారు",
    almostThere: "{{name}} దాదాపు మీ దగ్గరికి వచ్చేశారు",
    onTheWay: "{{name}} మీ ఆర్డర్‌తో దారిలో ఉన్నారు",
    updatedJustNow: "లొకేషన్ ఇప్పుడే అప్‌డేట్ అయింది",
    updatedSecondsAgo: "లొకేషన్ {{seconds}} సెకన్ల క్రితం అప్‌డేట్ అయింది",
    updatedMinutesAgo_one: "లొకేషన్ {{count}} నిమిషం క్రితం అప్‌డేట్ అయింది",
    updatedMinutesAgo_other: "లొకేషన్ {{count}} నిమిషాల క్రితం అప్‌డేట్ అయింది",
    failed: "{{name}} మీ ఆర్డర్‌ను డెలివరీ చేయలేకపోయారు.",
    failedNoName: "మీ ఆర్డర్ డెలివరీ కాలేదు.",
    failureReason: "కారణం: {{reason}}",
    weWillCall: "Ruchi నుంచి త్వరలో మీకు కాల్ చేసి, తర్వాత ఏం చేయాలో మాట్లాడతాం.",
  },

  map: {
    label: "{{name}}, మీ డెలివరీ అడ్రస్ ఉన్న మ్యాప్",
    rider: "{{name}} (రైడర్)",
    destination: "డెలివరీ అడ్రస్",
    zoomIn: "దగ్గరగా చూపించు",
    zoomOut: "దూరంగా చూపించు",
  },

  adminFeed: {
    newOrders_one: "{{count}} కొత్త ఆర్డర్",
    newOrders_other: "{{count}} కొత్త ఆర్డర్లు",
    newOrdersOverflow: "99+",
    newOrderArrived: "{{restaurant}}కి కొత్త ఆర్డర్ #{{number}}",
  },

  push: {
    customerOffer: "ఈ డివైస్‌లో ఆర్డర్ అప్‌డేట్స్ పొందండి",
    customerOfferHint: "మీ ఆర్డర్ కన్ఫర్మ్ అయినప్పుడు, దారిలో ఉన్నప్పుడు, డెలివరీ అయినప్పుడు మీకు తెలియజేస్తాం.",
    staffOffer: "నోటిఫికేషన్లు ఆన్ చేయండి",
    staffOfferHint: "కొత్త ఆర్డర్ వచ్చినప్పుడు ఈ డివైస్‌లో నోటిఫికేషన్ పొందండి.",
    riderOffer: "నోటిఫికేషన్లు ఆన్ చేయండి",
    riderOfferHint: "ఆఫీసు మీకు డెలివరీ ఇచ్చినప్పుడు, ఈ పేజీ మూసి ఉన్నా, ఈ ఫోన్‌లో నోటిఫికేషన్ పొందండి.",
    enabled: "ఈ డివైస్‌లో నోటిఫికేషన్లు ఆన్ అయ్యాయి.",
    denied: "ఈ సైట్‌కి నోటిఫికేషన్లు బ్లాక్ అయ్యాయి. మీ బ్రౌజర్ సెట్టింగ్స్‌లో వాటిని అనుమతించవచ్చు.",
    failed: "నోటిఫికేషన్లు ఆన్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },
};
