import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, ObjectType } from "type-graphql";
import { User } from "../users/user.entity";
import { Order } from "./order.entity";
import { OrderStatusEnum, type OrderStatus } from "./order-status";

/** The order's history: who moved it where, when, and why (for rejections). */
@ObjectType({ description: "One step of an order's history" })
@Entity({ name: "order_status_changes" })
@Index("order_status_changes_order_id_created_at_idx", ["orderId", "createdAt"])
export class OrderStatusChange {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Field(() => OrderStatusEnum, { nullable: true, description: "Null for the first step, when the order was placed" })
  @Column({ type: "varchar", length: 20, nullable: true })
  fromStatus!: OrderStatus | null;

  @Field(() => OrderStatusEnum)
  @Column({ type: "varchar", length: 20 })
  toStatus!: OrderStatus;

  @Index()
  @Column({ type: "uuid", nullable: true })
  changedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "changed_by_id" })
  changedBy?: Relation<User> | null;

  /** The name of the API key that made the change (ORDERS_WRITE), kept as it was then: null for a person's change. */
  @Column({ type: "varchar", length: 80, nullable: true })
  changedByApiKeyName!: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: "text", nullable: true })
  reason!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Field(() => Date)
  get changedAt(): Date {
    return this.createdAt;
  }
}
