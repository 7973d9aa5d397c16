import { graphql } from "../gql";

export const PAYOUT_SETTINGS = graphql(`
  query PayoutSettingsDocument { payoutSettings { defaultCommissionPercent } }
`);

export const UPDATE_PAYOUT_SETTINGS = graphql(`
  mutation UpdatePayoutSettings($input: PayoutSettingsInput!) { updatePayoutSettings(input: $input) { defaultCommissionPercent } }
`);

export const SET_RESTAURANT_COMMISSION = graphql(`
  mutation SetRestaurantCommission($restaurantId: ID!, $percent: Float) {
    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) { id commissionPercent }
  }
`);

export const RESTAURANT_COMMISSION = graphql(`
  query RestaurantCommission($id: ID!) { restaurant(id: $id) { id commissionPercent } }
`);

export const OWN_COMMISSION = graphql(`
  query OwnCommission($id: ID!) { restaurant(id: $id) { id commissionPercent ownCommissionPercent } }
`);
