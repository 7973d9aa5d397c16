import type { User } from "../users/user.entity";
import { isAssignedRider } from "./assigned-rider";
import { ENDED_STATUSES } from "./order-state-machine";
import type { Order } from "./order.entity";

/**
 * Who may read an order's personal data (the delivery address and phone, the customer's name):
 * its customer, superadmins, and the assigned rider until the order ends (they must find the
 * door and call).
 */
export function seesPersonalData(viewer: Pick<User, "id" | "role"> | null, order: Pick<Order, "userId" | "riderId" | "status">): boolean {
  if (!viewer) return false;
  if (viewer.id === order.userId || viewer.role === "superadmin") return true;
  return isAssignedRider(viewer, order) && !ENDED_STATUSES.includes(order.status);
}
