import type { Widen } from "../en";
import type { staffReviews as enStaffReviews } from "../en/staff-reviews";

/** A restaurant's reviews for its kitchen and admins, in Telugu. */
export const staffReviews: Widen<typeof enStaffReviews> = {
  heading: "రివ్యూలు",
  open: "రివ్యూలు",
  title: "{{name}} రివ్యూలు",
  empty: "ఇంకా రివ్యూలు లేవు.",
  loadFailed: "రివ్యూలు లోడ్ కాలేదు.",
  retry: "మళ్లీ ప్రయత్నించండి",
  stars_one: "{{count}} నక్షత్రం",
  stars_other: "{{count}} నక్షత్రాలు",
  noComment: "వ్యాఖ్య లేదు, నక్షత్రాలు మాత్రమే.",
  hidden: "దాచబడింది",
  hiddenBecause: "అడ్మిన్ దాచారు: {{reason}}",
  replied: "మీ జవాబు: {{reply}}",
  replyTo: "{{name}} కి జవాబు",
  replyPlaceholder: "కస్టమర్‌కు ధన్యవాదాలు చెప్పండి, లేదా ఏం మారుస్తారో చెప్పండి. ఒక్కో రివ్యూకు ఒకే జవాబు.",
  reply: "జవాబు ఇవ్వండి",
  replySent: "మీ జవాబు ప్రచురించబడింది.",
  replyFailed: "మీ జవాబు పంపలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  textRule: "1 నుండి 500 అక్షరాలు రాయండి.",
  hide: "దాచండి",
  hideOf: "{{name}} రివ్యూను దాచండి",
  hideTitle: "ఈ రివ్యూను రెస్టారెంట్ పేజీ నుండి దాచాలా?",
  reason: "కారణం",
  reasonPlaceholder: "ఎందుకు దాస్తున్నారు (దూషణ, వ్యక్తిగత వివరాలు…): రెస్టారెంట్ సిబ్బందికి కనిపిస్తుంది.",
  hiddenDone: "రివ్యూ దాచబడింది. అది రేటింగ్‌లో లెక్కలోకి వస్తూనే ఉంటుంది.",
  hideFailed: "రివ్యూను దాచలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  cancel: "రద్దు చేయండి",
};
