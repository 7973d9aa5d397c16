import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../common/formatters";
import { graphql } from "../../gql";
import list from "../common/list-page.module.css";
import styles from "./api-keys.module.css";

/** The key's requests on each of the last 14 days (Asia/Kolkata), today first. */
export const ApiKeyDaysFragment = graphql(`
  fragment ApiKeyDays_ApiKey on ApiKey {
    id
    name
    requestsPerDay(days: 14) {
      date
      requests
      rateLimited
    }
  }
`);

interface ApiKeyDaysProps {
  apiKey: FragmentType<typeof ApiKeyDaysFragment>;
  /** Kept by the list, so the days stay open when the row is drawn anew (table and cards, a refetch). */
  open: boolean;
  onToggle: (open: boolean) => void;
}

/**
 * The last 14 days' total, opening into a small table of each day's requests and of those
 * refused over the key's limit: a plain table, read the same by eye and by screen reader.
 */
export function ApiKeyDays({ open, onToggle, ...props }: ApiKeyDaysProps) {
  const { t } = useTranslation();
  const { data: key, complete } = useFragment({ fragment: ApiKeyDaysFragment, fragmentName: "ApiKeyDays_ApiKey", from: props.apiKey });
  if (!complete) return null;
  const total = key.requestsPerDay.reduce((sum, day) => sum + day.requests, 0);
  return (
    <details className={styles.days} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.daysSummary}>
        <span>{t("adminApiKeys.perDay.show")}</span>
        <span className={list.muted}>{t("adminApiKeys.perDay.summary", { count: total })}</span>
      </summary>
      <table className={styles.daysTable}>
        <caption className="sr-only">{t("adminApiKeys.perDay.caption", { name: key.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("adminApiKeys.perDay.date")}</th>
            <th scope="col">{t("adminApiKeys.perDay.requests")}</th>
            <th scope="col">{t("adminApiKeys.perDay.rateLimited")}</th>
          </tr>
        </thead>
        <tbody>
          {key.requestsPerDay.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>{day.requests}</td>
              <td>{day.rateLimited}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
