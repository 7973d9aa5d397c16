import { ArgsType, Field, Float, ID, Int } from "type-graphql";
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsString, Max, Min } from "class-validator";
import { Required, RupeesAmount } from "../../common/validation";
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from "../menu/menu-option-limits";

/** A cart line holds 1 to 99 units (the table's CHECK says the same). */
export const MAX_CART_QUANTITY = 99;
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;

const QuantityRule = (): PropertyDecorator => (target, key) => {
  IsInt({ message: QUANTITY_MESSAGE })(target, key);
  Min(1, { message: QUANTITY_MESSAGE })(target, key);
  Max(MAX_CART_QUANTITY, { message: QUANTITY_MESSAGE })(target, key);
};

const MenuItemIdRule = (): PropertyDecorator => (target, key) => {
  IsString({ message: "Menu item is required" })(target, key);
  Required("Menu item")(target, key);
};

@ArgsType()
export class AddToCartArgs {
  @Field(() => ID)
  @MenuItemIdRule()
  menuItemId!: string;

  @Field(() => Int, { description: "Units to add to what the cart already holds (the line stops at 99)" })
  @QuantityRule()
  quantity: number = 1;

  @Field(() => Boolean, { description: "Empty the cart first: start a new cart with this item" })
  @IsBoolean({ message: "replaceCart must be true or false" })
  replaceCart: boolean = false;

  @Field(() => [ID], { description: "The options chosen (MenuItem.optionGroups); the same choices make one line, others another" })
  @IsArray({ message: "optionIds must be a list of option ids" })
  @ArrayMaxSize(MAX_OPTION_GROUPS * MAX_OPTIONS_PER_GROUP, { message: "Too many options chosen" })
  @IsString({ each: true, message: "optionIds must be a list of option ids" })
  optionIds: string[] = [];
}

@ArgsType()
export class UpdateCartLineArgs {
  @Field(() => ID, { description: "CartLine.id" })
  @IsString({ message: "Cart line is required" })
  @Required("Cart line")
  lineId!: string;

  @Field(() => Int, { description: "The line's new quantity, 1 to 99; removeCartLine drops a line" })
  @QuantityRule()
  quantity!: number;
}

@ArgsType()
export class UpdateCartItemArgs {
  @Field(() => ID)
  @MenuItemIdRule()
  menuItemId!: string;

  @Field(() => Int, { description: "The line's new quantity, 1 to 99; removeFromCart drops a line" })
  @QuantityRule()
  quantity!: number;
}

/** The most a rider's tip may be, in rupees. */
export const MAX_TIP_RUPEES = 200;

@ArgsType()
export class SetCartTipArgs {
  @Field(() => Float, { description: `The rider's tip in rupees, 0 (none) to ${MAX_TIP_RUPEES}` })
  @RupeesAmount("Tip", MAX_TIP_RUPEES)
  amount!: number;
}
