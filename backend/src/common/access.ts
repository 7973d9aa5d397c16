import type { User } from "../modules/users/user.entity";
import { isStaff } from "../modules/users/user-role";
import { AppError } from "./errors";
import type { RequestContext } from "./request-context";

export type StaffRole = "ADMIN" | "SUPERADMIN";

export const SUPERADMIN_NOTICE = "You Need Super Admin Access To View This Detail";

/** The signed-in user, or UNAUTHENTICATED. Services call this; both adapters then share the rule. */
export function requireUser(ctx: Pick<RequestContext, "user">): User {
  if (!ctx.user) throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
  return ctx.user;
}

/** ADMIN lets admins and superadmins in; SUPERADMIN only superadmins. */
export function hasRole(user: User, role: StaffRole): boolean {
  return role === "ADMIN" ? isStaff(user.role) : user.role === "superadmin";
}

export function requireRole(ctx: Pick<RequestContext, "user">, role: StaffRole): User {
  const user = requireUser(ctx);
  if (!hasRole(user, role)) {
    throw new AppError("FORBIDDEN", role === "SUPERADMIN" ? SUPERADMIN_NOTICE : "You don't have permission to do this.");
  }
  return user;
}
