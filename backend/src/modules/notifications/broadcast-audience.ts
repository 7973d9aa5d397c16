import { registerEnumType } from "type-graphql";
import type { UserRole } from "../../common/user-role";

export const BROADCAST_AUDIENCES = ["customers", "staff"] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** Whose browsers an audience reaches. Staff are the admins and superadmins (new-order pushes go to them too). */
export const AUDIENCE_ROLES: Record<BroadcastAudience, readonly UserRole[]> = {
  customers: ["customer"],
  staff: ["admin", "superadmin"],
};

/** GraphQL names the audiences in capitals; the values stay the database's. */
export const BroadcastAudienceEnum = { CUSTOMERS: "customers", STAFF: "staff" } as const satisfies Record<string, BroadcastAudience>;
registerEnumType(BroadcastAudienceEnum, {
  name: "BroadcastAudience",
  description: "CUSTOMERS: every customer's browsers; STAFF: every admin's and superadmin's",
});
