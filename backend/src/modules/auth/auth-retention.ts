import { deleteCount, type RetentionSweep } from "../retention/retention.service";

/**
 * Sign-ups never completed. A resend revives one from the browser session that made it, and a
 * session lasts a week (http/session.ts): a week after its code expired, no session can resend it.
 */
const SIGN_UP_RESEND_DAYS = 7;

export const expiredSignUps: RetentionSweep = {
  name: "expired sign-ups",
  sweep: (db, now) =>
    deleteCount(db, `DELETE FROM pending_registrations WHERE code_expires_at < $1::timestamptz - make_interval(days => $2)`, [
      now,
      SIGN_UP_RESEND_DAYS,
    ]),
};

/** Password-reset links used or expired: neither can reset anything again. */
export const spentResetTokens: RetentionSweep = {
  name: "spent password-reset tokens",
  sweep: (db, now) => deleteCount(db, `DELETE FROM password_reset_tokens WHERE expires_at < $1 OR used_at IS NOT NULL`, [now]),
};
