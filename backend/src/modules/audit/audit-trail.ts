import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../common/request-context";
import { auditFieldChanges, type AuditSnapshot } from "./audit-changes";
import type { AuditEntityType } from "./audit-entity-type";
import type { AuditEntry } from "./audit-entry.entity";

/** One change as a module hands it over. */
export interface AuditedChange {
  /** The operation, named as its GraphQL mutation (updateMenuItem), whichever adapter called it. */
  action: string;
  entityType: AuditEntityType;
  /** The id of what changed; for the service's settings, their name (DELIVERY). */
  entityId: string;
  /**
   * What a person calls it, as it is after the change (before, for a removal): a restaurant's or
   * dish's name, a coupon's code, a key's name, a rider's name, an order's #ID; null where it has
   * none but its id. Never a customer's name.
   */
  entityName: string | null;
  /** The fields kept in the trail as they were; null when the change created the thing. */
  before: AuditSnapshot | null;
  /** As they are now; null when the change removed it. */
  after: AuditSnapshot | null;
}

/** The name column's width (audit_entries.actor_name). */
const ACTOR_NAME_LENGTH = 80;
/** audit_entries.entity_name's width. */
const ENTITY_NAME_LENGTH = 120;

/**
 * The audit trail's one writer (docs/architecture.md#audit-trail). A module calls record() with the
 * EntityManager of the transaction that makes the change, so the entry is committed with it or not
 * at all. The actor is the request's: its API key, else its signed-in person; a change without
 * either (a job, the demo seed) is no staff change and is not recorded.
 */
export class AuditTrail {
  async record(manager: EntityManager, ctx: RequestContext, change: AuditedChange): Promise<void> {
    const actor = actorOf(ctx);
    if (!actor) return;
    await manager.query(
      `INSERT INTO audit_entries (actor_kind, actor_id, actor_name, action, entity_type, entity_id, entity_name, changes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        actor.actorKind,
        actor.actorId,
        actor.actorName,
        change.action,
        change.entityType,
        change.entityId,
        change.entityName?.slice(0, ENTITY_NAME_LENGTH) ?? null,
        JSON.stringify(auditFieldChanges(change.before, change.after)),
      ],
    );
  }
}

function actorOf(ctx: RequestContext): Pick<AuditEntry, "actorKind" | "actorId" | "actorName"> | null {
  if (ctx.apiKey) return { actorKind: "API_KEY", actorId: ctx.apiKey.id, actorName: ctx.apiKey.name.slice(0, ACTOR_NAME_LENGTH) };
  if (ctx.user) return { actorKind: "PERSON", actorId: ctx.user.id, actorName: ctx.user.userName.slice(0, ACTOR_NAME_LENGTH) };
  return null;
}
