import { In, type DataSource } from "typeorm";
import { AppError } from "../../common/errors";
import { Restaurant } from "./restaurant.entity";

export const UNKNOWN_RESTAURANT_MESSAGE = "No restaurant has this id";

/**
 * The restaurants an API key or a webhook is limited to, each once; any id that names no
 * restaurant answers BAD_USER_INPUT on the field `restaurantIds` and nothing is stored.
 */
export async function existingRestaurantIds(dataSource: DataSource, ids: readonly string[] | null | undefined): Promise<string[]> {
  const restaurantIds = [...new Set(ids ?? [])];
  const found = restaurantIds.length > 0 ? await dataSource.getRepository(Restaurant).countBy({ id: In(restaurantIds) }) : 0;
  if (found !== restaurantIds.length) {
    throw new AppError("BAD_USER_INPUT", UNKNOWN_RESTAURANT_MESSAGE, {
      fields: [{ field: "restaurantIds", messages: [UNKNOWN_RESTAURANT_MESSAGE] }],
    });
  }
  return restaurantIds;
}
