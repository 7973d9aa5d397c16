import { Field, ID, ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import type { RestaurantCategory } from "./restaurant-category";
import { RestaurantCategoryEnum } from "./restaurant-category.enum";
import { Restaurant } from "./restaurant.entity";

@ObjectType({ description: "One page of restaurants and how many there are in all" })
export class RestaurantPage extends Paginated(Restaurant, {
  totalDescription: 'All matches, every page together (the "All Restaurants (N)" count)',
}) {}

@ObjectType({ description: "A restaurant category filter option" })
export class RestaurantCategoryOption {
  @Field(() => RestaurantCategoryEnum)
  id!: RestaurantCategory;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "What a delete removed" })
export class DeleteResult {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  message!: string;
}
