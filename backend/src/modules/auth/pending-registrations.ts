import { randomUUID } from "node:crypto";
import { In, LessThan, type DataSource, type EntityManager } from "typeorm";
import { verifyPassword } from "../users/password";
import { PendingRegistration } from "./pending-registration.entity";
import { OTP_VALID_MINUTES, minutesFromNow } from "./secret-codes";

/** A sign-up left unverified this long is forgotten; its owner registers again. */
const REGISTRATION_VALID_HOURS = 24;

type Profile = Pick<PendingRegistration, "email" | "userName" | "phone" | "passwordHash" | "preferredLanguage">;
/** The code's hash depends on the registration's id (set before the row is written). */
type CodeHasher = (registrationId: string) => string;
/** What one sign-up mail carries: the code (hashed with the registration's id) and the verify link's token hash. */
export interface MailedSecrets {
  hashCode: CodeHasher;
  linkTokenHash: string;
}

const staleBefore = () => new Date(Date.now() - REGISTRATION_VALID_HOURS * 3_600_000);

/**
 * The rows of pending_registrations. Every look-up is narrowed to the ids bound to the asking
 * browser's session: a registration can only be confirmed, renewed or recognised by the
 * session that made it.
 */
export class PendingRegistrations {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(PendingRegistration);
  }

  /** A new registration; the session's earlier one for the same e-mail is replaced. */
  async create(sessionIds: readonly string[], profile: Profile, secrets: MailedSecrets): Promise<string> {
    const row = this.rows.create({ ...profile, failedAttempts: 0, codeExpiresAt: minutesFromNow(OTP_VALID_MINUTES) });
    row.id = randomUUID();
    row.codeHash = secrets.hashCode(row.id);
    row.linkTokenHash = secrets.linkTokenHash;
    await this.dataSource.transaction(async (tx) => {
      const rows = tx.getRepository(PendingRegistration);
      await rows.delete({ createdAt: LessThan(staleBefore()) });
      if (sessionIds.length > 0) await rows.delete({ id: In([...sessionIds]), email: profile.email });
      await rows.insert(row);
    });
    return row.id;
  }

  /** This session's live registration for the e-mail, locked for the rest of the transaction. */
  async lockOwn(tx: EntityManager, sessionIds: readonly string[], email: string): Promise<PendingRegistration | null> {
    if (sessionIds.length === 0) return null;
    const row = await tx.getRepository(PendingRegistration).findOne({
      where: { id: In([...sessionIds]), email },
      order: { createdAt: "DESC" },
      lock: { mode: "pessimistic_write" },
    });
    return row && row.createdAt > staleBefore() ? row : null;
  }

  /**
   * The live registration whose verify link has this token hash, from any browser (the link
   * alone proves the mailbox); locked when read inside a transaction. Expiry is the caller's.
   */
  async findByLink(linkTokenHash: string, tx?: EntityManager): Promise<PendingRegistration | null> {
    const rows = tx ? tx.getRepository(PendingRegistration) : this.rows;
    const row = await rows.findOne({ where: { linkTokenHash }, ...(tx ? { lock: { mode: "pessimistic_write" as const } } : {}) });
    return row && row.createdAt > staleBefore() ? row : null;
  }

  async countFailure(tx: EntityManager, id: string, failedAttempts: number): Promise<void> {
    await tx.getRepository(PendingRegistration).update({ id }, { failedAttempts });
  }

  /**
   * The code can no longer be used (expired or guessed at too often), nor the link mailed with
   * it; a resend makes new ones.
   */
  async spendCode(tx: EntityManager, id: string): Promise<void> {
    await tx.getRepository(PendingRegistration).update({ id }, { codeHash: null, linkTokenHash: null });
  }

  /** Once one registration of an e-mail is verified, the others can never be. */
  async dropAllFor(tx: EntityManager, email: string): Promise<void> {
    await tx.getRepository(PendingRegistration).delete({ email });
  }

  /** A fresh code and link for this session's registration of the e-mail; null when it has none. */
  async renewCode(sessionIds: readonly string[], email: string, secrets: MailedSecrets): Promise<PendingRegistration | null> {
    return this.dataSource.transaction(async (tx) => {
      const row = await this.lockOwn(tx, sessionIds, email);
      if (!row) return null;
      const renewed = {
        codeHash: secrets.hashCode(row.id),
        linkTokenHash: secrets.linkTokenHash,
        failedAttempts: 0,
        codeExpiresAt: minutesFromNow(OTP_VALID_MINUTES),
      };
      await tx.getRepository(PendingRegistration).update({ id: row.id }, renewed);
      return { ...row, ...renewed };
    });
  }

  /** Whether this session registered the e-mail with this password and has not verified it yet. */
  async passwordMatches(sessionIds: readonly string[], email: string, password: string): Promise<boolean> {
    if (sessionIds.length === 0) return false;
    const rows = await this.rows.find({ where: { id: In([...sessionIds]), email }, order: { createdAt: "DESC" }, take: 1 });
    return rows.length > 0 && (await verifyPassword(rows[0]!.passwordHash, password));
  }
}
