import { deleteCount, type RetentionSweep } from "../retention/retention.service";

/** How long a partner can look back at what was sent to them (webhookDeliveries) and redeliver it. */
export const WEBHOOK_HISTORY_DAYS = 30;

/**
 * Events older than that, with their deliveries and attempts (deleted with them by the foreign
 * keys): a delivery still being retried keeps its event, however old.
 */
export const oldWebhookEvents: RetentionSweep = {
  name: "webhook events, deliveries and attempts",
  sweep: (db, now) =>
    deleteCount(
      db,
      `DELETE FROM webhook_events e
        WHERE e.created_at < $1::timestamptz - make_interval(days => $2)
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status IN ('PENDING', 'RETRYING'))`,
      [now, WEBHOOK_HISTORY_DAYS],
    ),
};
