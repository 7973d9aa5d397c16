import type { AuthCheckerFn } from "type-graphql";
import { requireRole, requireUser, type StaffRole } from "../common/access";
import type { RequestContext } from "../common/request-context";

/** @Authorized() needs a signed-in user; @Authorized("ADMIN") / ("SUPERADMIN") a role (common/access.ts). */
export const authChecker: AuthCheckerFn<RequestContext, StaffRole> = ({ context }, roles) => {
  requireUser(context);
  for (const role of roles) requireRole(context, role);
  return true;
};
