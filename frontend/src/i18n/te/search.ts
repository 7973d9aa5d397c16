import type { CustomerCatalogue } from "../en-customer";

/** The food search page in Telugu. */
export const search: CustomerCatalogue["search"] = {
  pageTitle: "వెతకండి",
  heading: "ఫుడ్ వెతకండి",
  inputLabel: "ఫుడ్ ఐటమ్స్ వెతకండి...",
  placeholder: "ఫుడ్ ఐటమ్స్ వెతకండి...",
  enableLocation: "మళ్లీ ప్రయత్నించండి – లొకేషన్ ఆన్ చేయండి",
  loading: "ఫలితాలు లోడ్ అవుతున్నాయి...",
  prompt: "మీకు ఇష్టమైన ఫుడ్ వెతకండి!",
  keywordHint: "వెతకడానికి 3 కంటే ఎక్కువ అక్షరాలు టైప్ చేయండి.",
  noResults: "ఐటమ్స్ ఏమీ దొరకలేదు.",
  results: "ఫలితాలు",
  resultCount_one: "{{count}} ఐటమ్ దొరికింది",
  resultCount_other: "{{count}} ఐటమ్స్ దొరికాయి",
};
