import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";
import type { ApiScope } from "../../common/api-scope";
import { ApiScopeEnum } from "./api-scope";

export const API_KEY_NAME_MAX_LENGTH = 80;
export const DEFAULT_REQUESTS_PER_MINUTE = 600;

/** A machine's access to the GraphQL API: its secret is kept only as a hash. */
@ObjectType({
  description: "A key a partner's program sends as Authorization: Bearer <secret>; the secret itself is shown only at creation",
})
@Entity({ name: "api_keys" })
export class ApiKey {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID, { description: "The key's id" })
  id!: string;

  @Column({ type: "varchar", length: API_KEY_NAME_MAX_LENGTH })
  @Field(() => String, { description: "Who or what the key is for; the order history names the key by it" })
  name!: string;

  @Column({ type: "varchar", array: true })
  @Field(() => [ApiScopeEnum], { description: "What the key may do" })
  scopes!: ApiScope[];

  @Column({ type: "uuid", array: true })
  @Field(() => [ID], { description: "The restaurants whose orders and menus the key may use; empty: none (catalogue reads only)" })
  restaurantIds!: string[];

  @Column({ type: "varchar", length: 16 })
  @Field(() => String, { description: "The first characters of the secret, to recognise the key" })
  prefix!: string;

  @Index("api_keys_secret_hash_key", { unique: true })
  @Column({ type: "char", length: 64, select: false })
  secretHash!: string;

  @Column({ type: "integer", default: DEFAULT_REQUESTS_PER_MINUTE })
  @Field(() => Int, { description: "Requests the key may make in a minute; more answer RATE_LIMITED (HTTP 429)" })
  requestsPerMinute!: number;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date, { description: "When the key was created" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, { nullable: true, description: "When the key was last used, to the minute; null: never" })
  lastUsedAt!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  @Field(() => Date, { nullable: true, description: "When the key was revoked; a revoked key answers UNAUTHENTICATED" })
  revokedAt!: Date | null;
}
