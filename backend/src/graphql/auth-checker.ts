import { isUUID } from "class-validator";
import type { AuthCheckerFn } from "type-graphql";
import { requireRole, requireUser, type StaffRole } from "../common/access";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import { keyMayUse } from "../modules/api-keys/api-scope-operations";
import { requireKitchenAccess } from "../modules/restaurants/kitchen-access";
import { requireRider } from "../modules/riders/rider-access";

const ROOT_TYPES = new Set(["Query", "Mutation"]);

/**
 * ADMIN, SUPERADMIN and RIDER are roles; KITCHEN is the restaurant staff's membership of the restaurant
 * the operation's restaurantId argument names (kitchen-access.ts), for a subscription, which no
 * service is asked about before it starts.
 */
export type AuthRole = StaffRole | "KITCHEN" | "RIDER";

/**
 * @Authorized() needs a signed-in user; @Authorized("ADMIN") / ("SUPERADMIN") a role (common/access.ts).
 * An API key is no person and holds no role: FORBIDDEN, not UNAUTHENTICATED (it did authenticate),
 * except on a root operation one of its scopes opens (ORDERS_WRITE's updateOrderStatus, MENU_WRITE's
 * updateMenuItem): there the service applies the key's own rules (its restaurants, which fields).
 */
export const authChecker: AuthCheckerFn<RequestContext, AuthRole> = async ({ context, info, args }, roles) => {
  if (context.apiKey) {
    if (ROOT_TYPES.has(info.parentType.name) && keyMayUse(context.apiKey, info.fieldName)) return true;
    throw new AppError("FORBIDDEN", "An API key cannot use an operation meant for a signed-in person.");
  }
  requireUser(context);
  for (const role of roles) {
    if (role === "KITCHEN") await requireKitchenAccess(context, isUUID(args.restaurantId) ? String(args.restaurantId) : null);
    else if (role === "RIDER") requireRider(context);
    else requireRole(context, role);
  }
  return true;
};
