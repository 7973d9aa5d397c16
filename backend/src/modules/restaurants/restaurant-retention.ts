import { deleteCount, type RetentionSweep } from "../retention/retention.service";

/** Staff invitations past their 14 days: the address was never signed up with, and an admin can invite again. */
export const expiredInvitations: RetentionSweep = {
  name: "expired staff invitations",
  sweep: (db, now) => deleteCount(db, `DELETE FROM restaurant_invitations WHERE expires_at < $1`, [now]),
};
