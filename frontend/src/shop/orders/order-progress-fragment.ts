import { graphql } from "../../gql";

/**
 * What changes when an order moves on: its status, the moves that may follow and the history the
 * step tracker reads. Every document that moves an order or hears that it moved asks for this,
 * so the normalised cache updates the lists and an open dialog alike.
 */
export const OrderProgressFragment = graphql(`
  fragment OrderProgress on Order {
    id
    status
    updatedAt
    rejectionReason
    allowedNextStatuses
    statusHistory {
      changedAt
      fromStatus
      toStatus
      reason
    }
  }
`);
