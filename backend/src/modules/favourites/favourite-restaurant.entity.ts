import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { Restaurant } from "../restaurants/restaurant.entity";
import { User } from "../users/user.entity";

/** A customer's favourite restaurant: one row per customer and restaurant, gone with either. */
@Entity({ name: "favourite_restaurants" })
export class FavouriteRestaurant {
  @PrimaryColumn({ type: "uuid" })
  userId!: string;

  /** Its own index, for the cascade when a restaurant is deleted. */
  @Index()
  @PrimaryColumn({ type: "uuid" })
  restaurantId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @ManyToOne(() => Restaurant, { onDelete: "CASCADE" })
  @JoinColumn({ name: "restaurant_id" })
  restaurant?: Relation<Restaurant>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
