import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Order } from "../orders/order.entity";
import { Restaurant } from "../restaurants/restaurant.entity";
import { User } from "../users/user.entity";

/**
 * A customer's rating of a delivered order (docs/architecture.md#ratings-and-reviews): one per
 * order (unique on it), by its customer; its comment and food rating are the restaurant's review.
 * The first name is kept as it was when rating, so a review never shows more of the customer.
 */
@ObjectType("OrderRating", { description: "The customer's rating of a delivered order" })
@Entity({ name: "order_ratings" })
@Index("order_ratings_restaurant_id_created_at_idx", ["restaurantId", "createdAt"])
@Check("order_ratings_food_rating_check", `"food_rating" BETWEEN 1 AND 5`)
@Check("order_ratings_delivery_rating_check", `"delivery_rating" BETWEEN 1 AND 5`)
export class OrderRating {
  @PrimaryGeneratedColumn("uuid")
  @Field(() => ID)
  id!: string;

  @Index("order_ratings_order_id_key", { unique: true })
  @Column({ type: "uuid" })
  @Field(() => ID)
  orderId!: string;

  @ManyToOne(() => Order, { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  @Index()
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** The rider who delivered it, when one did: their average delivery rating reads these. */
  @Index()
  @Column({ type: "uuid", nullable: true })
  riderId!: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "rider_id" })
  rider?: Relation<User>;

  @Column({ type: "varchar", length: 80 })
  firstName!: string;

  @Column({ type: "smallint" })
  @Field(() => Int, { description: "1 to 5" })
  foodRating!: number;

  @Column({ type: "smallint", nullable: true })
  @Field(() => Int, { nullable: true, description: "1 to 5; null when no rider delivered it (or it was not rated)" })
  deliveryRating!: number | null;

  @Column({ type: "varchar", length: 500, nullable: true })
  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Column({ type: "uuid", array: true })
  @Field(() => [ID], { description: "Dishes of the order the customer liked" })
  likedMenuItemIds!: string[];

  @Column({ type: "varchar", length: 500, nullable: true })
  @Field(() => String, { nullable: true, description: "The restaurant's reply, once given" })
  reply!: string | null;

  @Column({ type: "timestamptz", nullable: true })
  repliedAt!: Date | null;

  @Column({ type: "uuid", nullable: true })
  repliedById!: string | null;

  /** Hidden by an admin from the restaurant's reviews; still counted in its rating. */
  @Column({ type: "timestamptz", nullable: true })
  hiddenAt!: Date | null;

  @Column({ type: "varchar", length: 500, nullable: true })
  hiddenReason!: string | null;

  @Column({ type: "uuid", nullable: true })
  hiddenById!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  @Field(() => Date)
  createdAt!: Date;
}
