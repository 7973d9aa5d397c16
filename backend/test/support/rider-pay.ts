import { graphql } from "../gql";

export const RIDER_PAY_SETTINGS = graphql(`
  query RiderPaySettingsDocument { riderPaySettings { riderBaseFee riderBaseDistanceKm riderPerKmFee } }
`);

export const UPDATE_RIDER_PAY_SETTINGS = graphql(`
  mutation UpdateRiderPaySettingsDocument($input: RiderPaySettingsInput!) {
    updateRiderPaySettings(input: $input) { riderBaseFee riderBaseDistanceKm riderPerKmFee }
  }
`);

export const RIDER_EARNINGS = graphql(`
  query RiderEarningsDocument($riderId: ID!, $from: String!, $to: String!) {
    riderEarnings(riderId: $riderId, from: $from, to: $to) { deliveries distanceKm fees tips corrections total }
  }
`);

export const RIDER_PAYOUTS = graphql(`
  query RiderPayoutsDocument($from: String!, $to: String!) {
    riderPayouts(from: $from, to: $to) {
      id riderId riderName weekStart weekEnd isClosed deliveries distanceKm fees tips corrections total paidOn paidReference
    }
  }
`);

export const MARK_RIDER_PAID = graphql(`
  mutation MarkRiderPaidDocument($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {
    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) { id total paidOn paidReference }
  }
`);
