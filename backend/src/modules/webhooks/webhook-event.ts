import { registerEnumType } from "type-graphql";
import { stringEnum } from "../../common/graphql/string-enum";

export const WEBHOOK_EVENTS = ["ORDER_PLACED", "ORDER_STATUS_CHANGED", "MENU_ITEM_CHANGED"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The `type` of each event's body: what a partner's receiver switches on. */
export const WEBHOOK_BODY_TYPES: Record<WebhookEvent, string> = {
  ORDER_PLACED: "order.placed",
  ORDER_STATUS_CHANGED: "order.status_changed",
  MENU_ITEM_CHANGED: "menu_item.changed",
};

export const WebhookEventEnum = stringEnum(WEBHOOK_EVENTS);
registerEnumType(WebhookEventEnum, {
  name: "WebhookEvent",
  description: "What a webhook is told of",
  valuesConfig: {
    ORDER_PLACED: { description: "A customer placed an order (body type order.placed)" },
    ORDER_STATUS_CHANGED: { description: "An order's status changed (body type order.status_changed)" },
    MENU_ITEM_CHANGED: { description: "A menu item was added, changed or deleted (body type menu_item.changed)" },
  },
});
