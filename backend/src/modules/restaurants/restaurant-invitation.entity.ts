import { Column, Entity, Index } from "typeorm";
import { RestaurantStaffRow } from "./restaurant-staff-row";

/**
 * A place on a restaurant's staff kept for an e-mail address that has no verified account yet:
 * it becomes a membership when that address completes sign-up (its OTP verified), unless it
 * expired first.
 */
@Entity({ name: "restaurant_invitations" })
@Index("restaurant_invitations_restaurant_id_email_key", ["restaurantId", "email"], { unique: true })
export class RestaurantInvitation extends RestaurantStaffRow {
  /** Stored lower-cased, as users.email is; looked up when an address completes sign-up. */
  @Index()
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ type: "timestamptz" })
  expiresAt!: Date;
}
