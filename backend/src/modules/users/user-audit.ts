import type { AuditSnapshot } from "../audit/audit-changes";
import type { User } from "./user.entity";

/** An account as the audit trail keeps it (docs/architecture.md#audit-trail): its role only, never its contact. */
export const auditedUserRole = (user: Pick<User, "role">): AuditSnapshot => ({ role: user.role });
