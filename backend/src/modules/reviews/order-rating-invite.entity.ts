import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Order } from "../orders/order.entity";

/** The invite to rate an order, sent: the row is written before sending, so however many nodes run the job, it goes out once. */
@Entity({ name: "order_rating_invites" })
export class OrderRatingInvite {
  @PrimaryColumn({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @CreateDateColumn({ type: "timestamptz" })
  sentAt!: Date;
}
