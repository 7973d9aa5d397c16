import {
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

  /** Named by string: cart-item.entity.ts imports this file for its foreign key, so this side imports only its type. */
  @OneToMany("CartItem", "cart")
  items?: Relation<CartItem[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
