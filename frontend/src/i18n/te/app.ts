import type { Catalogue } from "../en";

/** The frame of every page in Telugu: loading, titles, the error boundary. */
export const app: Catalogue["app"] = {
  name: "Ruchi",
  loading: "లోడ్ అవుతోంది, కొంచెం ఆగండి...",
  skipToContent: "ముఖ్య కంటెంట్‌కి వెళ్లండి",
  homeLink: "Ruchi హోమ్",
  pageLoading: "పేజీ లోడ్ అవుతోంది",
  loggedOut: "మీరు లాగ్ అవుట్ అయ్యారు",
  somethingWentWrong: "ఏదో పొరపాటు జరిగింది",
  pageFailed: "ఈ పేజీ లోడ్ కాలేదు. ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  reload: "రీలోడ్ చేయండి",
  opensInNewTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  legalNav: "నిబంధనలు",
  pageTitle: "{{page}} – Ruchi",
  adminPageTitle: "{{page}} – Ruchi అడ్మిన్",
};
