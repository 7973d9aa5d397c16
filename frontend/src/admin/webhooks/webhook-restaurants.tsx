import { useTranslation } from "react-i18next";
import { RestaurantNames } from "../common/restaurant-names";

/** The restaurants whose events a webhook gets, by name; none means every restaurant's. */
export function WebhookRestaurants({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  return <RestaurantNames ids={ids} allText={t("adminWebhooks.allRestaurants")} unknownText={t("adminWebhooks.unknownRestaurant")} />;
}
