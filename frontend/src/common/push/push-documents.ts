import { graphql } from "../../gql";

/** The VAPID public key; null while the server has push switched off. */
export const PushConfigDocument = graphql(`
  query PushConfig {
    pushConfig {
      vapidPublicKey
    }
  }
`);

export const SavePushSubscriptionDocument = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      id
      endpoint
    }
  }
`);

export const DeletePushSubscriptionDocument = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`);
