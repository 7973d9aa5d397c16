import type { BackendTexts } from "../../i18n/en";
import { isPickup, type Fulfilment } from "../cart/fulfilment";
import type { OrderStatus } from "./order-status";

/**
 * A status as the customer reads it in a mail or a push: a pickup's "ready" asks them to come to
 * the counter, and its "delivered" reads "collected".
 */
export function statusWords(
  texts: Pick<BackendTexts, "orderStatus">,
  status: OrderStatus,
  fulfilment: Fulfilment,
): { name: string; sentence: string } {
  const { names, sentences, pickupNames, pickupSentences } = texts.orderStatus;
  if (!isPickup(fulfilment)) return { name: names[status], sentence: sentences[status] };
  const pickupName: Partial<Record<OrderStatus, string>> = pickupNames;
  const pickupSentence: Partial<Record<OrderStatus, string>> = pickupSentences;
  return { name: pickupName[status] ?? names[status], sentence: pickupSentence[status] ?? sentences[status] };
}
