import type { Catalogue } from "../en";

/** Being offline and a new version of the app, in Telugu. */
export const offline: Catalogue["offline"] = {
  banner: "మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. చూడొచ్చు, కానీ ఆర్డర్ చేయాలంటే ఇంటర్నెట్ కావాలి.",
  needsNetwork: "మీరు ఆఫ్‌లైన్‌లో ఉన్నారు. కార్ట్ మార్చాలంటే ఇంటర్నెట్ ఆన్ చేయండి.",
  orderWaiting: "ఇంటర్నెట్ కనెక్షన్ లేదు. కనెక్షన్ రాగానే మీ ఆర్డర్ పంపిస్తాం; ఈ పేజీ మూసేయకండి.",
  updateReady: "Ruchi కొత్త వెర్షన్ వచ్చింది",
  reload: "రీలోడ్ చేయండి",
};
