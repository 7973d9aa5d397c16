import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "../users/user.entity";
import { Restaurant } from "./restaurant.entity";

/**
 * A place on a restaurant's staff kept for an e-mail address that has no verified account yet:
 * it becomes a membership when that address completes sign-up (its OTP verified), unless it
 * expired first.
 */
@Entity({ name: "restaurant_invitations" })
@Index("restaurant_invitations_restaurant_id_email_key", ["restaurantId", "email"], { unique: true })
export class RestaurantInvitation {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  /** Stored lower-cased, as users.email is; looked up when an address completes sign-up. */
  @Index()
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ type: "uuid", nullable: true })
  invitedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "invited_by_id" })
  invitedBy?: Relation<User> | null;

  /** When the admin invited the address (again, after an earlier invitation expired). */
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz" })
  expiresAt!: Date;
}
