import type { User } from "../users/user.entity";
import type { Order } from "./order.entity";

/** The person is the rider the order is assigned to (Order.riderId, set by the office). */
export const isAssignedRider = (user: Pick<User, "id" | "role">, order: Pick<Order, "riderId">): boolean =>
  user.role === "rider" && order.riderId === user.id;
