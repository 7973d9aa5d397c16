import type { Catalogue } from "../en";

/** The shop home's city label and banner carousel, in Telugu. */
export const home: Catalogue["home"] = {
  cityLabel: "మీ లొకేషన్",
  cityDetecting: "గుర్తిస్తున్నాం...",
  cityFetching: "లోడ్ అవుతోంది...",
  cityUnavailable: "లొకేషన్ దొరకలేదు",
  cityError: "లొకేషన్ తెలుసుకోలేకపోయాం",
  cityDenied: "లొకేషన్ అనుమతి లేదు ❌",
  cityUnsupported: "లొకేషన్ సపోర్ట్ లేదు",
  cityUnknown: "తెలియదు",
  changePlace: "మార్చండి",
  chooseTown: "మీ ఊరు ఎంచుకోండి",
  bannersLabel: "ఆఫర్లు",
  bannerAlt: "{{count}}లో ఆఫర్ {{index}}",
  bannerPosition: "{{count}}లో {{index}}",
  previousBanner: "మునుపటి ఆఫర్",
  nextBanner: "తర్వాతి ఆఫర్",
  showBanner: "ఆఫర్ {{index}} చూపించండి",
  pauseBanners: "ఆఫర్లు మారడం ఆపండి",
  playBanners: "ఆఫర్లు మళ్లీ మారనివ్వండి",
};
