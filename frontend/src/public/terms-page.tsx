import { useTranslation } from "react-i18next";
import { LegalPage } from "./legal-page";

/** /auth/terms-conditions: over 18, liability cap 100 USD, 30 days' notice (docs/architecture.md#forms, #constants). */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t("legal.termsTitle")}
      intro={t("legal.termsIntro")}
      sections={[
        { title: t("legal.termsEligibilityTitle"), text: t("legal.termsEligibilityText") },
        { title: t("legal.termsOrdersTitle"), text: t("legal.termsOrdersText") },
        { title: t("legal.termsDeliveryTitle"), text: t("legal.termsDeliveryText") },
        { title: t("legal.termsConductTitle"), text: t("legal.termsConductText") },
        { title: t("legal.termsLiabilityTitle"), text: t("legal.termsLiabilityText") },
        { title: t("legal.termsChangesTitle"), text: t("legal.termsChangesText") },
        { title: t("legal.termsContactTitle"), text: t("legal.termsContactText") },
      ]}
    />
  );
}
