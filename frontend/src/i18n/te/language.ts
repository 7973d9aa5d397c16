import type { Catalogue } from "../en";

/**
 * Choosing the language, in Telugu. The languages' own names stay in their own script, as in
 * every catalogue. `antd`: the texts of antd's own components (antd has no Telugu locale);
 * `${...}` are antd's placeholders.
 */
export const language: Catalogue["language"] = {
  switchLabel: "భాష",
  en: "English",
  te: "తెలుగు",
  switchFailed: "భాష మార్చలేకపోయాం. ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  antd: {
    placeholder: "ఎంచుకోండి",
    close: "మూసివేయండి",
    sortable: "క్రమం మార్చవచ్చు",
    show: "చూపించు",
    hide: "దాచు",
    ok: "సరే",
    cancel: "రద్దు చేయి",
    noData: "ఏమీ లేవు",
    pagination: {
      itemsPerPage: "/ పేజీ",
      jumpTo: "ఈ పేజీకి వెళ్లండి",
      jumpToConfirm: "సరే",
      page: "పేజీ",
      prevPage: "మునుపటి పేజీ",
      nextPage: "తర్వాతి పేజీ",
      prev5: "మునుపటి 5 పేజీలు",
      next5: "తర్వాతి 5 పేజీలు",
      prev3: "మునుపటి 3 పేజీలు",
      next3: "తర్వాతి 3 పేజీలు",
      pageSize: "ఒక్కో పేజీలో ఎన్ని",
    },
    form: {
      optional: "(తప్పనిసరి కాదు)",
      default: "${label}లో పొరపాటు ఉంది",
      required: "${label} ఇవ్వండి",
      enum: "${label} వీటిలో ఒకటి కావాలి: ${enum}",
      whitespace: "${label} ఖాళీగా ఉండకూడదు",
      dateFormat: "${label} తేదీ సరైన రూపంలో లేదు",
      dateParse: "${label}ను తేదీగా చదవలేకపోయాం",
      dateInvalid: "${label} సరైన తేదీ కాదు",
      type: "${label} సరైన ${type} కాదు",
      stringLen: "${label} సరిగ్గా ${len} అక్షరాలు ఉండాలి",
      stringMin: "${label} కనీసం ${min} అక్షరాలు ఉండాలి",
      stringMax: "${label} గరిష్ఠంగా ${max} అక్షరాలు ఉండాలి",
      stringRange: "${label} ${min} నుంచి ${max} అక్షరాల మధ్య ఉండాలి",
      numberLen: "${label} ${len}కి సమానంగా ఉండాలి",
      numberMin: "${label} కనీసం ${min} ఉండాలి",
      numberMax: "${label} గరిష్ఠంగా ${max} ఉండాలి",
      numberRange: "${label} ${min} నుంచి ${max} మధ్య ఉండాలి",
      arrayLen: "${label} సరిగ్గా ${len} ఉండాలి",
      arrayMin: "${label} కనీసం ${min} ఉండాలి",
      arrayMax: "${label} గరిష్ఠంగా ${max} ఉండాలి",
      arrayRange: "${label} సంఖ్య ${min} నుంచి ${max} మధ్య ఉండాలి",
      patternMismatch: "${label} సరైన రూపంలో లేదు",
    },
  },
};
