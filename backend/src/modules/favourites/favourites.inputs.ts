import { ArgsType, Field, Float, ID } from "type-graphql";
import { IsBoolean, IsDefined, ValidateIf } from "class-validator";
import { NumberWithin } from "../../common/validation";
import { INVALID_COORDINATES } from "../geo/andhra-pradesh";

@ArgsType()
export class SetFavouriteRestaurantArgs {
  @Field(() => ID)
  restaurantId!: string;

  @Field(() => Boolean, { description: "true adds it to the favourites, false takes it out" })
  @IsBoolean({ message: "favourite must be true or false" })
  favourite!: boolean;
}

/** Where the customer is, as restaurantsNear takes it: both or neither. */
@ArgsType()
export class FavouriteRestaurantsArgs {
  @Field(() => Float, { nullable: true, description: "With longitude: each restaurant's distanceKm from this point" })
  @ValidateIf((args: FavouriteRestaurantsArgs) => args.longitude != null || args.latitude != null)
  @IsDefined({ message: INVALID_COORDINATES })
  @NumberWithin(-90, 90, INVALID_COORDINATES)
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  @ValidateIf((args: FavouriteRestaurantsArgs) => args.longitude != null || args.latitude != null)
  @IsDefined({ message: INVALID_COORDINATES })
  @NumberWithin(-180, 180, INVALID_COORDINATES)
  longitude?: number | null;
}
