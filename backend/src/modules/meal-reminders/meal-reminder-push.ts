import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { PushOptions, PushPayload } from "../notifications/push-sender";
import type { Meal } from "./meal";

/** A meal-time push matters for the meal only; a newer one of the same meal replaces an undelivered one. */
export const mealReminderPushOptions = (meal: Meal): PushOptions => ({ ttlSeconds: 60 * 60, urgency: "normal", topic: `meal-${meal}` });

/** To a customer at a meal time, in their language: a restaurant open now that delivers to them, opening its menu. */
export function mealReminderPush(meal: Meal, restaurant: { id: string; name: string }, language: Language): PushPayload {
  const { mealReminder } = textsIn(language);
  return {
    title: mealReminder.titles[meal],
    body: mealReminder.body({ restaurant: restaurant.name }),
    url: `/shop/listing/${restaurant.id}`,
  };
}
