import { graphql } from "../../gql";

/** Every webhook, deleted ones included, newest first (superadmins only). */
export const AdminWebhooksDocument = graphql(`
  query AdminWebhooks {
    webhooks {
      id
      ...WebhookList_Webhook
    }
  }
`);

/**
 * A new webhook and its signing secret. Sent with no cache (create-webhook-dialog.tsx): the secret
 * lives only in the dialog that shows it, never in Apollo's cache. The list asks again for the new row.
 */
export const AdminCreateWebhookDocument = graphql(`
  mutation AdminCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        id
        url
      }
      signingSecret
    }
  }
`);

/** Deletes a webhook; its row (Webhook:id in the normalised cache) shows the deletion at once. */
export const AdminDeleteWebhookDocument = graphql(`
  mutation AdminDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      id
      ...WebhookList_Webhook
    }
  }
`);

/** One page of a webhook's deliveries, newest first, each with its attempts. */
export const AdminWebhookDeliveriesDocument = graphql(`
  query AdminWebhookDeliveries($webhookId: ID!, $limit: Int!, $offset: Int!) {
    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) {
      total
      items {
        id
        ...WebhookDeliveryRow_WebhookDelivery
      }
    }
  }
`);

/** Sends a delivery's event again; the delivery (WebhookDelivery:id) shows its new status at once. */
export const AdminRedeliverWebhookDocument = graphql(`
  mutation AdminRedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      ...WebhookDeliveryRow_WebhookDelivery
    }
  }
`);
