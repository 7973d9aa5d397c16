import { useTranslation } from "react-i18next";
import { LegalPage } from "./legal-page";

/** /auth/privacy-policy: no one under 13 (docs/architecture.md#forms). */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("legal.privacyTitle")}
      intro={t("legal.privacyIntro")}
      sections={[
        { title: t("legal.privacyCollectTitle"), text: t("legal.privacyCollectText") },
        { title: t("legal.privacyUseTitle"), text: t("legal.privacyUseText") },
        { title: t("legal.privacyShareTitle"), text: t("legal.privacyShareText") },
        { title: t("legal.privacyChildrenTitle"), text: t("legal.privacyChildrenText") },
        { title: t("legal.privacyRightsTitle"), text: t("legal.privacyRightsText") },
        { title: t("legal.privacyCookiesTitle"), text: t("legal.privacyCookiesText") },
      ]}
    />
  );
}
