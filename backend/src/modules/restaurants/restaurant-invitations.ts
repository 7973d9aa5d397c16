import type { EntityManager } from "typeorm";

/** An invitation to a restaurant's staff waits this long for its address to complete sign-up. */
export const INVITATION_VALID_DAYS = 14;

export const invitationExpiry = (now: Date = new Date()): Date => new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);

/**
 * Called in the transaction that verifies an account's e-mail (auth's verifyOtp): every live
 * invitation of that address becomes a membership of its restaurant, added by whoever invited
 * it; the address's invitations, live or expired, are then gone.
 */
export async function acceptStaffInvitations(tx: EntityManager, email: string, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO "restaurant_members" ("restaurant_id", "user_id", "added_by_id")
     SELECT "restaurant_id", $2, "added_by_id" FROM "restaurant_invitations" WHERE "email" = $1 AND "expires_at" > now()
     ON CONFLICT ("restaurant_id", "user_id") DO NOTHING`,
    [email, userId],
  );
  await tx.query(`DELETE FROM "restaurant_invitations" WHERE "email" = $1`, [email]);
}
