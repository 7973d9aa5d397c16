import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from "typeorm";
import { Order } from "../orders/order.entity";
import { User } from "../users/user.entity";

/**
 * The rider's last shared position for one order out for delivery: only the latest is kept, and
 * the row goes when the order leaves "out for delivery" (delivered, failed).
 */
@Entity({ name: "delivery_positions" })
export class DeliveryPosition {
  @PrimaryColumn({ type: "uuid" })
  orderId!: string;

  @OneToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column({ type: "uuid" })
  riderId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "rider_id" })
  rider?: Relation<User>;

  @Column({ type: "double precision" })
  latitude!: number;

  @Column({ type: "double precision" })
  longitude!: number;

  @Column({ type: "real", nullable: true })
  accuracyMeters!: number | null;

  @Column({ type: "timestamptz", default: () => "now()" })
  recordedAt!: Date;
}
