import { graphql } from "../../gql";

/** Both settings the Charges page edits (superadmins; staff may read them), each as its form reads it. */
export const AdminChargesDocument = graphql(`
  query AdminCharges {
    deliverySettings {
      ...DeliverySettingsForm_DeliverySettings
    }
    taxSettings {
      ...TaxSettingsForm_TaxSettings
    }
  }
`);

/** The settings have no id: the page's query is updated with the answer (delivery-settings-form.tsx). */
export const AdminUpdateDeliverySettingsDocument = graphql(`
  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {
    updateDeliverySettings(input: $input) {
      ...DeliverySettingsForm_DeliverySettings
    }
  }
`);

export const AdminUpdateTaxSettingsDocument = graphql(`
  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {
    updateTaxSettings(input: $input) {
      ...TaxSettingsForm_TaxSettings
    }
  }
`);
