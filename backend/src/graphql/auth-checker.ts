import type { AuthCheckerFn } from "type-graphql";
import { requireRole, requireUser, type StaffRole } from "../common/access";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import { keyMayUse } from "../modules/api-keys/api-scope-operations";

const ROOT_TYPES = new Set(["Query", "Mutation"]);

/**
 * @Authorized() needs a signed-in user; @Authorized("ADMIN") / ("SUPERADMIN") a role (common/access.ts).
 * An API key is no person and holds no role: FORBIDDEN, not UNAUTHENTICATED (it did authenticate),
 * except on a root operation one of its scopes opens (ORDERS_WRITE's updateOrderStatus, MENU_WRITE's
 * updateMenuItem): there the service applies the key's own rules (its restaurants, which fields).
 */
export const authChecker: AuthCheckerFn<RequestContext, StaffRole> = ({ context, info }, roles) => {
  if (context.apiKey) {
    if (ROOT_TYPES.has(info.parentType.name) && keyMayUse(context.apiKey, info.fieldName)) return true;
    throw new AppError("FORBIDDEN", "An API key cannot use an operation meant for a signed-in person.");
  }
  requireUser(context);
  for (const role of roles) requireRole(context, role);
  return true;
};
