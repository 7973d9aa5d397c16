import { graphql } from "../gql";
import type { TestApp } from "./test-app";
import type { signedInStaff } from "./accounts";

/** The audit trail's operations and a reader of its rows (modules/audit). */

export const AUDIT_LOG = graphql(`
  query AuditLog($filter: AuditFilter, $limit: Int, $offset: Int) {
    auditLog(filter: $filter, limit: $limit, offset: $offset) {
      total
      items { id at actorKind actorId actorName action entityType entityId entityName changes { field before after } }
    }
  }
`);

export interface AuditRow {
  id: string;
  at: Date;
  actor_kind: "PERSON" | "API_KEY";
  actor_id: string;
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: string;
  entity_name: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** The entries of one action, newest first, read from the database. */
export async function auditRows(app: TestApp, action: string): Promise<AuditRow[]> {
  const { rows } = await app.db.query<AuditRow>(`SELECT * FROM audit_entries WHERE action = $1 ORDER BY at DESC, id DESC`, [action]);
  return rows;
}

/** The changed field's before and after, or undefined when the entry does not list it. */
export const changeOf = (row: AuditRow, field: string) => row.changes.find((change) => change.field === field);

export type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** What every scenario of the audit test may use: the app and a superadmin signed in (the scenario makes anything else it needs). */
export interface AuditWorld {
  app: TestApp;
  superadmin: Staff;
}

/**
 * One audited mutation, for test/audit-trail.test.ts: `run` arranges what the mutation needs and
 * calls it once, successfully, as the actor it returns (a person of staff, a kitchen's member, a
 * rider or an API key); the test then finds the newest entry of that action and checks it.
 */
export interface AuditScenario {
  /** The schema's mutation name, which is also the entry's action. */
  mutation: string;
  /** The entry's entityType (an AuditEntityType value). */
  entityType: string;
  /** entityName: what the entry must call the thing (null: only its id names it). */
  run(world: AuditWorld): Promise<{ actorName: string; actorKind: "PERSON" | "API_KEY"; entityId?: string; entityName: string | null }>;
  /** More checks of the entry: the fields before and after. */
  check?(entry: AuditRow): void;
}
