import { registerEnumType } from "type-graphql";

export const USER_ROLES = ["customer", "admin", "superadmin", "rider"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isStaff = (role: UserRole) => role === "admin" || role === "superadmin";

/** GraphQL names the roles in capitals; the values stay the database's. */
export const UserRoleEnum = { CUSTOMER: "customer", ADMIN: "admin", SUPERADMIN: "superadmin", RIDER: "rider" } as const;
registerEnumType(UserRoleEnum, {
  name: "UserRole",
  description: "customer, admin (runs the shop), superadmin, or rider (delivers the orders assigned to them; sees only /rider)",
});
