import { graphql } from "../../gql";

/**
 * The settings the Charges page edits (superadmins; staff may read them), each as its form reads
 * it. Unmasked: the settings have no id, so the cache keeps them inside the query and useFragment
 * cannot look them up; the forms take them as they are.
 */
export const AdminChargesDocument = graphql(`
  query AdminCharges {
    deliverySettings {
      ...DeliverySettingsForm_DeliverySettings @unmask
    }
    taxSettings {
      ...TaxSettingsForm_TaxSettings @unmask
    }
    riderPaySettings {
      ...RiderPaySettingsForm_RiderPaySettings @unmask
    }
  }
`);

/** The settings have no id: the page's query is updated with the answer (delivery-settings-form.tsx). */
export const AdminUpdateDeliverySettingsDocument = graphql(`
  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {
    updateDeliverySettings(input: $input) {
      ...DeliverySettingsForm_DeliverySettings @unmask
    }
  }
`);

export const AdminUpdateTaxSettingsDocument = graphql(`
  mutation AdminUpdateTaxSettings($input: TaxSettingsInput!) {
    updateTaxSettings(input: $input) {
      ...TaxSettingsForm_TaxSettings @unmask
    }
  }
`);
