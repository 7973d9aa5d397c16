import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import { isClosedForToday, isOpenNow, nextOpensAt, todaysHours, type OpeningPeriod } from "./opening-hours";
import { OpeningPeriodType } from "./opening-period.types";
import type { RestaurantCategory } from "./restaurant-category";
import { RestaurantCategoryEnum } from "./restaurant-category.enum";
import { weightedRating } from "./restaurant-rating";

@ObjectType({ description: "A restaurant: where it is, how far it delivers, its hours and prices" })
@Entity({ name: "restaurants" })
/** GiST on earth_box(location, delivery radius): an expression index written in the migration. */
@Index("restaurants_delivery_area_idx", { synchronize: false })
@Check("restaurants_category_check", `"category" IN ('veg', 'non-veg', 'both')`)
@Check("restaurants_latitude_check", `"latitude" BETWEEN -90 AND 90`)
@Check("restaurants_longitude_check", `"longitude" BETWEEN -180 AND 180`)
@Check("restaurants_delivery_radius_km_check", `"delivery_radius_km" > 0 AND "delivery_radius_km" <= 50`)
@Check("restaurants_rating_check", `"rating" BETWEEN 0 AND 5`)
@Check("restaurants_rating_sum_check", `"rating_sum" >= 0`)
@Check("restaurants_rating_count_check", `"rating_count" >= 0`)
@Check("restaurants_minimum_order_paise_check", `"minimum_order_paise" >= 0`)
@Check("restaurants_opening_hours_check", `jsonb_typeof("opening_hours") = 'array'`)
export class Restaurant {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Column({ type: "varchar", length: 120 })
  @Field(() => String)
  name!: string;

  @Column({ type: "text", default: "" })
  @Field(() => String)
  description!: string;

  @Column({ type: "text", default: "" })
  @Field(() => String, { description: "Image URL (/uploads/... or http(s)://...), empty when none" })
  image!: string;

  @Column({ type: "varchar", length: 254, default: "" })
  @Field(() => String, { description: "Empty when none" })
  email!: string;

  @Column({ type: "varchar", length: 10, default: "" })
  @Field(() => String, { description: "10 digits, empty when none" })
  phone!: string;

  @Column({ type: "text" })
  @Field(() => String)
  address!: string;

  @Column({ type: "varchar", length: 8 })
  @Field(() => RestaurantCategoryEnum)
  category!: RestaurantCategory;

  /** The week's hours, Monday first (sortedPeriods): on the row, so every list, the cart and the menu read them with it. */
  @Column({ type: "jsonb" })
  @Field(() => [OpeningPeriodType], {
    description: "The week's opening hours, local time in India, Monday first; a day without periods is closed",
  })
  openingHours!: OpeningPeriod[];

  /** Price for two, in paise. */
  @Column({ type: "integer" })
  priceForTwoPaise!: number;

  /** The least items' value (before any discount) an order may have, in paise; 0: none. */
  @Column({ type: "integer", default: 0 })
  minimumOrderPaise!: number;

  /** Percent off shown on the card. */
  @Column({ type: "smallint", default: 0 })
  @Field(() => Int)
  discount!: number;

  /** Typical delivery time in minutes. */
  @Column({ type: "smallint" })
  deliveryTimeMinutes!: number;

  /** The admin's starting rating; what customers see is `rating` below (restaurant-rating.ts). */
  @Column({ type: "numeric", precision: 2, scale: 1, default: 4.0 })
  @Field(() => Float, {
    name: "startingRating",
    description: "The admin's starting rating, 0 to 5, one decimal: it weighs as 5 customer ratings of its value in `rating`",
  })
  rating!: string;

  /** The sum of its customers' food ratings (hidden reviews included), kept in each rating's transaction. */
  @Column({ type: "integer", default: 0 })
  ratingSum!: number;

  @Column({ type: "integer", default: 0 })
  @Field(() => Int, { description: "How many customers rated its food (hidden reviews included)" })
  ratingCount!: number;

  /** The admin's switch; the hours are checked as well. */
  @Column({ type: "boolean", default: true })
  @Field(() => Boolean, { description: "The admin's open/closed switch; see isOpenNow" })
  isOpen!: boolean;

  /** Set by the kitchen's "closed for today": the next midnight in India, when it opens again by itself (then stale, not cleared). */
  @Column({ type: "timestamptz", nullable: true })
  closedUntil!: Date | null;

  @Column({ type: "double precision" })
  @Field(() => Float)
  latitude!: number;

  @Column({ type: "double precision" })
  @Field(() => Float)
  longitude!: number;

  /**
   * ll_to_earth(latitude, longitude), an `earth` (a cube) that a trigger keeps in step with them:
   * never written or read by the app, only by the delivery-area SQL (delivery-area-sql.ts).
   */
  @Column({ type: "cube", select: false, insert: false, update: false })
  location?: never;

  @Column({ type: "numeric", precision: 4, scale: 1 })
  @Field(() => Float, { description: "Delivers to points within this many km (0.5 to 50)" })
  deliveryRadiusKm!: string;

  /** The delivery radius as a straight line through the earth (gc_to_sec), kept by the same trigger, for the same SQL. */
  @Column({ type: "double precision", select: false, insert: false, update: false })
  deliveryChordM?: never;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  /** Set only by the "near a point" queries: how far the restaurant is from that point. */
  @Field(() => Float, { nullable: true, description: "Km from the point asked about; only in restaurantsNear" })
  distanceKm?: number | null;

  @Field(() => String, {
    name: "openingTime",
    description: "Today's first opening, local time in India, HH:MM; empty on a day it does not open",
  })
  get openingTimeHhMm(): string {
    return todaysHours(this.openingHours).opens;
  }

  @Field(() => String, {
    name: "closingTime",
    description: "Today's last closing, local time in India, HH:MM; empty on a day it does not open",
  })
  get closingTimeHhMm(): string {
    return todaysHours(this.openingHours).closes;
  }

  @Field(() => Float, { name: "priceForTwo", description: "Price for two, in rupees" })
  get priceForTwoRupees(): number {
    return paiseToRupees(this.priceForTwoPaise);
  }

  @Field(() => Float, { description: "The least items' value (before any discount) an order may have, in rupees; 0: none" })
  get minimumOrder(): number {
    return paiseToRupees(this.minimumOrderPaise);
  }

  @Field(() => Int, { name: "deliveryTime", description: "Typical delivery time, in minutes" })
  get deliveryTime(): number {
    return this.deliveryTimeMinutes;
  }

  @Field(() => Float, {
    name: "rating",
    description:
      "0 to 5, one decimal: the starting rating until 5 customers rated its food, then the customers' ratings with the starting rating weighed as 5 of them",
  })
  get currentRating(): number {
    return weightedRating(this.rating, this.ratingSum, this.ratingCount);
  }

  @Field(() => Boolean, {
    name: "closedForToday",
    description: "The kitchen closed it for the rest of today: no orders until midnight in India",
  })
  get closedForToday(): boolean {
    return isClosedForToday(this.closedUntil);
  }

  @Field(() => Date, {
    name: "closedUntil",
    nullable: true,
    description: "While closed for today: the next midnight in India (Asia/Kolkata), when it opens again by itself; otherwise null",
  })
  get closedForTodayUntil(): Date | null {
    return this.closedForToday ? this.closedUntil : null;
  }

  @Field(() => Boolean, {
    name: "isOpenNow",
    description: "The switch is on, the kitchen has not closed it for today, and it is within the hours (Asia/Kolkata)",
  })
  get openNow(): boolean {
    return isOpenNow(this);
  }

  @Field(() => Date, {
    name: "nextOpensAt",
    nullable: true,
    description:
      "While closed: when it opens next (by its hours, after a closed-for-today ends); null when open now or it will not open by itself",
  })
  get opensNextAt(): Date | null {
    return nextOpensAt(this);
  }
}
