/**
 * Who a person is to the app (docs/architecture.md#roles): what every access check reads, so it
 * lives below the modules; the users module stores it and names it in GraphQL (users/user-role.enum.ts).
 */
export const USER_ROLES = ["customer", "admin", "superadmin", "rider"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const isStaff = (role: UserRole) => role === "admin" || role === "superadmin";
