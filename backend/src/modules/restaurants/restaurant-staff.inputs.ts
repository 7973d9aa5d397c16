import { ArgsType, Field, ID } from "type-graphql";
import { IsEmail, IsString, MaxLength } from "class-validator";
import { Required } from "../../common/validation";

const EMAIL_MESSAGE = "Enter a valid e-mail address";

@ArgsType()
export class RestaurantStaffArgs {
  @Field(() => ID, { description: "The restaurant" })
  @IsString()
  restaurantId!: string;

  @Field(() => String, { description: "The person's e-mail address (any case)" })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @Required("Email")
  email!: string;
}
