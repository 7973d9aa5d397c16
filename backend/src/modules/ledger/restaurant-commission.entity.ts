import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from "typeorm";
import { Restaurant } from "../restaurants/restaurant.entity";

/** A restaurant's own commission rate; a restaurant without one pays the default (ledger-postings.ts). */
@Entity({ name: "restaurant_commissions" })
@Check("restaurant_commissions_percent_check", `"percent" >= 0 AND "percent" <= 100`)
export class RestaurantCommission {
  @PrimaryColumn({ type: "uuid" })
  restaurantId!: string;

  @OneToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  /** In percent, at most two decimals (numeric(5,2)). */
  @Column({ type: "numeric", precision: 5, scale: 2 })
  percent!: string;
}
