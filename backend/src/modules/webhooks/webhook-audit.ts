import type { AuditSnapshot } from "../audit/audit-changes";
import type { Webhook } from "./webhook.entity";

/**
 * A webhook as the audit trail keeps it (docs/architecture.md#audit-trail): where it sends, what and
 * whose, and whether it is active or deleted. Never its signing secret, sealed or not.
 */
export const auditedWebhook = (webhook: Pick<Webhook, "url" | "events" | "restaurantIds" | "active" | "deletedAt">): AuditSnapshot => ({
  url: webhook.url,
  events: webhook.events,
  restaurantIds: webhook.restaurantIds,
  active: webhook.active,
  deleted: webhook.deletedAt !== null,
});
