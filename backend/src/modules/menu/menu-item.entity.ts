import {
  Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Restaurant } from "../restaurants/restaurant.entity";
import type { MenuCategory } from "./menu-category";

@Entity({ name: "menu_items" })
/** Trigram indexes for keyword search: expression indexes written in the migration. */
@Index("menu_items_search_idx", { synchronize: false })
@Index("menu_items_name_trgm_idx", { synchronize: false })
@Check("menu_items_category_check", `"category" IN ('tiffin', 'meal', 'drink', 'fastFood', 'bakeryItem', 'starter')`)
@Check("menu_items_prices_check", `"original_price_paise" > 0 AND "offer_price_paise" > 0`)
@Check("menu_items_rating_check", `"rating" BETWEEN 0 AND 5`)
export class MenuItem {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index()
  @Column({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Column({ type: "text", default: "" })
  description!: string;

  @Column({ type: "text", default: "" })
  image!: string;

  @Column({ type: "integer" })
  originalPricePaise!: number;

  /** May exceed the original price in bad data; the price charged is capped (see pricing). */
  @Column({ type: "integer" })
  offerPricePaise!: number;

  @Column({ type: "boolean" })
  isVeg!: boolean;

  @Column({ type: "varchar", length: 16 })
  category!: MenuCategory;

  @Column({ type: "text", default: "" })
  ingredients!: string;

  /** Free text such as "15 mins", as the spec has it. */
  @Column({ type: "varchar", length: 40, default: "" })
  preparationTime!: string;

  @Column({ type: "numeric", precision: 2, scale: 1, default: 4.0 })
  rating!: string;

  @Column({ type: "boolean", default: true })
  isAvailable!: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
