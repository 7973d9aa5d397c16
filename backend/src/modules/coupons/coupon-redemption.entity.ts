import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Order } from "../orders/order.entity";
import { User } from "../users/user.entity";
import { Coupon } from "./coupon.entity";

/**
 * One use of a coupon: written in the transaction that places the order, released (not deleted)
 * when the order is rejected, cancelled or its delivery fails. A coupon's uses are its
 * unreleased redemptions.
 */
@Entity({ name: "coupon_redemptions" })
@Index("coupon_redemptions_coupon_id_user_id_idx", ["couponId", "userId"])
export class CouponRedemption {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  couponId!: string;

  @Index("coupon_redemptions_user_id_idx")
  @Column({ type: "uuid" })
  userId!: string;

  @Index("coupon_redemptions_order_id_key", { unique: true })
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Coupon, { onDelete: "CASCADE" })
  @JoinColumn({ name: "coupon_id" })
  coupon?: Relation<Coupon>;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  releasedAt!: Date | null;
}
