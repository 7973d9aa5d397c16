import type { adminAudit } from "../../i18n/en/admin-audit";
import type { AuditEntityType } from "../../gql/graphql";

/** Every kind of backend/schema.graphql's AuditEntityType, in the order the kind filter lists them. */
export const AUDIT_KINDS = [
  "RESTAURANT",
  "RESTAURANT_STAFF",
  "MENU_ITEM",
  "BANNER",
  "COUPON",
  "SETTINGS",
  "USER",
  "API_KEY",
  "WEBHOOK",
  "RIDER",
  "ORDER",
  "CASH_HANDOVER",
  "PAYOUT",
  "LEDGER_CORRECTION",
  "BROADCAST",
  "REVIEW",
  "ORDER_PROBLEM",
] as const satisfies readonly AuditEntityType[];

// Fails to compile when the schema gains a kind this list (and so the filter and its labels) lacks.
type MissingKind = Exclude<AuditEntityType, (typeof AUDIT_KINDS)[number]>;
const allKindsListed: [MissingKind] extends [never] ? true : MissingKind = true;
void allKindsListed;

/** A kind named in a link (`?kind=COUPON`), or null for anything else. */
export function auditKindOf(value: string | null): AuditEntityType | null {
  return AUDIT_KINDS.find((kind) => kind === value) ?? null;
}

/** The catalogue key of a kind's label (i18n/en/admin-audit.ts `kind`). */
export const auditKindLabelKey = (kind: AuditEntityType) => `adminAudit.kind.${kind}` as const;

/** An action the catalogue has words for: the GraphQL mutations staff and keys make. */
export type KnownAuditAction = keyof typeof adminAudit.action;

/**
 * The catalogue key of an action's words ("createCoupon" -> "Created a coupon"), or null when the
 * catalogue has none (an action recorded after this page was written): the page shows its name.
 */
export function auditActionKey(action: string, exists: (key: string) => boolean): `adminAudit.action.${KnownAuditAction}` | null {
  // Only a mutation's name is looked up: "a.b" or "x:y" would reach other keys or namespaces.
  if (!/^[a-z][A-Za-z0-9]*$/.test(action)) return null;
  const key = `adminAudit.action.${action}`;
  return exists(key) ? (key as `adminAudit.action.${KnownAuditAction}`) : null;
}
