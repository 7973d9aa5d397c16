import { registerEnumType } from "type-graphql";
import type { UserRole } from "../../common/user-role";

/** GraphQL names the roles in capitals; the values stay the database's. */
export const UserRoleEnum = { CUSTOMER: "customer", ADMIN: "admin", SUPERADMIN: "superadmin", RIDER: "rider" } as const satisfies Record<
  string,
  UserRole
>;
registerEnumType(UserRoleEnum, {
  name: "UserRole",
  description: "customer, admin (runs the shop), superadmin, or rider (delivers the orders assigned to them; sees only /rider)",
});
