import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Cart } from "../cart/cart.entity";
import { Coupon } from "./coupon.entity";

/** The coupon a customer applied to their cart: at most one per cart, gone with the cart or when the order is placed. */
@Entity({ name: "cart_coupons" })
export class CartCoupon {
  @PrimaryColumn({ type: "uuid" })
  cartId!: string;

  @Index("cart_coupons_coupon_id_idx")
  @Column({ type: "uuid" })
  couponId!: string;

  @ManyToOne(() => Cart, { onDelete: "CASCADE" })
  @JoinColumn({ name: "cart_id" })
  cart?: Relation<Cart>;

  @ManyToOne(() => Coupon, { onDelete: "CASCADE" })
  @JoinColumn({ name: "coupon_id" })
  coupon?: Relation<Coupon>;

  @CreateDateColumn({ type: "timestamptz" })
  appliedAt!: Date;
}
