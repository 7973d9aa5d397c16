import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { RestaurantStaffRow } from "./restaurant-staff-row";

/**
 * A person on a restaurant's staff: they may open its kitchen board (its orders, its menu's
 * availability, closing it for today), nothing more. A membership, not a role: the account keeps
 * its role, and one person may work for several restaurants.
 */
@Entity({ name: "restaurant_members" })
@Index("restaurant_members_restaurant_id_user_id_key", ["restaurantId", "userId"], { unique: true })
export class RestaurantMember extends RestaurantStaffRow {
  /** Looked up on every kitchen request (kitchen-access.ts). */
  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;
}
