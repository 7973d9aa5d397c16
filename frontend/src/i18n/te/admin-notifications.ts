import type { AdminCatalogue } from "../en-admin";

/**
 * /admin/notifications in Telugu. Staff know these as నోటిఫికేషన్లు, so a "broadcast" is called
 * a నోటిఫికేషన్ throughout (the page title, the form, the history).
 */
export const adminNotifications: AdminCatalogue["adminNotifications"] = {
  title: "నోటిఫికేషన్లు",
  intro: "నోటిఫికేషన్లకు అనుమతి ఇచ్చిన మీ కస్టమర్ల లేదా సిబ్బంది బ్రౌజర్‌లకు పుష్ నోటిఫికేషన్ పంపండి.",
  compose: "కొత్త నోటిఫికేషన్",
  superadminOnly: "నోటిఫికేషన్ పంపడానికి సూపర్ అడ్మిన్ అనుమతి కావాలి",
  superadminOnlyText: "ఇప్పటివరకు పంపిన నోటిఫికేషన్లను అడ్మిన్‌లు చూడవచ్చు. కొత్తది పంపాలంటే సూపర్ అడ్మిన్‌ను అడగండి.",

  titleLabel: "టైటిల్",
  titleRequired: "దయచేసి టైటిల్ ఇవ్వండి",
  titleTooLong: "టైటిల్ {{max}} అక్షరాలకు మించకూడదు",
  bodyLabel: "సందేశం",
  bodyRequired: "దయచేసి సందేశం రాయండి",
  bodyTooLong: "సందేశం {{max}} అక్షరాలకు మించకూడదు",
  audienceLabel: "ఎవరికి పంపాలి",
  audienceCUSTOMERS: "కస్టమర్లు",
  audienceSTAFF: "సిబ్బంది",
  urlLabel: "లింక్ (అవసరమైతే)",
  // A path of the site itself, typed as is in every language.
  urlPlaceholder: "/shop/listing",
  urlHint: "నోటిఫికేషన్ నొక్కినప్పుడు తెరుచుకునే Ruchi పేజీ, ఉదా: /shop/listing",
  urlInvalid: "ఈ సైట్‌లోని పేజీ దారిని / తో మొదలుపెట్టి ఇవ్వండి, ఉదా: /shop/listing",
  urlTooLong: "లింక్ {{max}} అక్షరాలకు మించకూడదు",
  send: "నోటిఫికేషన్ పంపండి",
  sent_one: "{{count}} బ్రౌజర్‌కు పంపాం, చేరినవి: {{delivered}}.",
  sent_other: "{{count}} బ్రౌజర్‌లకు పంపాం, చేరినవి: {{delivered}}.",
  sendFailed: "నోటిఫికేషన్ పంపలేకపోయాం",
  confirmTitle: "ఈ నోటిఫికేషన్‌ను {{audience}} అందరికీ పంపాలా?",
  confirmText: "నోటిఫికేషన్లకు అనుమతి ఇచ్చిన ప్రతి బ్రౌజర్‌లో ఇది కనిపిస్తుంది. పంపిన తర్వాత వెనక్కి తీసుకోలేరు.",
  confirmOk: "పంపండి",
  confirmCancel: "రద్దు చేయండి",

  preview: "ప్రివ్యూ",
  previewHint: "నోటిఫికేషన్ ఇలా కనిపిస్తుంది",
  previewTitlePlaceholder: "మీ టైటిల్",
  previewBodyPlaceholder: "మీ సందేశం",
  previewSite: "Ruchi",
  previewOpens: "{{url}} తెరుచుకుంటుంది",

  history: "పంపిన నోటిఫికేషన్లు",
  historyCount_one: "{{count}} నోటిఫికేషన్",
  historyCount_other: "{{count}} నోటిఫికేషన్లు",
  historyLoading: "నోటిఫికేషన్లు లోడ్ అవుతున్నాయి",
  historyFailed: "నోటిఫికేషన్లను లోడ్ చేయలేకపోయాం. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  historyEmpty: "ఇంకా ఏ నోటిఫికేషన్ పంపలేదు.",
  historyPaging: "నోటిఫికేషన్ పేజీలు",
  retry: "మళ్లీ ప్రయత్నించండి",
  sentAt: "పంపిన సమయం",
  audience: "ఎవరికి",
  broadcastTitle: "టైటిల్",
  sentBy: "పంపినవారు: {{name}}",
  targeted: "పంపినవి",
  delivered: "చేరినవి",
  expired: "గడువు తీరినవి",
  targetedHint: "ఇది పంపిన బ్రౌజర్‌లు",
  deliveredHint: "దీన్ని అందుకున్న బ్రౌజర్‌లు",
  expiredHint: "నోటిఫికేషన్లు ఆపేసినందుకు జాబితా నుండి తీసేసిన బ్రౌజర్‌లు",
};
