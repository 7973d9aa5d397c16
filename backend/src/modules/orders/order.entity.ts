import {
  Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn,
  type Relation,
} from "typeorm";
import { Restaurant } from "../restaurants/restaurant.entity";
import { User } from "../users/user.entity";
import type { OrderStatus } from "./order-status";
import { OrderLine } from "./order-line.entity";

/** Prices, restaurant name and address are snapshots taken when the order was placed. */
@Entity({ name: "orders" })
@Index("orders_user_id_created_at_idx", ["userId", "createdAt"])
@Index("orders_created_at_idx", ["createdAt"])
@Index("orders_status_created_at_idx", ["status", "createdAt"])
@Check(
  "orders_status_check",
  `"status" IN ('pending', 'confirmed', 'preparing', 'out_for_delivery', 'delivered', 'rejected', 'cancelled')`,
)
@Check("orders_total_check", `"total_paise" = "items_total_paise" + "delivery_charge_paise"`)
export class Order {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Index()
  @Column({ type: "uuid", nullable: true })
  restaurantId!: string | null;

  @ManyToOne(() => Restaurant, { onDelete: "SET NULL" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant> | null;

  @Column({ type: "varchar", length: 120 })
  restaurantName!: string;

  /** The cart the order was built from (legacy clients send and read it). */
  @Column({ type: "uuid", nullable: true })
  cartId!: string | null;

  @Column({ type: "varchar", length: 20, default: "pending" })
  status!: OrderStatus;

  @Column({ type: "varchar", length: 8, default: "cod" })
  paymentMethod!: "cod";

  @Column({ type: "integer" })
  itemsTotalPaise!: number;

  @Column({ type: "integer" })
  deliveryChargePaise!: number;

  @Column({ type: "integer" })
  totalPaise!: number;

  @Column({ type: "uuid", nullable: true })
  addressId!: string | null;

  @Column({ type: "text" })
  addressLine!: string;

  @Column({ type: "varchar", length: 80 })
  addressCity!: string;

  @Column({ type: "varchar", length: 6 })
  addressPincode!: string;

  @Column({ type: "varchar", length: 10 })
  addressPhone!: string;

  @Column({ type: "text", default: "" })
  addressNotes!: string;

  @Column({ type: "double precision", nullable: true })
  addressLatitude!: number | null;

  @Column({ type: "double precision", nullable: true })
  addressLongitude!: number | null;

  @Column({ type: "text", nullable: true })
  rejectionReason!: string | null;

  /** Set by the legacy order/success acknowledgement; repeating it changes nothing. */
  @Column({ type: "timestamptz", nullable: true })
  acknowledgedAt!: Date | null;

  @OneToMany(() => OrderLine, (line) => line.order)
  lines?: Relation<OrderLine[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
