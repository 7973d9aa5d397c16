import type { AuditSnapshot } from "../audit/audit-changes";
import type { OrderRating } from "./order-rating.entity";

/**
 * A review's hiding as the audit trail keeps it (docs/architecture.md#audit-trail): hidden or not,
 * and why. The customer's own words, rating and name stay out of the trail; so does who hid it
 * (the entry's actor).
 */
export const auditedHiding = (rating: Pick<OrderRating, "hiddenAt" | "hiddenReason">): AuditSnapshot => ({
  hidden: rating.hiddenAt !== null,
  hiddenReason: rating.hiddenReason,
});
