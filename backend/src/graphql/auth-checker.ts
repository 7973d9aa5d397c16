import type { AuthCheckerFn } from "type-graphql";
import { requireRole, requireUser, type StaffRole } from "../common/access";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";

/**
 * @Authorized() needs a signed-in user; @Authorized("ADMIN") / ("SUPERADMIN") a role (common/access.ts).
 * An API key is no person and holds no role: FORBIDDEN, not UNAUTHENTICATED (it did authenticate).
 */
export const authChecker: AuthCheckerFn<RequestContext, StaffRole> = ({ context }, roles) => {
  if (context.apiKey) throw new AppError("FORBIDDEN", "An API key cannot use an operation meant for a signed-in person.");
  requireUser(context);
  for (const role of roles) requireRole(context, role);
  return true;
};
