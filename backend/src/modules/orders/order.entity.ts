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
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";
import type { BillLineSnapshot } from "../cart/bill";
import { Restaurant } from "../restaurants/restaurant.entity";
import { User } from "../users/user.entity";
import { COOKING_NOTE_MAX_LENGTH } from "./cooking-note";
import { OrderStatusEnum, type OrderStatus } from "./order-status";
import type { OrderLine } from "./order-line.entity";
import { PaymentMethodEnum } from "./payment-method";
import { PaymentCollectionEnum, type PaymentCollection } from "./payment-collection";
import { FulfilmentEnum, type Fulfilment } from "../cart/fulfilment";

/** Prices, restaurant name and address are snapshots taken when the order was placed. */
/** An order's #ID without its "#": the last 6 characters of its id, upper-case (what customers and staff read). */
export const shortOrderId = (id: string): string => id.slice(-6).toUpperCase();

/** The order's number as people read it (e-mails, the audit trail): "#3F9A2C". */
export const orderNumber = (id: string): string => `#${shortOrderId(id)}`;

@ObjectType({ description: "A cash-on-delivery order; prices, names and the address are snapshots from when it was placed" })
@Entity({ name: "orders" })
@Index("orders_user_id_created_at_idx", ["userId", "createdAt"])
@Index("orders_created_at_idx", ["createdAt"])
@Index("orders_status_created_at_idx", ["status", "createdAt"])
@Index("orders_rider_id_status_idx", ["riderId", "status"])
@Index("orders_rider_id_delivered_at_idx", ["riderId", "deliveredAt"])
@Index("orders_upi_reference_idx", ["upiReference"], { where: `"upi_reference" IS NOT NULL` })
@Index("orders_upi_delivered_at_idx", ["deliveredAt"], { where: `"paid_by" = 'UPI'` })
@Index("orders_rider_id_unsettled_idx", ["riderId"], { where: `"cash_handover_id" IS NULL AND "cash_collected_paise" IS NOT NULL` })
@Check(
  "orders_status_check",
  `"status" IN ('scheduled', 'pending', 'confirmed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'delivered', 'delivery_failed', 'rejected', 'cancelled')`,
)
@Check("orders_preparation_minutes_check", `"preparation_minutes" BETWEEN 1 AND 240`)
@Check(
  "orders_scheduled_check",
  `("deliver_at" IS NULL) = ("release_at" IS NULL) AND ("status" <> 'scheduled' OR "deliver_at" IS NOT NULL)`,
)
@Check("orders_cash_collected_paise_check", `"cash_collected_paise" >= 0`)
@Check("orders_pay_at_door_by_check", `"pay_at_door_by" IN ('CASH', 'UPI')`)
@Check(
  "orders_paid_by_check",
  `("paid_by" IS NULL OR "paid_by" IN ('CASH', 'UPI')) AND ("paid_by" = 'UPI') = ("upi_reference" IS NOT NULL) AND ("paid_by" <> 'UPI' OR "cash_collected_paise" IS NULL)`,
)
@Check("orders_upi_reference_check", `"upi_reference" ~ '^[0-9]{12}$'`)
@Check("orders_upi_confirmed_check", `"upi_confirmed_at" IS NULL OR "paid_by" = 'UPI'`)
@Check("orders_total_check", `"total_paise" = "items_total_paise" + "delivery_charge_paise" - "discount_paise" + "tax_paise" + "tip_paise"`)
@Check("orders_bill_paise_check", `"discount_paise" >= 0 AND "tax_paise" >= 0 AND "tip_paise" >= 0`)
@Check("orders_fulfilment_check", `"fulfilment" IN ('delivery', 'pickup')`)
@Check(
  "orders_delivery_address_check",
  `"fulfilment" = 'pickup' OR ("address_line" IS NOT NULL AND "address_city" IS NOT NULL AND "address_pincode" IS NOT NULL AND "address_phone" IS NOT NULL)`,
)
@Check(
  "orders_pickup_check",
  `"fulfilment" = 'delivery' OR ("rider_id" IS NULL AND "delivery_charge_paise" = 0 AND "tip_paise" = 0 AND "address_id" IS NULL)`,
)
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Field(() => ID, { nullable: true, description: "Null once the restaurant has been deleted" })
  @Index()
  @Column({ type: "uuid", nullable: true })
  restaurantId!: string | null;

  @ManyToOne(() => Restaurant, { onDelete: "SET NULL" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant> | null;

  @Field(() => String)
  @Column({ type: "varchar", length: 120 })
  restaurantName!: string;

  /** The cart the order was built from (legacy clients send and read it). */
  @Column({ type: "uuid", nullable: true })
  cartId!: string | null;

  @Field(() => OrderStatusEnum)
  @Column({ type: "varchar", length: 20, default: "pending" })
  status!: OrderStatus;

  @Field(() => PaymentMethodEnum)
  @Column({ type: "varchar", length: 8, default: "cod" })
  paymentMethod!: "cod";

  @Field(() => FulfilmentEnum, {
    description:
      "DELIVERY: a rider brings it to the address; PICKUP: the customer collects it at the restaurant (no address, fee or rider)",
  })
  @Column({ type: "varchar", length: 8, default: "delivery" })
  fulfilment!: Fulfilment;

  @Column({ type: "integer" })
  itemsTotalPaise!: number;

  @Column({ type: "integer" })
  deliveryChargePaise!: number;

  /** The bill's DISCOUNT lines, as a positive amount (docs/architecture.md#pricing). */
  @Column({ type: "integer", default: 0 })
  discountPaise!: number;

  /** The bill's TAX lines. */
  @Column({ type: "integer", default: 0 })
  taxPaise!: number;

  /** The rider's tip: collected at the door with the rest, it belongs to the rider. */
  @Column({ type: "integer", default: 0 })
  tipPaise!: number;

  /** items + delivery − discount + tax + tip: the sum of the bill's lines. */
  @Column({ type: "integer" })
  totalPaise!: number;

  /** The bill as placed (cart/bill.ts); null for orders placed before bills were kept: items and delivery only. */
  @Column({ type: "jsonb", nullable: true })
  billLines!: BillLineSnapshot[] | null;

  @Column({ type: "uuid", nullable: true })
  addressId!: string | null;

  /** The delivery address's snapshot: null for a pickup (order-address.ts reads them together). */
  @Column({ type: "text", nullable: true })
  addressLine!: string | null;

  @Column({ type: "varchar", length: 80, nullable: true })
  addressCity!: string | null;

  @Column({ type: "varchar", length: 6, nullable: true })
  addressPincode!: string | null;

  @Column({ type: "varchar", length: 10, nullable: true })
  addressPhone!: string | null;

  @Column({ type: "text", default: "" })
  addressNotes!: string;

  @Column({ type: "double precision", nullable: true })
  addressLatitude!: number | null;

  @Column({ type: "double precision", nullable: true })
  addressLongitude!: number | null;

  @Field(() => String, { nullable: true, description: "Why staff rejected the order" })
  @Column({ type: "text", nullable: true })
  rejectionReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The customer's cooking instructions from checkout (at most 200 characters); shown on the kitchen board and the ticket",
  })
  @Column({ type: "varchar", length: COOKING_NOTE_MAX_LENGTH, nullable: true })
  kitchenNote!: string | null;

  @Field(() => Int, { nullable: true, description: "The minutes the kitchen said the food needs, set when it accepted the order" })
  @Column({ type: "smallint", nullable: true })
  preparationMinutes!: number | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the food should be ready: the moment the kitchen accepted the order plus preparationMinutes (an estimate)",
  })
  @Column({ type: "timestamptz", nullable: true })
  estimatedReadyAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "Ordered for later: when the customer wants the food (a 15-minute slot); null: as soon as possible. The order waits as SCHEDULED until its kitchen must start on it",
  })
  @Column({ type: "timestamptz", nullable: true })
  deliverAt!: Date | null;

  /** A scheduled order's release to the kitchen as new (scheduled-release.ts): deliverAt less the usual preparation and the ride. */
  @Column({ type: "timestamptz", nullable: true })
  releaseAt!: Date | null;

  /** The rider delivering it (riders/): set by an admin, changed until the rider picks the food up. */
  @Column({ type: "uuid", nullable: true })
  riderId!: string | null;

  @ManyToOne(() => User, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "rider_id" })
  rider?: Relation<User> | null;

  @Field(() => Date, { nullable: true, description: "When an admin assigned the current rider" })
  @Column({ type: "timestamptz", nullable: true })
  assignedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When the rider first picked the food up (OUT_FOR_DELIVERY)" })
  @Column({ type: "timestamptz", nullable: true })
  pickedUpAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When the order was delivered" })
  @Column({ type: "timestamptz", nullable: true })
  deliveredAt!: Date | null;

  /** What the rider said they collected at the door; null until a rider delivered it. */
  @Column({ type: "integer", nullable: true })
  cashCollectedPaise!: number | null;

  @Column({ type: "varchar", length: 500, nullable: true })
  cashNote!: string | null;

  @Field(() => PaymentCollectionEnum, {
    description:
      "How the customer said at checkout they will pay at the door (CASH unless they chose UPI); the rider sees it before the door",
  })
  @Column({ type: "varchar", length: 4, default: "CASH" })
  payAtDoorBy!: PaymentCollection;

  /** How it was paid, set with delivered (riders/delivery-columns.ts); Order.paidBy shows it to whom may see it. */
  @Column({ type: "varchar", length: 4, nullable: true })
  paidBy!: PaymentCollection | null;

  /** Paid by UPI: the payment's 12-digit reference the rider entered (orders_upi_reference_idx finds it used twice). */
  @Column({ type: "varchar", length: 12, nullable: true })
  upiReference!: string | null;

  /** When an admin ticked the UPI payment off against the bank statement (riders/upi-collection.service.ts); once. */
  @Column({ type: "timestamptz", nullable: true })
  upiConfirmedAt!: Date | null;

  /** The admin who confirmed it (kept as null when their account is deleted; the time stays). */
  @Column({ type: "uuid", nullable: true })
  upiConfirmedById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "upi_confirmed_by_id" })
  upiConfirmedBy?: Relation<User> | null;

  @Field(() => String, { nullable: true, description: "Why the rider could not deliver it (DELIVERY_FAILED)" })
  @Column({ type: "text", nullable: true })
  deliveryFailureReason!: string | null;

  /** The handover that settled the cash collected on it; null while the rider still holds it. */
  @Column({ type: "uuid", nullable: true })
  cashHandoverId!: string | null;

  /**
   * The foreign key only: the handover is the riders' entity (riders/cash-handover.entity.ts),
   * named by its entity name so that orders imports nothing of the riders'; no code loads it.
   */
  @ManyToOne("CashHandover", { onDelete: "SET NULL" })
  @JoinColumn({ name: "cash_handover_id" })
  cashHandover?: object | null;

  /** Set by the legacy order/success acknowledgement; repeating it changes nothing. */
  @Column({ type: "timestamptz", nullable: true })
  acknowledgedAt!: Date | null;

  @OneToMany("OrderLine", "order")
  lines?: Relation<OrderLine[]>;

  @Field(() => Date, { description: "When the order was placed" })
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Field(() => Date, { description: "When its status last changed" })
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  @Field(() => String, { description: "The #ID customers and staff see: the last 6 characters of the id, upper-case" })
  get shortId(): string {
    return shortOrderId(this.id);
  }

  @Field(() => Float, { description: "Sum of the lines, in rupees" })
  get itemsTotal(): number {
    return paiseToRupees(this.itemsTotalPaise);
  }

  @Field(() => Float, { description: "In rupees" })
  get deliveryCharge(): number {
    return paiseToRupees(this.deliveryChargePaise);
  }

  @Field(() => Float, {
    description: "The bill's total in rupees (items, delivery, discount, tax and tip): what the customer pays in cash",
  })
  get total(): number {
    return paiseToRupees(this.totalPaise);
  }

  @Field(() => Float, { description: "The rider's tip in rupees, included in total; it belongs to the rider" })
  get tip(): number {
    return paiseToRupees(this.tipPaise);
  }
}
