import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import list from "../common/list-page.module.css";
import { AdminWebhookRestaurantDocument } from "./webhooks-documents";

/** One restaurant's name (each asked once, then read from the cache for every row showing it). */
function RestaurantName({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(AdminWebhookRestaurantDocument, { variables: { id } });
  if (error) return t("adminWebhooks.unknownRestaurant");
  return data?.restaurant.name ?? "…";
}

/** The restaurants whose events a webhook gets, by name; none means every restaurant's. */
export function WebhookRestaurants({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  if (ids.length === 0) return <span className={list.muted}>{t("adminWebhooks.allRestaurants")}</span>;
  return (
    <span className={list.wrap}>
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ", "}
          <RestaurantName id={id} />
        </span>
      ))}
    </span>
  );
}
