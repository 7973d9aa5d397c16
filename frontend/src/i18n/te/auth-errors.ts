import type { AuthApiErrors } from "../en/auth-errors";

/** The Telugu counterpart of en/auth-errors.ts: the same keys, loaded only with the sign-in screens. */
export const authApiErrors: AuthApiErrors = {
  codes: {
    EMAIL_TAKEN: "ఈ ఇమెయిల్‌తో ఇప్పటికే ఒక అకౌంట్ ఉంది.",
    EMAIL_NOT_VERIFIED: "ముందుగా మీ ఇమెయిల్ వెరిఫై చేయండి. మీకు ఒక కోడ్ పంపాం.",
    INVALID_CREDENTIALS: "ఇమెయిల్ లేదా పాస్‌వర్డ్ తప్పు.",
    INVALID_OTP: "ఈ కోడ్ సరైనది కాదు. ఇమెయిల్ చూసి మళ్లీ ఎంటర్ చేయండి, లేదా కొత్త కోడ్ అడగండి.",
    OTP_EXPIRED: "ఈ కోడ్ గడువు ముగిసింది. కొత్త కోడ్ అడగండి.",
    INVALID_RESET_TOKEN: "ఈ రీసెట్ లింక్ పనిచేయదు లేదా దాని గడువు ముగిసింది. కొత్త లింక్ అడగండి.",
  },
  fields: {
    userName: "మీ పేరు ఎంటర్ చేయండి: 2 నుండి 80 అక్షరాలు.",
    password: "పాస్‌వర్డ్ 8 నుండి 128 అక్షరాలు ఉండాలి.",
    otp: "ఇమెయిల్‌లో వచ్చిన 6 అంకెల కోడ్ ఎంటర్ చేయండి.",
    token: "ఈ రీసెట్ లింక్ పనిచేయదు లేదా దాని గడువు ముగిసింది. కొత్త లింక్ అడగండి.",
  },
};
