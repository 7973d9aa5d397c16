import type { ApiKeyPrincipal } from "./api-key-principal";
import type { ApiScope } from "./api-scope";
import { AppError } from "./errors";
import type { RequestContext } from "./request-context";
import type { SignedInUser } from "./signed-in-user";
import { isStaff } from "./user-role";

export type StaffRole = "ADMIN" | "SUPERADMIN";

export const SUPERADMIN_NOTICE = "You Need Super Admin Access To View This Detail";

/** The signed-in user, or UNAUTHENTICATED. Services call this; both adapters then share the rule. */
export function requireUser(ctx: Pick<RequestContext, "user">): SignedInUser {
  if (!ctx.user) throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
  return ctx.user;
}

/** ADMIN lets admins and superadmins in; SUPERADMIN only superadmins. */
export function hasRole(user: Pick<SignedInUser, "role">, role: StaffRole): boolean {
  return role === "ADMIN" ? isStaff(user.role) : user.role === "superadmin";
}

export function requireRole(ctx: Pick<RequestContext, "user">, role: StaffRole): SignedInUser {
  const user = requireUser(ctx);
  if (!hasRole(user, role)) {
    throw new AppError("FORBIDDEN", role === "SUPERADMIN" ? SUPERADMIN_NOTICE : "You don't have permission to do this.");
  }
  return user;
}

/**
 * A key acting for a restaurant: it must hold the scope and be one of the restaurant's keys (an
 * order whose restaurant was deleted, restaurantId null, belongs to no key).
 */
export const keyMayActFor = (key: ApiKeyPrincipal, scope: ApiScope, restaurantId: string | null): boolean =>
  key.scopes.includes(scope) && restaurantId !== null && key.restaurantIds.includes(restaurantId);

export function requireKeyRestaurant(key: ApiKeyPrincipal, scope: ApiScope, restaurantId: string | null): void {
  if (!keyMayActFor(key, scope, restaurantId)) throw new AppError("FORBIDDEN", "This API key may not act for this restaurant.");
}
