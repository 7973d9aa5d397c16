import type { CustomerCatalogue } from "../en-customer";

/** The feedback page in Telugu: the form opens a WhatsApp chat, nothing goes to the server. */
export const feedback: CustomerCatalogue["feedback"] = {
  pageTitle: "ఫీడ్‌బ్యాక్",
  title: "మీ అభిప్రాయం చెప్పండి",
  intro: "మీకు ఏం నచ్చిందో, మేము ఇంకా ఏం బాగా చేయగలమో చెప్పండి. పంపండి నొక్కగానే మా టీమ్‌తో వాట్సాప్ చాట్ తెరుచుకుంటుంది, మీ మెసేజ్ పంపడానికి సిద్ధంగా ఉంటుంది.",
  queryTitle: "విషయం",
  queryTitleRequired: "దయచేసి విషయం ఎంటర్ చేయండి",
  description: "వివరాలు",
  descriptionRequired: "దయచేసి వివరాలు రాయండి",
  submit: "పంపండి",
  opened: "వాట్సాప్ కొత్త ట్యాబ్‌లో తెరుచుకుంది. మమ్మల్ని చేరడానికి అక్కడ మెసేజ్ పంపండి.",
  blocked: "మీ బ్రౌజర్ కొత్త ట్యాబ్‌ను తెరవనివ్వలేదు.",
  openChat: "వాట్సాప్ చాట్ తెరవండి",
  messageIntro: "Ruchi యాప్ నుండి ఫీడ్‌బ్యాక్",
  messageTitle: "విషయం",
  messageDescription: "వివరాలు",
};
