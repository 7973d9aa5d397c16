import RedoOutlined from "@ant-design/icons/RedoOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatDateTime } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { WebhookDeliveryStatus } from "../../gql/graphql";
import list from "../common/list-page.module.css";
import { AdminRedeliverWebhookDocument } from "./webhooks-documents";
import styles from "./webhooks.module.css";

/** A delivery as the drawer lists it, with every attempt. */
export const WebhookDeliveryRowFragment = graphql(`
  fragment WebhookDeliveryRow_WebhookDelivery on WebhookDelivery {
    id
    eventType
    eventId
    status
    nextAttemptAt
    createdAt
    attempts {
      attemptedAt
      statusCode
      error
      succeeded
      redelivery
    }
  }
`);

const STATUS_COLOURS: Record<WebhookDeliveryStatus, string> = {
  PENDING: "processing",
  RETRYING: "warning",
  SUCCEEDED: "success",
  FAILED: "error",
};

/**
 * One delivery: its event, status, dates, and opening into its attempts (time, HTTP status or
 * what went wrong), with Redeliver, which sends the same event again now.
 */
export function WebhookDelivery(props: { delivery: FragmentType<typeof WebhookDeliveryRowFragment> }) {
  const { t } = useTranslation("translation", { keyPrefix: "adminWebhooks.deliveries" });
  const errorText = useErrorText();
  const { data: delivery, complete } = useFragment({
    fragment: WebhookDeliveryRowFragment,
    fragmentName: "WebhookDeliveryRow_WebhookDelivery",
    from: props.delivery,
  });
  const [redeliver, { loading }] = useMutation(AdminRedeliverWebhookDocument);
  if (!complete) return null;

  const send = async () => {
    try {
      await redeliver({ variables: { deliveryId: delivery.id } });
      toast.success(t("redelivered"));
    } catch (error) {
      toast.error(errorText(error, t("redeliverFailed")));
    }
  };

  return (
    <li className={list.card}>
      <span className={list.tags}>
        <Tag className={list.codeTag}>{delivery.eventType}</Tag>
        <Tag color={STATUS_COLOURS[delivery.status]} className={list.codeTag}>
          {delivery.status}
        </Tag>
      </span>
      <span className={list.muted}>
        {t("eventId")} <code className={styles.eventId}>{delivery.eventId}</code>
      </span>
      <span className={list.lines}>
        <span className={list.muted}>{t("created", { date: formatDateTime(delivery.createdAt) })}</span>
        {delivery.nextAttemptAt && <span className={list.muted}>{t("nextAttempt", { date: formatDateTime(delivery.nextAttemptAt) })}</span>}
      </span>
      <details>
        <summary className={styles.attemptsSummary}>{t("attempts", { count: delivery.attempts.length })}</summary>
        {delivery.attempts.length === 0 ? (
          <p className={list.muted}>{t("noAttempts")}</p>
        ) : (
          <table className={styles.attemptsTable}>
            <caption className="sr-only">{t("attemptsCaption", { id: delivery.eventId })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("attemptedAt")}</th>
                <th scope="col">{t("answer")}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt) => (
                <tr key={attempt.attemptedAt}>
                  <th scope="row">
                    {formatDateTime(attempt.attemptedAt)}
                    {attempt.redelivery && <span className={list.muted}> · {t("redelivery")}</span>}
                  </th>
                  <td className={attempt.succeeded ? styles.succeeded : styles.failed}>
                    <span className={styles.answer}>
                      {attempt.statusCode !== null && attempt.statusCode !== undefined
                        ? t("httpStatus", { code: attempt.statusCode })
                        : t("noAnswer")}
                    </span>
                    {attempt.error && <span className={styles.attemptError}>{attempt.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
      <Button
        icon={<RedoOutlined aria-hidden />}
        loading={loading}
        onClick={() => void send()}
        aria-label={t("redeliverOf", { id: delivery.eventId })}
      >
        {t("redeliver")}
      </Button>
    </li>
  );
}
