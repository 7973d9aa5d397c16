import type { EntityManager } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { isAssignedRider } from "../orders/assigned-rider";
import type { Order } from "../orders/order.entity";
import type { User } from "../users/user.entity";
import { RiderProfile } from "./rider-profile.entity";

export const RIDER_MESSAGES = {
  ridersOnly: "Only riders deliver orders.",
  notAssigned: "This order is not assigned to you.",
  offShift: "You are off shift. Go on shift to deliver orders.",
  riderNotFound: "Rider not found",
  pickup: "The customer collects this order at the restaurant, so no rider is assigned to it.",
} as const;

/** The signed-in rider, or FORBIDDEN for anyone else (customers, admins: an admin acts through the office's moves). */
export function requireRider(ctx: Pick<RequestContext, "user" | "apiKey">): User {
  if (ctx.apiKey) throw new AppError("FORBIDDEN", RIDER_MESSAGES.ridersOnly);
  const user = requireUser(ctx);
  if (user.role !== "rider") throw new AppError("FORBIDDEN", RIDER_MESSAGES.ridersOnly);
  return user;
}

/**
 * The rider's row, made (off shift) if it is not there yet, and locked for the transaction: what
 * serialises a rider's shift changes, handovers and (with a shared lock) assignments.
 */
export async function lockRiderProfile(tx: EntityManager, riderId: string): Promise<RiderProfile> {
  const profiles = tx.getRepository(RiderProfile);
  await profiles.createQueryBuilder().insert().values({ userId: riderId, onShift: false }).orIgnore().execute();
  return profiles.findOneOrFail({ where: { userId: riderId }, lock: { mode: "pessimistic_write" } });
}

export async function isOnShift(db: EntityManager, riderId: string): Promise<boolean> {
  return (await db.getRepository(RiderProfile).findOneBy({ userId: riderId }))?.onShift ?? false;
}

/**
 * A delivery move on the locked order: only by the rider it is assigned to, while on shift.
 * Checked inside the status change's transaction, so a reassignment cannot slip in between.
 */
export async function requireAssignedRider(tx: EntityManager, ctx: Pick<RequestContext, "user" | "apiKey">, order: Order): Promise<void> {
  const rider = requireRider(ctx);
  if (!isAssignedRider(rider, order)) throw new AppError("NOT_ASSIGNED_RIDER", RIDER_MESSAGES.notAssigned);
  if (!(await isOnShift(tx, rider.id))) throw new AppError("RIDER_OFF_SHIFT", RIDER_MESSAGES.offShift);
}
