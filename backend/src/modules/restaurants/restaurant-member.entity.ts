import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Restaurant } from "./restaurant.entity";

/**
 * A person on a restaurant's staff: they may open its kitchen board (its orders, its menu's
 * availability, closing it for today), nothing more. A membership, not a role: the account keeps
 * its role, and one person may work for several restaurants.
 */
@Entity({ name: "restaurant_members" })
@Index("restaurant_members_restaurant_id_user_id_key", ["restaurantId", "userId"], { unique: true })
export class RestaurantMember {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  /** Looked up on every kitchen request (kitchen-access.ts). */
  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** The admin who added the person (or invited them); null once that account is deleted. */
  @Column({ type: "uuid", nullable: true })
  addedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "added_by_id" })
  addedBy?: Relation<User> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
