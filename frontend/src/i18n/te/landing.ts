import type { PublicCatalogue } from "../en-public";

/** The landing page (/) and the public pages' header and footer, in Telugu. */
export const landing: PublicCatalogue["landing"] = {
  title: "Ruchi – మీ ఊరిలో ఫుడ్ డెలివరీ",
  login: "లాగిన్",
  register: "రిజిస్టర్",
  headline: "మీ ఊరిలో అందరికీ ఇష్టమైన వంటిళ్ల నుండి రుచికరమైన భోజనం, నేరుగా మీ ఇంటికే",
  subheadline: "మీ దగ్గరికి డెలివరీ చేసే రెస్టారెంట్ల నుండి బిర్యానీ, టిఫిన్లు, మీల్స్ ఇంకా ఎన్నో ఆర్డర్ చేయండి. ఫుడ్ వచ్చాక క్యాష్ ఇవ్వండి.",
  orderNow: "ఇప్పుడే ఆర్డర్ చేయండి",
  heroAlt: "వేడి వేడి ఫుడ్ బాక్స్‌తో స్కూటర్‌పై ఊరిలో వెళ్తున్న Ruchi డెలివరీ రైడర్",
  benefitsHeading: "Ruchi లోనే ఎందుకు ఆర్డర్ చేయాలి?",
  fastDeliveryTitle: "వేగంగా డెలివరీ",
  fastDeliveryText: "దగ్గరలోని వంటిళ్ల నుండి వేడి వేడి ఫుడ్, మా సొంత రైడర్లు మీ ఇంటికే తెస్తారు.",
  topRestaurantsTitle: "టాప్ రెస్టారెంట్లు",
  topRestaurantsText: "మీ ఊరిలో అందరూ ఇష్టపడే రెస్టారెంట్లు, ఇంటి వంటిళ్లు అన్నీ ఒకే చోట.",
  easyOrderingTitle: "సులభంగా ఆర్డర్",
  easyOrderingText: "వంటకాలు ఎంచుకోండి, అడ్రస్ ఎంచుకోండి, ఫుడ్ వచ్చాక క్యాష్ ఇవ్వండి.",
  testimonialsHeading: "మా కస్టమర్లు ఏమంటున్నారు",
  testimonialBy: "{{name}}, {{place}}",
  testimonial1Quote: "“బిర్యానీ వేడిగా, టైమ్‌కి వచ్చింది. ఇంటిల్లిపాదికీ ఆర్డర్ చేయడానికి రెండు నిమిషాలే పట్టింది.”",
  testimonial1Name: "లక్ష్మి పి.",
  testimonial1Place: "భీమవరం",
  testimonial2Quote: "“ఇక క్యూలో నిలబడకుండానే నాకిష్టమైన టిఫిన్ సెంటర్ నుండి ఇడ్లీ, దోశ వచ్చేస్తున్నాయి.”",
  testimonial2Name: "రవి కుమార్",
  testimonial2Place: "భీమవరం",
  footerNote: "ఆంధ్రప్రదేశ్‌లో మీ ఊరి కోసం ఫుడ్ ఆర్డరింగ్, డెలివరీ.",
};
