import { registerEnumType } from "type-graphql";
import { stringEnum } from "../../common/graphql/string-enum";

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "RETRYING", "SUCCEEDED", "FAILED"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WebhookDeliveryStatusEnum = stringEnum(WEBHOOK_DELIVERY_STATUSES);
registerEnumType(WebhookDeliveryStatusEnum, {
  name: "WebhookDeliveryStatus",
  description: "Where the delivery of one event to one webhook stands",
  valuesConfig: {
    PENDING: { description: "Waiting for its first attempt (or for an attempt a superadmin asked for)" },
    RETRYING: { description: "An attempt failed; another is due at nextAttemptAt" },
    SUCCEEDED: { description: "The receiver answered 2xx" },
    FAILED: {
      description:
        "No attempt succeeded and none is planned: the retry period ended, or the webhook was deleted; redeliverWebhook can try again",
    },
  },
});
