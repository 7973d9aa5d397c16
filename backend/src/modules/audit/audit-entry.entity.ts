import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import type { AuditFieldChange as AuditFieldChangeValue, AuditJson } from "./audit-changes";
import { AuditActorKindEnum, AuditEntityTypeEnum, type AuditActorKind, type AuditEntityType } from "./audit-entity-type";

@ObjectType({ description: "One changed field of an audit entry; the values are JSON (null: the thing did not exist then)" })
export class AuditFieldChange implements AuditFieldChangeValue {
  @Field(() => String)
  field!: string;

  /** As stored; GraphQL reads it as JSON text (beforeJson). */
  before!: AuditJson;
  after!: AuditJson;

  @Field(() => String, { name: "before", nullable: true, description: "The value before, as JSON; null when it did not exist" })
  get beforeJson(): string | null {
    return this.before === null ? null : JSON.stringify(this.before);
  }

  @Field(() => String, { name: "after", nullable: true, description: "The value after, as JSON; null when it no longer exists" })
  get afterJson(): string | null {
    return this.after === null ? null : JSON.stringify(this.after);
  }
}

/**
 * One change made by staff or an API key, written in the change's own transaction (audit-trail.ts).
 * The actor's name is kept as it was then; people and keys are also kept by id for the filter.
 */
@ObjectType({ description: "One change made by a person of staff or an API key: who, when, what, and the fields before and after" })
@Entity({ name: "audit_entries" })
@Index("audit_entries_at_idx", ["at"])
@Index("audit_entries_entity_type_at_idx", ["entityType", "at"])
@Index("audit_entries_actor_id_at_idx", ["actorId", "at"])
export class AuditEntry {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date, { description: "When the change was made" })
  at!: Date;

  @Column({ type: "varchar", length: 8 })
  @Field(() => AuditActorKindEnum)
  actorKind!: AuditActorKind;

  /** The account's or the key's id. */
  @Column({ type: "uuid" })
  @Field(() => ID, { description: "The account's or the API key's id" })
  actorId!: string;

  @Column({ type: "varchar", length: 80 })
  @Field(() => String, { description: "The person's name or the key's, as it was then" })
  actorName!: string;

  @Column({ type: "varchar", length: 64 })
  @Field(() => String, { description: "The operation, named as the GraphQL mutation (updateMenuItem)" })
  action!: string;

  @Column({ type: "varchar", length: 32 })
  @Field(() => AuditEntityTypeEnum)
  entityType!: AuditEntityType;

  @Column({ type: "varchar", length: 64 })
  @Field(() => ID, { description: "The id of what changed (for settings, their name)" })
  entityId!: string;

  @Column({ type: "varchar", length: 120, nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      "What it is called, as it was then: a restaurant's or dish's name, a coupon's code, a key's name, an order's #ID; null where only its id names it",
  })
  entityName!: string | null;

  @Column({ type: "jsonb" })
  @Field(() => [AuditFieldChange], { description: "The fields that changed, before and after; none for an action that changes no field" })
  changes!: AuditFieldChange[];
}
