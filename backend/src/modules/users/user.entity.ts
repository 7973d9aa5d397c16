import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import { LanguageEnum, type Language } from "../../i18n/language";
import type { UserRole } from "../../common/user-role";
import { UserRoleEnum } from "./user-role.enum";

@ObjectType({ description: "An account: a customer or a member of staff" })
@Entity({ name: "users" })
@Check("users_role_check", `"role" IN ('customer', 'admin', 'superadmin', 'rider')`)
@Check("users_preferred_language_check", `"preferred_language" IN ('en', 'te')`)
export class User {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Column({ type: "varchar", length: 80 })
  @Field(() => String)
  userName!: string;

  /** Stored lower-cased. */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 254 })
  @Field(() => String)
  email!: string;

  @Column({ type: "varchar", length: 10 })
  @Field(() => String)
  phone!: string;

  @Column({ type: "text", select: false })
  passwordHash!: string;

  @Column({ type: "varchar", length: 16, default: "customer" })
  @Field(() => UserRoleEnum)
  role!: UserRole;

  @Column({ type: "boolean", default: false })
  @Field(() => Boolean)
  isVerified!: boolean;

  /** The language of the person's e-mails and pushes; null until they choose one (English is used). */
  @Column({ type: "varchar", length: 2, nullable: true })
  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The language the person chose for Ruchi's texts, e-mails and pushes; null until they choose",
  })
  preferredLanguage!: Language | null;

  /** Bumped when every session of the user must end (password reset, role change). */
  @Column({ type: "integer", default: 0 })
  sessionEpoch!: number;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}

declare module "../../common/signed-in-user" {
  /** The person a request acts for is a whole account (common/signed-in-user.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge gives it User's members
  interface SignedInUser extends User {}
}
