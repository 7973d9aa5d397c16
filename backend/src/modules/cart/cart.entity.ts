import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Restaurant } from "../restaurants/restaurant.entity";
import { User } from "../users/user.entity";
import type { CartItem } from "./cart-item.entity";

/** One cart per customer, holding items of one restaurant at a time. */
@Entity({ name: "carts" })
@Check("carts_tip_paise_check", `"tip_paise" BETWEEN 0 AND 20000`)
export class Cart {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index({ unique: true })
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Index()
  @Column({ type: "uuid", nullable: true })
  restaurantId!: string | null;

  @ManyToOne(() => Restaurant, { onDelete: "SET NULL" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant> | null;

  /** The rider's tip the customer chose, in paise (setCartTip); back to 0 when the cart is emptied or ordered. */
  @Column({ type: "integer", default: 0 })
  tipPaise!: number;

  /** Named by string: cart-item.entity.ts imports this file for its foreign key, so this side imports only its type. */
  @OneToMany("CartItem", "cart")
  items?: Relation<CartItem[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
