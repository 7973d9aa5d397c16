import type { CreateWebhookInput, WebhookEvent } from "../../gql/graphql";
import type { ChosenRestaurant } from "../common/restaurant-picker";

/** Every event, in the order the dialog lists them. */
export const WEBHOOK_EVENTS = ["ORDER_PLACED", "ORDER_STATUS_CHANGED", "MENU_ITEM_CHANGED"] as const satisfies readonly WebhookEvent[];

/** The server's longest URL (backend webhook.entity.ts). */
export const WEBHOOK_URL_MAX = 2048;

/** The create dialog's fields, named as CreateWebhookInput's so the server's field errors land on them. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  restaurantIds: ChosenRestaurant[];
}

export const emptyWebhookValues = (): WebhookFormValues => ({ url: "", events: [], restaurantIds: [] });

/**
 * True for what the form lets through: a full web URL. Whether it is https and public is the
 * server's to say (a test or local set-up may allow http to a local receiver: WEBHOOK_ALLOW_LOCAL).
 */
export function isWebUrl(text: string): boolean {
  try {
    return ["https:", "http:"].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}

/** No restaurants: every restaurant's events. */
export function valuesToInput(values: WebhookFormValues): CreateWebhookInput {
  return {
    url: values.url.trim(),
    events: WEBHOOK_EVENTS.filter((event) => values.events.includes(event)),
    restaurantIds: values.restaurantIds.map((restaurant) => restaurant.value),
  };
}
