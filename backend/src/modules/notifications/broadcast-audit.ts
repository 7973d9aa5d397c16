import type { AuditSnapshot } from "../audit/audit-changes";
import type { Broadcast } from "./broadcast.entity";

/**
 * A broadcast as the audit trail keeps it (docs/architecture.md#audit-trail): whom it was for, its
 * title, and how many browsers it was sent to and got it.
 */
export const auditedBroadcast = (broadcast: Pick<Broadcast, "audience" | "title" | "targeted" | "delivered">): AuditSnapshot => ({
  audience: broadcast.audience,
  title: broadcast.title,
  targeted: broadcast.targeted,
  delivered: broadcast.delivered,
});
