import type { AuthCheckerFn } from "type-graphql";
import { appModules } from "../app-modules";
import { requireRole, requireUser, type StaffRole } from "../common/access";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import { keyMayUse } from "../modules/api-keys/api-scope-operations";

const ROOT_TYPES = new Set(["Query", "Mutation"]);

/** The roles the modules check themselves (their definitions' `roles`: KITCHEN, RIDER). */
const moduleRoles = new Map(appModules.flatMap((module) => Object.entries(module.roles ?? {})));

const STAFF_ROLES: ReadonlySet<string> = new Set<StaffRole>(["ADMIN", "SUPERADMIN"]);
const isStaffRole = (role: string): role is StaffRole => STAFF_ROLES.has(role);

/**
 * @Authorized() needs a signed-in user; @Authorized("ADMIN") / ("SUPERADMIN") a staff role
 * (common/access.ts); any other role is a module's, checked by that module (KITCHEN, RIDER).
 * An API key is no person and holds no role: FORBIDDEN, not UNAUTHENTICATED (it did authenticate),
 * except on a root operation one of its scopes opens (ORDERS_WRITE's updateOrderStatus, MENU_WRITE's
 * updateMenuItem): there the service applies the key's own rules (its restaurants, which fields).
 */
export const authChecker: AuthCheckerFn<RequestContext, string> = async ({ context, info, args }, roles) => {
  if (context.apiKey) {
    if (ROOT_TYPES.has(info.parentType.name) && keyMayUse(context.apiKey, info.fieldName)) return true;
    throw new AppError("FORBIDDEN", "An API key cannot use an operation meant for a signed-in person.");
  }
  requireUser(context);
  for (const role of roles) {
    if (isStaffRole(role)) {
      requireRole(context, role);
      continue;
    }
    const check = moduleRoles.get(role);
    if (!check) throw new Error(`No module checks the role ${role} (app-modules.ts)`);
    await check(context, args);
  }
  return true;
};
