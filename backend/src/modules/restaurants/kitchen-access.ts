import { requireKeyRestaurant, requireUser } from "../../common/access";
import type { ApiScope } from "../../common/api-scope";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { isStaff } from "../../common/user-role";

export const KITCHEN_FORBIDDEN_MESSAGE = "You are not on the staff of this restaurant.";

/**
 * The one check of who may act on a restaurant's kitchen board (its orders, its items'
 * availability, closing it for today): its staff (restaurant_members), admins and superadmins.
 * Read from the database on every request (the request's own loader, never a longer-lived
 * copy), so removing someone ends their access with their next request.
 */

/** The restaurants whose board the signed-in person may open as staff (not counting admin rights). */
export async function memberRestaurantIds(ctx: Pick<RequestContext, "user" | "loaders">): Promise<string[]> {
  if (!ctx.user) return [];
  return (await ctx.loaders.membershipsByUserId.load(ctx.user.id)).map((membership) => membership.restaurantId);
}

/** Whether the signed-in person may act for the restaurant: an admin, or one of its staff. */
export async function mayActForRestaurant(ctx: Pick<RequestContext, "user" | "loaders">, restaurantId: string | null): Promise<boolean> {
  if (!ctx.user) return false;
  if (isStaff(ctx.user.role)) return true;
  return restaurantId !== null && (await memberRestaurantIds(ctx)).includes(restaurantId);
}

/**
 * Lets the request act for the restaurant or throws: UNAUTHENTICATED without a session,
 * FORBIDDEN for anyone but the restaurant's staff and admins. An API key passes only with
 * `keyScope` for that restaurant (omitted: no key may). A null restaurant (a deleted one, an
 * unknown order or item) admits admins only, so nobody else learns what exists.
 */
export async function requireKitchenAccess(ctx: RequestContext, restaurantId: string | null, keyScope?: ApiScope): Promise<void> {
  if (ctx.apiKey) {
    if (!keyScope) throw new AppError("FORBIDDEN", "An API key cannot use this operation.");
    requireKeyRestaurant(ctx.apiKey, keyScope, restaurantId);
    return;
  }
  requireUser(ctx);
  if (!(await mayActForRestaurant(ctx, restaurantId))) throw new AppError("FORBIDDEN", KITCHEN_FORBIDDEN_MESSAGE);
}
