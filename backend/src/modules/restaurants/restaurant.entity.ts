import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { RestaurantCategory } from "./restaurant-category";

@Entity({ name: "restaurants" })
/** GiST on ll_to_earth(latitude, longitude): an expression index written in the migration. */
@Index("restaurants_location_idx", { synchronize: false })
@Check("restaurants_category_check", `"category" IN ('veg', 'non-veg', 'both')`)
@Check("restaurants_latitude_check", `"latitude" BETWEEN -90 AND 90`)
@Check("restaurants_longitude_check", `"longitude" BETWEEN -180 AND 180`)
@Check("restaurants_delivery_radius_km_check", `"delivery_radius_km" > 0 AND "delivery_radius_km" <= 50`)
@Check("restaurants_rating_check", `"rating" BETWEEN 0 AND 5`)
export class Restaurant {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Column({ type: "text", default: "" })
  description!: string;

  @Column({ type: "text", default: "" })
  image!: string;

  @Column({ type: "varchar", length: 254, default: "" })
  email!: string;

  @Column({ type: "varchar", length: 10, default: "" })
  phone!: string;

  @Column({ type: "text" })
  address!: string;

  @Column({ type: "varchar", length: 8 })
  category!: RestaurantCategory;

  /** Local time in Asia/Kolkata, "HH:MM". */
  @Column({ type: "time" })
  openingTime!: string;

  @Column({ type: "time" })
  closingTime!: string;

  /** Price for two, in paise. */
  @Column({ type: "integer" })
  priceForTwoPaise!: number;

  /** Percent off shown on the card. */
  @Column({ type: "smallint", default: 0 })
  discount!: number;

  /** Typical delivery time in minutes. */
  @Column({ type: "smallint" })
  deliveryTimeMinutes!: number;

  @Column({ type: "numeric", precision: 2, scale: 1, default: 4.0 })
  rating!: string;

  /** The admin's switch; the hours are checked as well. */
  @Column({ type: "boolean", default: true })
  isOpen!: boolean;

  @Column({ type: "double precision" })
  latitude!: number;

  @Column({ type: "double precision" })
  longitude!: number;

  @Column({ type: "numeric", precision: 4, scale: 1 })
  deliveryRadiusKm!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
