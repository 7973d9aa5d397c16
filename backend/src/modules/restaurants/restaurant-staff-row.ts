import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Restaurant } from "./restaurant.entity";

/**
 * What a membership and an invitation both are: a place on a restaurant's staff list (gone
 * with the restaurant), put there by an admin at a time. Each table has these columns itself.
 */
export abstract class RestaurantStaffRow {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  /** The admin who added the person (or invited the address); null once that account is deleted. */
  @Column({ type: "uuid", nullable: true })
  addedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "added_by_id" })
  addedBy?: Relation<User> | null;

  /** When the admin added the person (an invitation: when it was last sent). */
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
