import type { AdminCatalogue } from "../en-admin";

/** The admin's Help page, in Telugu. */
export const adminHelp: AdminCatalogue["adminHelp"] = {
  nav: "సహాయం",
  title: "సహాయం",
  intro: "కస్టమర్‌ల ఆర్డర్ సమస్యలు, ముందుగా పాత తెరిచి ఉన్నవి. మీ సమాధానం కస్టమర్ తమ ఆర్డర్‌లో, నోటిఫికేషన్ ద్వారా, ఇమెయిల్ ద్వారా చదువుతారు.",
  showOpen: "తెరిచి ఉన్నవి",
  showResolved: "పరిష్కరించినవి",
  empty: "ఇక్కడ సమస్యలు ఏమీ లేవు.",
  loadFailed: "సమస్యలు లోడ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  order: "ఆర్డర్ #{{number}}",
  openOrder: "ఆర్డర్ #{{number}} తెరవండి",
  reportedAt: "{{when}} న తెలిపారు",
  items: "ఐటమ్‌లు: {{items}}",
  latestAnswer: "చివరి సమాధానం ({{when}})",
  answerLabel: "సమాధానం",
  answerRequired: "సమాధానం రాయండి.",
  resolve: "ఈ సమాధానంతో పరిష్కరించండి",
  send: "సమాధానం పంపండి",
  sent: "మీ సమాధానం కస్టమర్‌కు పంపబడింది.",
  sendFailed: "సమాధానం పంపలేకపోయాము. దయచేసి మళ్ళీ ప్రయత్నించండి.",
  resolvedAt: "{{when}} న పరిష్కరించబడింది",
};
