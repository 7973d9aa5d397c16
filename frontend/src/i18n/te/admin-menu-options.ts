import type { AdminCatalogue } from "../en-admin";

/** The menu item sheet's Options section in Telugu. */
export const adminMenuOptions: AdminCatalogue["adminMenuOptions"] = {
  title: "ఆప్షన్లు",
  intro:
    "ఈ వంటకాన్ని ఆర్డర్ చేసేటప్పుడు కస్టమర్ చేసే ఎంపికలు: పోర్షన్ (హాఫ్ / ఫుల్: కనీసం 1, గరిష్ఠం 1) లేదా అదనాలు (కనీసం 0, ఒక సంఖ్య వరకు). ఆప్షన్ అదనపు ధర వంటకం ధరకు కలుస్తుంది.",
  afterAdd: "హాఫ్ / ఫుల్ లాంటి ఆప్షన్లను ఐటమ్ సేవ్ అయ్యాక చేర్చవచ్చు: ఎడిట్‌తో మళ్లీ తెరవండి.",
  groupNumber: "ఎంపిక {{number}}",
  groupName: "ఎంపిక పేరు",
  groupNamePlaceholder: "పోర్షన్, అదనాలు",
  minChoices: "కనీసం ఎంచుకోవాల్సినవి",
  maxChoices: "గరిష్ఠంగా ఎంచుకోగలిగేవి",
  optionsOf: "ఎంపిక {{number}} ఆప్షన్లు",
  optionName: "ఆప్షన్ {{number}}",
  optionNameField: "ఆప్షన్ పేరు",
  optionNamePlaceholder: "హాఫ్, ఫుల్, ఎక్స్‌ట్రా రైతా",
  extraPrice: "అదనపు ధర",
  extraPriceRule: "అదనపు ధర ₹0 నుండి ₹10,000 లోపు ఇవ్వండి.",
  available: "అందుబాటులో ఉంది",
  removeOption: "ఆప్షన్ {{number}} తీసివేయండి",
  addOption: "ఆప్షన్ చేర్చండి",
  removeGroup: "ఎంపిక {{number}} తీసివేయండి",
  addPortion: "పోర్షన్ ఎంపిక చేర్చండి",
  addExtras: "అదనాలు చేర్చండి",
  save: "ఆప్షన్లు సేవ్ చేయండి",
  saved: "ఆప్షన్లు సేవ్ అయ్యాయి",
  required: "{{field}} తప్పనిసరి",
  nameRule: "గరిష్ఠంగా 60 అక్షరాలు.",
  minAboveMax: "కనీసం సంఖ్య గరిష్ఠం కంటే ఎక్కువ ఉండకూడదు.",
  maxAboveOptions: "గరిష్ఠం ఆప్షన్ల సంఖ్య కంటే ఎక్కువ ఉండకూడదు.",
};
