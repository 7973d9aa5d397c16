import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import type { Language } from "../../i18n/language";

/**
 * A sign-up that has not proved its e-mail yet. Each registration is a record of its own, bound
 * to the browser session that made it: whoever registers an e-mail cannot set the password of
 * the account that the e-mail's owner verifies. The account is created only when the code is
 * confirmed, from the record of the session that confirms it; the others for that e-mail go.
 */
@Entity({ name: "pending_registrations" })
@Check("pending_registrations_preferred_language_check", `"preferred_language" IN ('en', 'te')`)
export class PendingRegistration {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Stored lower-cased, like users.email. */
  @Index()
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ type: "varchar", length: 80 })
  userName!: string;

  @Column({ type: "varchar", length: 10 })
  phone!: string;

  @Column({ type: "text" })
  passwordHash!: string;

  /** The language chosen at sign-up, given to the account when it is verified; null: none chosen. */
  @Column({ type: "varchar", length: 2, nullable: true })
  preferredLanguage!: Language | null;

  /** null once spent by too many wrong tries or by expiry: a resend makes a new one. */
  @Column({ type: "text", nullable: true })
  codeHash!: string | null;

  /**
   * The sha256 of the one-click verify link's token, mailed with the code: the same lifetime
   * (codeExpiresAt), spent with it, replaced with it by a resend. Unlike the code, the link
   * works from any browser: it alone proves the mailbox, as the password reset link does.
   */
  @Index({ unique: true })
  @Column({ type: "varchar", length: 64, nullable: true })
  linkTokenHash!: string | null;

  @Column({ type: "integer", default: 0 })
  failedAttempts!: number;

  @Column({ type: "timestamptz" })
  codeExpiresAt!: Date;

  @Index()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
