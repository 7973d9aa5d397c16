import type { AuthCheckerFn } from "type-graphql";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import { isStaff } from "../modules/users/user-role";

/** Roles named in @Authorized(): ADMIN lets admins and superadmins in, SUPERADMIN only superadmins. */
export type AuthRole = "ADMIN" | "SUPERADMIN";

export const authChecker: AuthCheckerFn<RequestContext, AuthRole> = ({ context }, roles) => {
  const user = context.user;
  if (!user) throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
  if (roles.length === 0) return true;
  const allowed = roles.some((role) => (role === "ADMIN" ? isStaff(user.role) : user.role === "superadmin"));
  if (!allowed) {
    throw new AppError(
      "FORBIDDEN",
      roles.includes("SUPERADMIN") && !roles.includes("ADMIN")
        ? "You Need Super Admin Access To View This Detail"
        : "You don't have permission to do this.",
    );
  }
  return true;
};
