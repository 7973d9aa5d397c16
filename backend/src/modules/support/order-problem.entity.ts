import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, ID, ObjectType } from "type-graphql";
import { Order } from "../orders/order.entity";
import { User } from "../users/user.entity";
import { OrderProblemKindEnum, OrderProblemStatusEnum, type OrderProblemKind, type OrderProblemStatus } from "./order-problem-kind";

/** The longest text of a report or an answer. */
export const PROBLEM_TEXT_MAX_LENGTH = 1000;

/**
 * A customer's call for help with one of their orders (docs/architecture.md#help-with-an-order):
 * what went wrong, with the order's lines it is about, and the office's latest answer. At most one
 * OPEN per order, kept by a partial unique index, so two reports sent at once cannot both open.
 */
@ObjectType({ description: "A customer's problem with one of their orders, and the office's latest answer" })
@Entity({ name: "order_problems" })
@Index("order_problems_one_open_per_order_key", ["orderId"], { unique: true, where: `"status" = 'OPEN'` })
@Index("order_problems_status_created_at_idx", ["status", "createdAt"])
@Check("order_problems_kind_check", `"kind" IN ('MISSING_ITEM', 'WRONG_ITEM', 'LATE', 'QUALITY', 'RIDER', 'OTHER')`)
@Check("order_problems_status_check", `"status" IN ('OPEN', 'RESOLVED')`)
export class OrderProblem {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Field(() => ID)
  @Index()
  @Column({ type: "uuid" })
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  /** The order's customer, who reported it. */
  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Field(() => OrderProblemKindEnum)
  @Column({ type: "varchar", length: 16 })
  kind!: OrderProblemKind;

  @Field(() => String, { description: `The customer's words, 1 to ${PROBLEM_TEXT_MAX_LENGTH} characters` })
  @Column({ type: "varchar", length: PROBLEM_TEXT_MAX_LENGTH })
  text!: string;

  /** The ids of the order's lines the problem is about (OrderProblem.lines shows them). */
  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  lineIds!: string[];

  @Field(() => OrderProblemStatusEnum)
  @Column({ type: "varchar", length: 8, default: "OPEN" })
  status!: OrderProblemStatus;

  @Field(() => String, { nullable: true, description: "The office's latest answer; null until an admin answers" })
  @Column({ type: "varchar", length: PROBLEM_TEXT_MAX_LENGTH, nullable: true })
  answer!: string | null;

  @Field(() => Date, { nullable: true, description: "When the latest answer was given" })
  @Column({ type: "timestamptz", nullable: true })
  answeredAt!: Date | null;

  /** The admin who gave the latest answer (null once their account is deleted). */
  @Column({ type: "uuid", nullable: true })
  answeredById!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "answered_by_id" })
  answeredBy?: Relation<User> | null;

  @Field(() => Date, { nullable: true, description: "When an admin resolved it" })
  @Column({ type: "timestamptz", nullable: true })
  resolvedAt!: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
