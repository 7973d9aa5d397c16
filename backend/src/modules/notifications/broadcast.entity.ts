import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";
import { BroadcastAudienceEnum, type BroadcastAudience } from "./broadcast-audience";

export const BROADCAST_TITLE_MAX_LENGTH = 80;
export const BROADCAST_BODY_MAX_LENGTH = 240;
export const BROADCAST_URL_MAX_LENGTH = 300;

/** A push a superadmin sent to every customer's or every staff member's browsers, with how it went. */
@ObjectType({ description: "A push notification a superadmin sent to an audience, with how many browsers got it" })
@Entity({ name: "broadcasts" })
@Check("broadcasts_audience_check", `"audience" IN ('customers', 'staff')`)
export class Broadcast {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Column({ type: "varchar", length: BROADCAST_TITLE_MAX_LENGTH })
  @Field(() => String)
  title!: string;

  @Column({ type: "varchar", length: BROADCAST_BODY_MAX_LENGTH })
  @Field(() => String)
  body!: string;

  @Column({ type: "varchar", length: 16 })
  @Field(() => BroadcastAudienceEnum)
  audience!: BroadcastAudience;

  @Column({ type: "varchar", length: BROADCAST_URL_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true, description: "The path of this site the notification opens" })
  url!: string | null;

  @Index()
  @Column({ type: "uuid", nullable: true })
  sentById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "sent_by_id" })
  sentBy?: Relation<User> | null;

  @Field(() => String, { nullable: true, description: "The superadmin who sent it; null once that account is gone" })
  get sentByName(): string | null {
    return this.sentBy?.userName ?? null;
  }

  @Index()
  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  sentAt!: Date;

  @Column({ type: "integer", default: 0 })
  @Field(() => Int, { description: "Browsers it was sent to" })
  targeted!: number;

  @Column({ type: "integer", default: 0 })
  @Field(() => Int, { description: "Browsers whose push service accepted it" })
  delivered!: number;

  @Column({ type: "integer", default: 0 })
  @Field(() => Int, { description: "Browsers that had unsubscribed; their subscriptions were removed" })
  expired!: number;
}
