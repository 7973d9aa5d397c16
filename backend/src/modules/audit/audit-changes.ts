/**
 * The before and after of one audited change, as plain values (docs/architecture.md#audit-trail).
 * A module hands over only the fields it means to keep: never a password, a secret or a customer's
 * personal data. As a second guard, fields whose names say secret are dropped here whatever a
 * module passes.
 */
export type AuditValue = string | number | boolean | null | Date | readonly AuditValue[];
export type AuditSnapshot = Readonly<Record<string, AuditValue | undefined>>;

/** A value as the trail keeps it: JSON. */
export type AuditJson = string | number | boolean | null | AuditJson[];

/** One changed field: its values as JSON (null where the thing did not exist before or after). */
export interface AuditFieldChange {
  field: string;
  before: AuditJson;
  after: AuditJson;
}

/** Names that never enter the trail, whatever a module hands over. */
const SECRET_FIELD = /password|secret|token|hash|otp/i;
/** A long text (a description) is kept, cut: the trail says that it changed and how it began. */
export const AUDIT_TEXT_LIMIT = 300;

function plain(value: AuditValue | undefined): AuditJson {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return (value as readonly AuditValue[]).map((item) => plain(item));
  if (typeof value === "string" && value.length > AUDIT_TEXT_LIMIT) return `${value.slice(0, AUDIT_TEXT_LIMIT)}…`;
  return value as string | number | boolean;
}

/**
 * The fields that differ between before and after, in a stable order (before's fields first).
 * before null: the thing was created, every field of after is listed; after null: it was removed,
 * every field of before is.
 */
export function auditFieldChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !SECRET_FIELD.test(field));
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    const was = before ? plain(before[field]) : null;
    const now = after ? plain(after[field]) : null;
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}
