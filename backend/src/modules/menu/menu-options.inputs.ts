import { ArgsType, Field, Float, ID, InputType, Int } from "type-graphql";
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateNested,
} from "class-validator";
import { SingleLine } from "../../common/control-characters";
import { rules } from "../../common/compose-decorators";
import { Required, Rupees } from "../../common/validation";
import { MAX_EXTRA_PRICE_RUPEES, MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP, OPTION_NAME_LENGTH } from "./menu-option-limits";

const name = (label: string) =>
  rules(
    Required(label),
    IsString(),
    Length(1, OPTION_NAME_LENGTH, { message: `${label} must be 1 to ${OPTION_NAME_LENGTH} characters long` }),
    SingleLine(label),
  );
const keptId = (label: string) => rules(IsOptional(), IsUUID("all", { message: `${label} id must be an id sent by the API` }));
const choices = (label: string) =>
  rules(
    IsDefined({ message: `${label} is required` }),
    IsInt({ message: `${label} must be a whole number` }),
    Min(0, { message: `${label} must be 0 or more` }),
    Max(MAX_OPTIONS_PER_GROUP, { message: `${label} must be at most ${MAX_OPTIONS_PER_GROUP}` }),
  );

@InputType({ description: "One choice of a group; an id sent back keeps the option, none makes a new one" })
export class MenuOptionInput {
  @Field(() => ID, { nullable: true }) @keptId("Option") id?: string | null;
  @Field(() => String) @name("Option name") name!: string;
  @Field(() => Float, { description: "Rupees added to the item's price, 0 or more" })
  @IsDefined({ message: "Extra price is required" })
  @Rupees("Extra price", { max: MAX_EXTRA_PRICE_RUPEES })
  extraPrice!: number;
  @Field(() => Boolean, { nullable: true, description: "true when not given" })
  @IsOptional()
  @IsBoolean({ message: "isAvailable must be true or false" })
  isAvailable?: boolean | null;
}

@InputType({ description: "A group of choices; an id sent back keeps the group, none makes a new one" })
export class MenuOptionGroupInput {
  @Field(() => ID, { nullable: true }) @keptId("Group") id?: string | null;
  @Field(() => String) @name("Group name") name!: string;
  @Field(() => Int) @choices("minChoices") minChoices!: number;
  @Field(() => Int) @choices("maxChoices") maxChoices!: number;
  @Field(() => [MenuOptionInput], { description: `In the order to show, at most ${MAX_OPTIONS_PER_GROUP}` })
  @IsArray()
  @ArrayMaxSize(MAX_OPTIONS_PER_GROUP, { message: `A group may have at most ${MAX_OPTIONS_PER_GROUP} options` })
  @ValidateNested()
  options!: MenuOptionInput[];
}

@ArgsType()
export class SetMenuItemOptionsArgs {
  @Field(() => ID) @IsString() @Required("Menu item") menuItemId!: string;

  @Field(() => [MenuOptionGroupInput], {
    description: `Every group of the item, in the order to show (at most ${MAX_OPTION_GROUPS}); groups and options not sent are removed`,
  })
  @IsArray()
  @ArrayMaxSize(MAX_OPTION_GROUPS, { message: `An item may have at most ${MAX_OPTION_GROUPS} option groups` })
  @ValidateNested()
  groups!: MenuOptionGroupInput[];
}
