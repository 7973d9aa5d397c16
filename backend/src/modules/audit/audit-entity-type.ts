import { registerEnumType } from "type-graphql";

/**
 * What an audit entry is about: the kinds of things staff and API keys change
 * (docs/architecture.md#audit-trail). Each module records its own kind; the admin page filters by it.
 */
export const AUDIT_ENTITY_TYPES = [
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
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AuditEntityTypeEnum = Object.fromEntries(AUDIT_ENTITY_TYPES.map((type) => [type, type])) as {
  [Type in AuditEntityType]: Type;
};
registerEnumType(AuditEntityTypeEnum, {
  name: "AuditEntityType",
  description:
    "What an audit entry is about: a restaurant, its staff, a menu item (with its options), a banner, a coupon, the service's settings, an account's role, an API key, a webhook, a rider's shift, an order's rider or UPI payment, a cash handover, a payout, a ledger correction, a broadcast, a review, a help request",
});

/** Who made a change: a person (staff, a kitchen's member, a rider) or an API key. */
export const AUDIT_ACTOR_KINDS = ["PERSON", "API_KEY"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AuditActorKindEnum = { PERSON: "PERSON", API_KEY: "API_KEY" } as const satisfies Record<AuditActorKind, AuditActorKind>;
registerEnumType(AuditActorKindEnum, { name: "AuditActorKind", description: "PERSON (a signed-in account) or API_KEY" });
