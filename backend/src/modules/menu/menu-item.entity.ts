import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import { Restaurant } from "../restaurants/restaurant.entity";
import type { MenuCategory } from "./menu-category";
import { MenuCategoryEnum } from "./menu-category.enum";
import { isWithinWindow } from "./availability-window";
import { discountPercent, unitPricePaise } from "./pricing";

@ObjectType({ description: "A dish on a restaurant's menu" })
@Entity({ name: "menu_items" })
@Check("menu_items_category_check", `"category" IN ('tiffin', 'meal', 'drink', 'fastFood', 'bakeryItem', 'starter')`)
@Check("menu_items_prices_check", `"original_price_paise" > 0 AND "offer_price_paise" > 0`)
@Check("menu_items_rating_check", `"rating" BETWEEN 0 AND 5`)
@Check("menu_items_window_check", `("available_from" IS NULL) = ("available_until" IS NULL)`)
export class MenuItem {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  @Field(() => ID)
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  @Column({ type: "varchar", length: 120 })
  @Field(() => String)
  name!: string;

  @Column({ type: "text", default: "" })
  @Field(() => String)
  description!: string;

  @Column({ type: "text", default: "" })
  @Field(() => String, { description: "Image URL (/uploads/... or http(s)://...), empty when none" })
  image!: string;

  @Column({ type: "integer" })
  originalPricePaise!: number;

  /** May exceed the original price in bad data; the price charged is capped (see pricing). */
  @Column({ type: "integer" })
  offerPricePaise!: number;

  @Column({ type: "boolean" })
  @Field(() => Boolean)
  isVeg!: boolean;

  @Column({ type: "varchar", length: 16 })
  @Field(() => MenuCategoryEnum)
  category!: MenuCategory;

  @Column({ type: "text", default: "" })
  @Field(() => String)
  ingredients!: string;

  /** Free text such as "15 mins", as the spec has it. */
  @Column({ type: "varchar", length: 40, default: "" })
  @Field(() => String, { description: 'Free text, such as "15 mins"' })
  preparationTime!: string;

  @Column({ type: "numeric", precision: 2, scale: 1, default: 4.0 })
  @Field(() => Float, { description: "0 to 5, one decimal" })
  rating!: string;

  @Column({ type: "boolean", default: true })
  @Field(() => Boolean, { description: "False: shown with a Not Available badge and cannot be ordered" })
  isAvailable!: boolean;

  /** With availableUntil, the hours of the day it is served (availability-window.ts); both null: all day. */
  @Column({ type: "varchar", length: 5, nullable: true })
  @Field(() => String, { nullable: true, description: "Served from this time of day, HH:MM in India; null (with availableUntil): all day" })
  availableFrom!: string | null;

  @Column({ type: "varchar", length: 5, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "Served until this time of day, HH:MM in India; before availableFrom: past midnight",
  })
  availableUntil!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  @Field(() => Float, { name: "originalPrice", description: "Rupees" })
  get originalPriceRupees(): number {
    return paiseToRupees(this.originalPricePaise);
  }

  @Field(() => Float, { name: "offerPrice", description: "Rupees, as the admin set it" })
  get offerPriceRupees(): number {
    return paiseToRupees(this.offerPricePaise);
  }

  @Field(() => Float, { name: "price", description: "Rupees: what one unit costs (the offer price, never above the original)" })
  get priceRupees(): number {
    return paiseToRupees(unitPricePaise(this));
  }

  @Field(() => Boolean, {
    name: "isAvailableNow",
    description: "Available, and now (Asia/Kolkata) within its hours of the day; the restaurant's own hours aside",
  })
  get availableNow(): boolean {
    return this.isAvailable && isWithinWindow(this);
  }

  @Field(() => Int, { name: "discount", description: "Percent off the original price, computed from the prices" })
  get percentOff(): number {
    return discountPercent(this);
  }
}
