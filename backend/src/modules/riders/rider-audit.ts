import type { AuditSnapshot } from "../audit/audit-changes";
import type { CashHandover } from "./cash-handover.entity";

/**
 * A cash handover as the audit trail keeps it (docs/architecture.md#audit-trail): whose cash, what
 * was handed over against what the settled deliveries came to, in paise, and the admin's note.
 */
export const auditedHandover = (handover: Pick<CashHandover, "riderId" | "amountPaise" | "expectedPaise" | "note">): AuditSnapshot => ({
  riderId: handover.riderId,
  amountPaise: handover.amountPaise,
  expectedPaise: handover.expectedPaise,
  note: handover.note,
});
