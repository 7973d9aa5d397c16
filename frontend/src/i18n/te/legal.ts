import { legal as englishLegal } from "../en/legal";
import type { PublicCatalogue } from "../en-public";

/**
 * The terms and privacy pages in Telugu. The legal body texts stay English (a translation would
 * need a lawyer's review; the issue allows it): the pages show `englishOnlyNote` above them and
 * mark them lang="en". Headings and navigation are Telugu.
 */
export const legal: PublicCatalogue["legal"] = {
  englishOnlyNote: "ఈ పేజీలోని వివరాలు ఇంగ్లీష్‌లో మాత్రమే ఉన్నాయి.",
  lastUpdated: "చివరిగా మార్చిన తేదీ: 24 మే 2025",
  backToLogin: "లాగిన్‌కి వెనక్కి",
  termsTitle: "నిబంధనలు & షరతులు",
  termsIntro: englishLegal.termsIntro,
  termsEligibilityTitle: "1. Ruchi ని ఎవరు వాడవచ్చు",
  termsEligibilityText: englishLegal.termsEligibilityText,
  termsOrdersTitle: "2. ఆర్డర్లు, చెల్లింపు",
  termsOrdersText: englishLegal.termsOrdersText,
  termsDeliveryTitle: "3. డెలివరీ",
  termsDeliveryText: englishLegal.termsDeliveryText,
  termsConductTitle: "4. సరైన వినియోగం",
  termsConductText: englishLegal.termsConductText,
  termsLiabilityTitle: "5. బాధ్యత పరిమితి",
  termsLiabilityText: englishLegal.termsLiabilityText,
  termsChangesTitle: "6. ఈ నిబంధనల్లో మార్పులు",
  termsChangesText: englishLegal.termsChangesText,
  termsContactTitle: "7. సంప్రదించండి",
  termsContactText: englishLegal.termsContactText,
  privacyTitle: "ప్రైవసీ పాలసీ",
  privacyIntro: englishLegal.privacyIntro,
  privacyCollectTitle: "1. మేము సేకరించే వివరాలు",
  privacyCollectText: englishLegal.privacyCollectText,
  privacyUseTitle: "2. వాటిని ఎలా వాడతాం",
  privacyUseText: englishLegal.privacyUseText,
  privacyShareTitle: "3. వాటిని ఎవరు చూస్తారు",
  privacyShareText: englishLegal.privacyShareText,
  privacyChildrenTitle: "4. పిల్లలు",
  privacyChildrenText: englishLegal.privacyChildrenText,
  privacyRightsTitle: "5. మీ ఎంపికలు",
  privacyRightsText: englishLegal.privacyRightsText,
  privacyCookiesTitle: "6. కుకీలు",
  privacyCookiesText: englishLegal.privacyCookiesText,
};
