import { graphql } from "../../gql";

/** The broadcasts sent so far, newest first (admins and superadmins). */
export const AdminBroadcastsDocument = graphql(`
  query AdminBroadcasts($limit: Int!, $offset: Int!) {
    broadcasts(limit: $limit, offset: $offset) {
      total
      items {
        id
        title
        body
        audience
        url
        sentAt
        sentByName
        targeted
        delivered
        expired
      }
    }
  }
`);

/**
 * Sends a push to every browser of the audience and answers how many got it (superadmins only).
 * The history shows the new broadcast by fetching its list again, so only the counts come back.
 */
export const AdminSendBroadcastDocument = graphql(`
  mutation AdminSendBroadcast($input: SendBroadcastInput!) {
    sendBroadcast(input: $input) {
      id
      targeted
      delivered
    }
  }
`);
